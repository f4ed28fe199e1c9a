// The product page loader (spec §1, §2 "Slug rules", §3, §5 "Add to cart", §9). Product, stock (it decides the buy
// box), cart quantity, category tree, volume tiers and guarantees are awaited; the rest is streamed, each bounded.
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import type { ImageCheck } from '~/lib/image-check.server';
import type { ProductProjection } from '@commercetools/platform-sdk';
import { requestCart } from '~/cart/request-cart.server';
import { getProductBySku } from '~/commerce/catalog.server';
import { sellableStock } from '~/commerce/stock-reservation.server';
import { getCategoryTree } from '~/commerce/category.server';
import type { CommerceContext } from '~/commerce/client.server';
import { getVolumeDiscounts } from '~/commerce/discount.server';
import { localized } from '~/commerce/localize';
import { moneyAmount, type MoneyLike } from '~/commerce/money';
import { sanitizeContentHtml } from '~/content/sanitize.server';
import { translatorFor } from '~/lib/i18n.server';
import { isGuaranteeSku, SEO_REDIRECT_STATUS, type Market } from '~/markets';
import { followWantedLanguage } from '~/routing/language-redirect.server';
import { withLanguagePrefix } from '~/routing/localized-path';
import { documentHead } from '~/seo/document-head';
import { canonicalUrl, headLinks } from '~/seo/head';
import { htmlToText } from '~/lib/markup.server';
import { storeOrigin } from '~/seo/origin';
import { isProductPageSlug, localizedPagePaths, productPath } from '~/seo/page-paths';
import { allowedQuantity } from '~/cart/rules/quantity';
import { availabilityOf, buyInMonthLabel, offerAvailability } from './availability';
import { bounded } from '~/lib/deferred';
import { getGuaranteeProducts } from '~/product/guarantee-products.server';
import { guaranteeOptions } from '~/product/guarantees';
import { trackLastSeen } from './last-seen.server';
import { booleanAttribute, localizedAttribute, nonEmptyRelations, textAttribute, textSetAttribute } from '~/product/product-attributes';
import { mainCategory } from '~/product/main-category';
import { productBreadcrumb, productNavigation } from './product-breadcrumb';
import { productContent } from './product-content';
import { PRODUCT_ROW_IDS, type CardList, type Crumb, type ProductImage, type ProductPageData, type ProductRows, type StockInfo } from './product-data';
import { islandData } from '~/islands/island-data';
import { productHead } from './product-head';
import { isCanonicalProductPath, parseProductPath } from '~/product/product-path';
import { loadReviewPage, ratingSummary } from './product-reviews.server';
import { isEnabledHere, variantAttributes, variantPrice, type StoreView } from '~/product/product-view';
import { loadLastSeen, loadRecommendations } from './recommendations.server';
import { track } from '~/tracking/track.server';

export type { ProductPageData } from './product-data';
export { productPageHeaders } from './last-seen.server';

type StockLevels = { sku: string; availableQuantity: number }[] | null;

/** Stock of the product and its availability text; null when the inventory could not be read. */
function stockInfo(levels: StockLevels, sku: string, price: MoneyLike | null, market: Market, now: Date, locale: string): StockInfo | null {
  if (!levels) return null;
  const quantity = levels.find((level) => level.sku === sku)?.availableQuantity ?? 0;
  const availability = availabilityOf(quantity, price, market.rules.lowStockBoundaries);
  // The "given date" of the "Buy in" rule is the day of the request.
  return { ...availability, buyInMonth: availability.status === 'out-of-stock' ? buyInMonthLabel(now, locale) : null };
}

/** How many of the SKU the shopper's cart holds (0 without one); a shared render sees only the session's tally. */
async function quantityInCart(context: LoaderFunctionArgs['context'], sku: string): Promise<number> {
  const { storefront } = context;
  const { cartId, cartTally } = storefront.shopper.session.get();
  if (!cartId) return cartTally?.skus[sku] ?? 0;
  // The request's one read of the cart, shared with the header's count (request-cart.server.ts).
  const cart = await requestCart(storefront).catch(() => null);
  return (cart?.lineItems ?? []).filter((line) => line.variant.sku === sku).reduce((sum, line) => sum + line.quantity, 0);
}

/** Tiers of the product's volume-discount group; none when it has no group or the call fails. */
async function volumeTiers(ctx: CommerceContext, group: string | null) {
  if (!group) return [];
  const tiers = await getVolumeDiscounts(ctx, group).catch(() => []);
  return tiers.map((tier) => ({ minQuantity: tier.minQuantity, percent: tier.percent }));
}

/** The gallery, each image passed through the spec's image check (a missing image becomes the default one). */
function images(product: ProductProjection, name: string, check: ImageCheck | undefined): Promise<ProductImage[]> {
  return Promise.all(
    (product.masterVariant.images ?? []).map(async (image) => ({
      url: check ? await check(image.url) : image.url,
      alt: image.label ?? name,
      width: image.dimensions?.w || 800,
      height: image.dimensions?.h || 800,
    })),
  );
}

/** Local manuals are generated in the page language (server/manuals); others are linked as they are. */
const manualIn = (url: string | null, language: string) => (url?.startsWith('/__manuals/') ? `${url}?lang=${language}` : url);

/** The page, plus the main navigation's categories on it (the product's own category children). */
export async function loadProductPage(args: LoaderFunctionArgs, path: string): Promise<(ProductPageData & { navigation: Crumb[] }) | null> {
  const match = parseProductPath(path);
  if (!match) return null;
  const { request, context } = args;
  const { request: { market, language, locale, render, toggles, now }, commerce: ctx, shop: { environment, storeDomains } } = context.storefront;
  const url = new URL(request.url);
  const view: StoreView = { market, language, locale, environment };
  const logger = ctx.client.logger;

  // The SKU is known from the path, so stock and the cart are asked for alongside the product. The stock shown is
  // what can be bought: units other checkouts hold are not.
  const inventory = bounded(sellableStock(ctx, [match.sku]), undefined, (error: unknown) => {
    logger.error({ err: error, sku: match.sku }, 'stock unavailable');
  });
  const [product, levels, inCart, tree, t, tCommon] = await Promise.all([
    getProductBySku(ctx, match.sku),
    inventory,
    quantityInCart(context, match.sku),
    getCategoryTree(ctx).catch((error: unknown) => {
      logger.error({ err: error }, 'category tree unavailable');
      return null;
    }),
    translatorFor(context, 'product'),
    translatorFor(context),
  ]);
  // No such product here: the catch-all's 404, with its department and brand blocks (or an old URL's redirect).
  if (!product) return null;

  const values = variantAttributes(product);
  const sku = product.masterVariant.sku ?? match.sku;
  const name = localized(product.name, language);
  const slug = localized(product.slug, language);
  if (!name || !slug || !isProductPageSlug(slug) || !isEnabledHere(values, locale)) return null;
  const pagePaths = localizedPagePaths({ slugByLanguage: product.slug, locales: textSetAttribute(values, 'enabledOnMarket') }, 'product', environment);
  followWantedLanguage(context, request, pagePaths);
  const canonicalPath = productPath(slug, market, environment);
  if (!isCanonicalProductPath(path, canonicalPath)) throw redirect(`${canonicalPath}${url.search}`, SEO_REDIRECT_STATUS);

  track(context, { type: 'view-item', sku });
  const content = productContent(values, language);
  const { price, original } = variantPrice(product.masterVariant, market.currency);
  const offersGuarantees = toggles.extraGuarantee && !isGuaranteeSku(sku) && price !== null;
  const [volumeDiscounts, guaranteeProducts] = await Promise.all([
    volumeTiers(ctx, textAttribute(values, 'volumeDiscountGroup')),
    offersGuarantees ? getGuaranteeProducts(ctx) : Promise.resolve([]),
  ]);
  const category = tree ? mainCategory(tree, product.categories.map((reference) => reference.id)) : null;
  const breadcrumb = tree && category ? productBreadcrumb(tree, category, market, environment) : [];
  if (breadcrumb.length === 0) logger.warn({ sku }, 'Product breadcrumbs are missing.');
  const navigation = tree && category ? productNavigation(tree, category, market, environment) : [];

  const stock = stockInfo(levels, sku, price, market, now, locale);
  const sellable = price !== null && booleanAttribute(values, 'eligibleForSelling') !== false;
  // No inventory entry at all reads as none in stock (availabilityOf); an unreadable inventory limits nothing.
  const maxQuantity = allowedQuantity({ inCart, available: stock ? stock.quantity : null });

  // Streamed sections.
  const rating = ratingSummary(product);
  const reviews = loadReviewPage(ctx, product, rating, url.searchParams);
  const subject = { sku, brand: content.brand, price: price ? moneyAmount(price) : null, categoryIds: category ? [category.id] : [] };
  const blocks = loadRecommendations(context, product, subject, view, { complementary: toggles.complementaryProducts, categoryId: category?.id ?? null, path: canonicalPath });
  const lastSeen = loadLastSeen(context, trackLastSeen(request, locale, { sku, slug, name }, { bot: render.bot }), view, canonicalPath);

  const origin = storeOrigin(market.country, { requestUrl: request.url, storeDomains });
  const links = headLinks({
    requestUrl: request.url,
    market,
    storeDomains,
    resolvePath: pagePaths,
  });
  const absolute = (pagePath: string) => `${origin}${withLanguagePrefix(pagePath, language, market)}`;
  const description = localized(product.description, language) ?? '';
  const gallery = await images(product, name, context.storefront.services.checkImage);

  return {
    sku,
    name,
    brand: content.brand,
    energy: content.energy,
    path: canonicalPath,
    navigation,
    // What never changes in the browser travels as a document's HTML only (islands).
    gallery: islandData(context, 'pdp-gallery', gallery),
    breadcrumb: islandData(context, 'pdp-breadcrumb', breadcrumb),
    details: islandData(context, 'pdp-details', {
      model: content.model,
      ean: content.ean,
      highlights: content.highlights,
      techDetails: content.techDetails,
      faq: content.faq,
      manualUrl: manualIn(content.manualUrl, language),
      descriptionHtml: sanitizeContentHtml(description, { rewriteSitePath: (sitePath) => withLanguagePrefix(sitePath, language, market) }),
    }),
    category: category?.name ?? null,
    price,
    originalPrice: original,
    priceDisclaimer: market.rules.priceDisclaimer,
    sellable,
    volumeDiscounts,
    guarantees: guaranteeOptions(
      { sku, brand: content.brand, nonEmptyRelations: nonEmptyRelations(values), price },
      guaranteeProducts,
      { featureEnabled: toggles.extraGuarantee, onPaymentPage: false, locale },
    ),
    rating: rating ? { average: rating.average, count: rating.count } : null,
    ratingDistribution: islandData(context, 'pdp-rating', rating?.distribution ?? []),
    quickAdd: !market.rules.quickAddToCartRestricted,
    head: documentHead(productHead({
      title: localized(product.metaTitle, language) ?? name,
      siteName: tCommon('siteName'),
      description: localized(product.metaDescription, language) ?? (htmlToText(description) || localizedAttribute(values, 'description', language) || name),
      locale,
      canonical: canonicalUrl({ origin, path: canonicalPath, language, market }),
      robots: links.robots,
      alternates: links.alternates,
      origin,
      product: {
        name,
        sku,
        description,
        images: gallery.map((image) => image.url),
        brand: content.brand,
        ean: content.ean,
        category: category?.name ?? null,
        price,
        // What the page offers: a product this store does not sell now is no InStock offer (app/seo/README.md).
        availability: stock ? (sellable ? offerAvailability(stock.status) : 'OutOfStock') : null,
        priceValidUntil: original ? textAttribute(values, 'saleEndsAt') : null,
        rating: rating ? { average: rating.average, count: rating.count } : null,
      },
      breadcrumb: [
        { name: t('breadcrumbHome'), url: absolute('/') },
        ...breadcrumb.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) })),
        { name },
      ],
      now,
    })),
    stock,
    maxQuantity,
    reviews,
    ...rowIslands(context, { ...blocks, lastSeen }),
  };
}

/** A document's rows of cards go to the server render only (islands); a navigation's travel as data. */
function rowIslands(context: AppLoadContext, rows: { [row in keyof ProductRows]: Promise<CardList> }): ProductRows {
  const island = (row: keyof ProductRows) => islandData(context, PRODUCT_ROW_IDS[row], rows[row]);
  return {
    accessories: island('accessories'),
    related: island('related'),
    similar: island('similar'),
    alternatives: island('alternatives'),
    complementary: island('complementary'),
    lastSeen: island('lastSeen'),
  };
}
