import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { useRootData } from '~/root-data';
import type { ListingPageView } from '../types';
import { Facets } from './Facets';
import { Pagination } from './Pagination';
import { ProductGrid } from './ProductGrid';
import { SortForm } from './SortForm';

/** Products come before the filters in the document, so the first screen and the first round trip carry products;
 *  a "Filters" link at the top jumps to them. */
export function ListingBody({ view }: { view: ListingPageView }) {
  const { t } = useTranslation('catalog');
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  const empty = view.total === 0;
  return (
    <div className="listing">
      <div className="listing__bar">
        <h2 className="listing__count">{t('listing.resultCount', { count: view.total })}</h2>
        <a href="#filters" className="listing__to-filters">{t('facets.label')}</a>
        {!empty ? <SortForm path={view.path} form={view.sortForm} /> : null}
      </div>
      <div className="listing__main">
        {view.failed ? (
          <p className="notice notice--error" role="alert">{t('listing.failed')}</p>
        ) : empty ? (
          <div className="notice" role="status">
            <p className="listing__no-results">{t('listing.noResults')}</p>
            <p>{t('listing.noResultsHint')}</p>
            {view.clearFiltersHref ? <Link to={view.clearFiltersHref} prefetch="none">{t('facets.clear')}</Link> : null}
          </div>
        ) : (
          <>
            <ProductGrid cards={view.cards} locale={locale} quickAdd={view.quickAdd} />
            {view.pagination ? <Pagination view={view.pagination} /> : null}
          </>
        )}
      </div>
      <Facets view={view} locale={locale} />
    </div>
  );
}
