import { Link } from '@remix-run/react';
import { ResponsiveImg } from '~/components/ResponsiveImg';
import { useTranslation } from '~/i18n/react';
import { ListingBody } from '../components/ListingBody';
import { CAMPAIGN_IMAGE_SIZE, CAMPAIGN_SLOT } from '../campaign-banners';
import type { QuickSearchData, SearchPageData } from './search-page.server';

/** A `quick=1` URL opened as a page (the dropdown fetches it as data): its hits as plain links. */
function QuickResults({ data }: { data: QuickSearchData }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="container">
      <h1>{t('search.resultsFor', { query: data.query })}</h1>
      {data.hits.length === 0 ? <p role="status">{t('listing.noResults')}</p> : (
        <ul>
          {data.hits.map((hit) => <li key={hit.sku}><Link to={hit.url}>{hit.name}</Link></li>)}
        </ul>
      )}
      <p><Link to={`/search?query=${encodeURIComponent(data.query)}`}>{t('quickSearch.seeAll')}</Link></p>
    </div>
  );
}

export function SearchPage({ data }: { data: SearchPageData | QuickSearchData }) {
  if (data.kind === 'quick') return <QuickResults data={data} />;
  return (
    <div className="container search-page">
      {data.campaign?.image ? (
        <ResponsiveImg
          className="campaign-banner"
          url={data.campaign.image}
          layout={CAMPAIGN_SLOT}
          alt=""
          width={CAMPAIGN_IMAGE_SIZE.width}
          height={CAMPAIGN_IMAGE_SIZE.height}
          {...{ fetchpriority: 'high' }}
        />
      ) : null}
      <h1>{data.title}</h1>
      <ListingBody view={data.listing} />
    </div>
  );
}
