import { Link, useLocation } from '@remix-run/react';
import { Island } from '~/islands/Island';
import { useTranslation } from '~/i18n/react';
import { withColon } from '~/i18n/translator';
import { useRootData } from '~/root-data';
import { brandListingPath } from '~/seo/page-paths';
import { BUY_BOX_ID, BUY_FORM_ID, BuyBox, buyBoxState } from './components/BuyBox';
import { FloatingAddToCart } from './components/FloatingAddToCart';
import { Gallery } from './components/Gallery';
import { ProductDetails } from './components/ProductDetails';
import { ProductRow } from './components/ProductRow';
import { Reviews } from './components/Reviews';
import { formatRating } from '~/product/format';
import { PRODUCT_ROW_IDS, type Crumb, type ProductPageData } from './product-data';
import { REVIEWS_ANCHOR_ID } from './reviews-paging';
import { supportLink } from '~/routing/support-links';

/** Spec §2: the support form "can be preselected from a product page for missing manual, discount quote and spare parts request". */
function ProductHelp({ sku }: { sku: string }) {
  const { t } = useTranslation('product');
  return (
    <section className="pdp-help" aria-labelledby="pdp-help-title">
      <h2 id="pdp-help-title">{t('help.title')}</h2>
      <ul>
        <li><Link to={supportLink('missingManual', sku)} rel="nofollow" prefetch="none">{t('help.missingManual')}</Link></li>
        <li><Link to={supportLink('discountQuote', sku)} rel="nofollow" prefetch="none">{t('help.discountQuote')}</Link></li>
        <li><Link to={supportLink('spareParts', sku)} rel="nofollow" prefetch="none">{t('help.spareParts')}</Link></li>
      </ul>
    </section>
  );
}

/** Home, the category path and the product: an island. */
function ProductBreadcrumb({ crumbs, name, version }: { crumbs: Crumb[] | undefined; name: string; version: string }) {
  const { t } = useTranslation('product');
  return (
    <Island name="pdp-breadcrumb" version={version} data={crumbs}>
      {(data) => (
        <nav className="breadcrumb" aria-label={t('breadcrumbLabel')}>
          <ol>
            <li><Link to="/">{t('breadcrumbHome')}</Link></li>
            {data.map((crumb) => (
              <li key={crumb.path}><Link to={crumb.path}>{crumb.name}</Link></li>
            ))}
            <li aria-current="page">{name}</li>
          </ol>
        </nav>
      )}
    </Island>
  );
}

/** Markup order is load order: breadcrumb, name, main image, price and the add-to-cart form come first, so they fit
 *  into the document's first round trip; details, reviews and the streamed rows follow. */
export function ProductPageBody({ page }: { page: ProductPageData }) {
  const { t } = useTranslation('product');
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  const { pathname } = useLocation();
  const rows = [
    { id: PRODUCT_ROW_IDS.accessories, title: t('sections.accessories'), cards: page.accessories },
    { id: PRODUCT_ROW_IDS.related, title: t('sections.related'), cards: page.related },
    { id: PRODUCT_ROW_IDS.similar, title: t('sections.similar'), cards: page.similar, recommendationId: 'similarProductsId' },
    { id: PRODUCT_ROW_IDS.alternatives, title: t('sections.alternatives'), cards: page.alternatives },
    { id: PRODUCT_ROW_IDS.complementary, title: t('sections.complementary'), cards: page.complementary },
    { id: PRODUCT_ROW_IDS.lastSeen, title: t('sections.lastSeen'), cards: page.lastSeen, recommendationId: 'lastSeenId' },
  ];
  return (
    <div className="container pdp">
      <ProductBreadcrumb crumbs={page.breadcrumb} name={page.name} version={pathname} />
      <div className="pdp__top">
        <div className="pdp__head">
          <h1>{page.name}</h1>
          <p className="pdp-note">
            {/* Each run of text one string: React marks the seams between adjacent texts with comments. */}
            {page.brand ? <>{`${withColon(t('brand'), locale)} `}<Link to={brandListingPath(page.brand)} prefetch="none">{page.brand}</Link>{' · '}</> : null}
            {`${withColon(t('productNumber'), locale)} ${page.sku}${page.rating ? ' · ' : ''}`}
            {page.rating ? (
              <a href={`#${REVIEWS_ANCHOR_ID}`}>
                {`${t('reviews.rated', { rating: formatRating(page.rating.average, locale) })} (${t('reviewCount', { count: page.rating.count })})`}
              </a>
            ) : null}
          </p>
        </div>
        <Gallery images={page.gallery} name={page.name} />
        <BuyBox page={page} locale={locale} />
      </div>
      {/* Nothing in them changes in the browser: an island. */}
      <Island name="pdp-details" version={pathname} data={page.details}>
        {(details) => (
          <>
            <ProductDetails details={details} page={page} />
            <ProductHelp sku={page.sku} />
          </>
        )}
      </Island>
      <Reviews rating={page.rating} distribution={page.ratingDistribution} reviews={page.reviews} locale={locale} path={page.path} />
      {rows.map((row) => (
        <ProductRow key={row.id} id={row.id} title={row.title} cards={row.cards} locale={locale} quickAdd={page.quickAdd} recommendationId={row.recommendationId} />
      ))}
      {buyBoxState(page) === 'add' && root?.store.checkoutEnabled ? (
        <FloatingAddToCart targetId={BUY_BOX_ID} formId={BUY_FORM_ID} name={page.name} price={page.price} originalPrice={page.originalPrice} locale={locale} />
      ) : null}
    </div>
  );
}
