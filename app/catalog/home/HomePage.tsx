import { Await, Link } from '@remix-run/react';
import { ResponsiveImg } from '~/components/ResponsiveImg';
import { Suspense, useId } from 'react';
import { useTranslation } from '~/i18n/react';
import { useRootData, useLitePage } from '~/root-data';
import { PromoBanners } from '~/content/PromoBanners';
import { ProductCardItems, QUICK_ADD_FORMS } from '~/catalog/components/card-islands';
import { Island } from '~/islands/Island';
import { CAMPAIGN_IMAGE_SIZE, CAMPAIGN_SLOT } from '~/catalog/listing/campaign-banners';
import type { HomeCampaign, HomeCategory, HomeData, HomeSections, ProductGroup } from './home.server';

type GroupProps = { name: `home-${string}`; group: Promise<ProductGroup | null> | undefined; title: string; locale: string; quickAdd: boolean };

/** A product group slider: a row that scrolls sideways without script; an island, so a document carries its HTML only. */
function ProductGroupSection({ name, group, title, locale, quickAdd }: GroupProps) {
  return (
    <Island name={name} data={group} forms={QUICK_ADD_FORMS}>
      {(promise) => <ProductGroupSlider group={promise} title={title} locale={locale} quickAdd={quickAdd} />}
    </Island>
  );
}

function ProductGroupSlider({ group, title, locale, quickAdd }: Omit<GroupProps, 'group' | 'name'> & { group: Promise<ProductGroup | null> }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <Suspense fallback={<section className="container product-group" aria-busy="true"><h2>{title}</h2><p>{t('home.loading')}</p></section>}>
      <Await resolve={group} errorElement={<></>}>
        {(value) =>
          value ? (
            <section className="container product-group" aria-labelledby={id}>
              <h2 id={id}>{title}</h2>
              <ul className="slider">
                <ProductCardItems cards={value.cards} locale={locale} quickAdd={quickAdd} />
              </ul>
              <p><Link to={value.href} prefetch="none">{t('home.seeAll', { title })}</Link></p>
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

/** A lite page's tiles are their names: they sit below the first screen. */
function Categories({ categories }: { categories: HomeCategory[] }) {
  const { t } = useTranslation('common');
  const lite = useLitePage();
  if (categories.length === 0) return null;
  return (
    <section className="container">
      <h2>{t('home.categories')}</h2>
      <ul className="grid home-categories">
        {categories.map((category) => (
          <li key={category.id} className="card">
            <Link to={category.path} prefetch="none">
              {category.image && !lite ? <ResponsiveImg url={category.image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A lite page's campaigns are their titles: they sit below the first banner. */
function Campaigns({ campaigns }: { campaigns: HomeCampaign[] }) {
  const { t } = useTranslation('catalog');
  const lite = useLitePage();
  if (campaigns.length === 0) return null;
  return (
    <section className="container campaigns" aria-label={t('home.campaigns')}>
      <ul>
        {campaigns.map((campaign) => (
          <li key={campaign.name}>
            <Link to={campaign.href} prefetch="none">
              {campaign.image && !lite ? (
                <ResponsiveImg url={campaign.image} layout={CAMPAIGN_SLOT} alt="" width={CAMPAIGN_IMAGE_SIZE.width} height={CAMPAIGN_IMAGE_SIZE.height} loading="lazy" decoding="async" />
              ) : null}
              <span className="campaigns__title">{campaign.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links and pictures only: an island, so a document carries their HTML, not their data. */
function Sections({ sections }: { sections: HomeSections }) {
  return (
    <>
      {sections.promo ? <PromoBanners content={sections.promo} /> : null}
      <Campaigns campaigns={sections.campaigns} />
      <Categories categories={sections.categories} />
    </>
  );
}

export function HomePage({ data }: { data: HomeData }) {
  const { t } = useTranslation('common');
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  return (
    <>
      <div className="container">
        <h1>{t('home.title')}</h1>
        <p>{t('home.description')}</p>
      </div>
      <Island name="home-sections" data={data.sections}>
        {(sections) => <Sections sections={sections} />}
      </Island>
      <ProductGroupSection name="home-bestsellers" group={data.bestsellers} title={t('home.bestsellers')} locale={locale} quickAdd={data.quickAdd} />
      <ProductGroupSection name="home-on-sale" group={data.onSale} title={t('home.onSale')} locale={locale} quickAdd={data.quickAdd} />
    </>
  );
}
