// The home page: CMS promo banners, first-level categories and running campaigns (awaited), and the bestseller and
// on-sale groups (streamed to people, complete for crawlers, each bounded and caught).
import type { AppLoadContext } from '@remix-run/node';
import type { ProductCardData } from '~/product/card';
import { getCategoryTree } from '~/commerce/category.server';
import type { PromoBannersContent } from '~/content/schema';
import { translatorFor } from '~/lib/i18n.server';
import { PRODUCT_GROUPS_SLIDER, type TagFilter } from '~/markets';
import { SEARCH_PAGE_DEFAULTS } from '~/search/constants';
import { searchHref } from '~/search/params';
import { documentHead, type DocumentHead } from '~/seo/document-head';
import { headLinks, pageHead } from '~/seo/head';
import { organizationJsonLd, webSiteJsonLd } from '~/seo/json-ld';
import { storeOrigin } from '~/seo/origin';
import { HOME_PATH, SEARCH_PATH, categoryPath, samePathEverywhere } from '~/seo/page-paths';
import { isVisibleCategory, toCategoryLink } from '~/catalog/category/category-links';
import { homeCampaignBanners, type CampaignBanner } from '~/catalog/listing/campaign-banners';
import { storeCampaigns } from '~/catalog/listing/campaigns.server';
import { toProductCard } from '~/catalog/listing/listing-view';
import { cmsOf, searchServiceOf } from '~/catalog/listing/services.server';
import { bounded } from '~/lib/deferred';
import { islandData } from '~/islands/island-data';

/** A deferred group gives up after this long, before the document's stream timeout would cut it. */
export const GROUP_TIMEOUT_MS = 4000;
/** Products fetched per group: two rows of the slider, from the allowed page sizes. */
const GROUP_SIZE = 12;

export type HomeCategory = { id: string; name: string; path: string; image: string | null };
export type HomeCampaign = CampaignBanner & { href: string };
export type ProductGroup = { tag: TagFilter; href: string; cards: ProductCardData[] };

export type HomeSections = {
  promo: PromoBannersContent | null;
  categories: HomeCategory[];
  campaigns: HomeCampaign[];
};

export type HomeData = {
  head: DocumentHead;
  /** Promo banners, campaigns and department tiles: an island, undefined on a document. */
  sections: HomeSections | undefined;
  quickAdd: boolean;
  /** Undefined on a document, whose server render has them (islands). */
  bestsellers: Promise<ProductGroup | null> | undefined;
  onSale: Promise<ProductGroup | null> | undefined;
};

/** The navigation tree's first level (family all-categories; the industry and long-tail landing roots stay out). */
function firstLevelCategories(context: AppLoadContext): Promise<HomeCategory[]> {
  const { commerce, request: { market }, shop: { environment } } = context.storefront;
  return getCategoryTree(commerce).then((tree) =>
    tree.roots
      .filter((node) => isVisibleCategory(node, market.storeKey) && (node.customFields.family ?? 'all-categories') === 'all-categories')
      .map((node) => {
        const { slug, ...link } = toCategoryLink(node);
        return { ...link, path: categoryPath(slug, market, environment) };
      }),
  );
}

function productGroup(context: AppLoadContext, tag: TagFilter): Promise<ProductGroup | null> {
  const { commerce, request: { market }, shop: { environment } } = context.storefront;
  const search = searchServiceOf(context)
    .search({ store: commerce.store, filters: { tags: [tag] }, sort: 'relevance', pageSize: GROUP_SIZE })
    .then((result): ProductGroup | null =>
      // Spec §9: a product group slider needs at least three products.
      result.hits.length < PRODUCT_GROUPS_SLIDER.minItems ? null : {
        tag,
        href: searchHref(SEARCH_PATH, { filters: { tags: [tag] } }, SEARCH_PAGE_DEFAULTS),
        cards: result.hits.map((hit) => toProductCard(hit, { market, environment })),
      },
    );
  return bounded(search, GROUP_TIMEOUT_MS, (error) => commerce.client.logger.error({ err: error, tag }, 'Home product group failed'));
}

export async function loadHome(request: Request, context: AppLoadContext): Promise<HomeData> {
  const { request: { market, language, locale, now }, commerce } = context.storefront;
  const log = (message: string) => (error: unknown) => {
    commerce.client.logger.error({ err: error }, message);
    return null;
  };
  // Started first, so they run while the critical data is read.
  const bestsellers = productGroup(context, 'bestseller');
  const onSale = productGroup(context, 'on-sale');
  const [t, promo, categories, campaigns] = await Promise.all([
    translatorFor(context),
    cmsOf(context).getComponent('promo-banners', { language, country: market.country }).catch(log('Promo banners failed')),
    firstLevelCategories(context).catch(log('Home categories failed')),
    storeCampaigns(context),
  ]);

  const storeDomains = context.storefront.shop.storeDomains ?? {};
  const origin = storeOrigin(market.country, { requestUrl: request.url, storeDomains });
  const siteName = t('siteName');
  const head = pageHead({
    title: t('home.title'),
    siteName,
    description: t('home.description'),
    ...headLinks({ requestUrl: request.url, market, storeDomains, resolvePath: samePathEverywhere(HOME_PATH) }),
    locale,
    // Save-Data documents carry no <script> element at all; crawlers never send Save-Data.
    jsonLd: context.storefront.request.render.saveData ? [] : [
      organizationJsonLd({
        name: siteName, origin, logo: '/favicon.svg', country: market.country, phone: market.phone, email: market.email, locales: market.locales,
        seller: context.storefront.shop.seller,
      }),
      webSiteJsonLd({ name: siteName, origin, language, market, locale }),
    ],
  });

  return {
    head: documentHead(head),
    sections: islandData(context, 'home-sections', {
      promo,
      categories: categories ?? [],
      campaigns: homeCampaignBanners(campaigns, now).map((banner) => ({
        ...banner,
        href: searchHref(SEARCH_PATH, { filters: { campaign: banner.name } }, SEARCH_PAGE_DEFAULTS),
      })),
    }),
    quickAdd: !market.rules.quickAddToCartRestricted,
    bestsellers: islandData(context, 'home-bestsellers', bestsellers),
    onSale: islandData(context, 'home-on-sale', onSale),
  };
}
