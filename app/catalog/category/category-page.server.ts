// A category listing: the catch-all hands over every path that is not a product, and the page exists when the slug is a
// category of the loaded tree in the current language (spec §2).
import { track } from '~/tracking/track.server';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { categoryPath as pathInTree, categoryRecord, getCategoryTree } from '~/commerce/category.server';
import { localized } from '~/commerce/localize';
import type { CategoryNode } from '~/commerce/types';
import { sanitizeContentHtml } from '~/content/sanitize.server';
import { SEO_REDIRECT_STATUS } from '~/markets';
import { followWantedLanguage } from '~/routing/language-redirect.server';
import { withLanguagePrefix } from '~/routing/localized-path';
import { CATEGORY_LISTING_DEFAULTS } from '~/search/constants';
import { documentHead, type DocumentHead } from '~/seo/document-head';
import { headLinks, pageHead } from '~/seo/head';
import { breadcrumbListJsonLd } from '~/seo/json-ld';
import { storeOrigin } from '~/seo/origin';
import { categoryPath, localizedPagePaths, type LocalizedPage } from '~/seo/page-paths';
import { categoryPage } from '~/seo/sitemap-source.server';
import { translatorFor } from '~/lib/i18n.server';
import { islandData } from '~/islands/island-data';
import { listingPageView, loadListing } from '~/catalog/listing/listing.server';
import type { ListingPageView } from '~/catalog/listing/types';
import {
  blogPostsOf, relatedCategories, subcategoriesOf, toCategoryLink, type BlogPostLink, type CategoryLink,
} from './category-links';

export type CategoryPageLink = Omit<CategoryLink, 'slug'> & { path: string };

export type CategoryPageData = {
  /** The whole head, built here where the request, the store domains and the translations are at hand. */
  head: DocumentHead;
  name: string;
  /** The page's body, an island: undefined on a document, whose server render has it. */
  body: CategoryBodyView | undefined;
};

/** Everything below the head, shown by the category island: a document carries it as HTML only. */
export type CategoryBodyView = {
  /** Home, the ancestors and the category itself (no path: the current page). Paths are without language prefix. */
  breadcrumb: { name: string; path?: string }[];
  subcategories: { kind: 'children' | 'siblings'; links: CategoryPageLink[] };
  /** Sanitised HTML of the category's content custom field in the current language. */
  contentHtml: string | null;
  related: CategoryPageLink[];
  blogPosts: BlogPostLink[];
  listing: ListingPageView;
};

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** The slug a catch-all path names: `/{slug}/`, or `/c/{slug}/` where the market routes categories natively. */
export function categorySlugOf(path: string, nativeRouting: boolean): string | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1) return segments[0];
  if (nativeRouting && segments.length === 2 && segments[0] === 'c') return segments[1];
  return null;
}

/** Page n > 1 says which page it is, as its title does: no two pages of a listing share a description. */
function pageDescription(description: string | undefined, page: number, t: (key: string, values: Record<string, unknown>) => string): string {
  const text = (description ?? '').trim();
  if (page < 2 || !text) return text;
  return t('listing.pageTitle', { title: text.replace(/[.。]\s*$/u, ''), page });
}

export async function loadCategoryPage({ request, context }: Args, path: string): Promise<CategoryPageData | null> {
  const { request: { market, language, locale }, shop: { environment }, commerce } = context.storefront;
  const nativeRouting = market.rules.nativeRouting[environment];
  const slug = categorySlugOf(path, nativeRouting);
  if (!slug) return null;
  const tree = await getCategoryTree(commerce);
  const node = tree.bySlug.get(slug);
  // The tree keeps a category's slug only in languages that have one; a nameless one is no page either.
  if (!node || !node.name) return null;

  const url = new URL(request.url);
  const ownPath = categoryPath(node.slug, market, environment);
  // Where categories live under /c/, the bare slug moves there for good (the URL rules do the opposite elsewhere).
  if (nativeRouting && !path.startsWith('/c/')) throw redirect(`${ownPath}${url.search}`, SEO_REDIRECT_STATUS);
  // The shopper wants another language: the category's slug there comes from its record.
  if (context.storefront.request.wantedLanguage) {
    const wanted = await categoryRecord(commerce.client, node.id).catch(() => null);
    if (wanted) followWantedLanguage(context, request, localizedPagePaths(categoryPage(wanted), 'category', environment));
  }

  const logError = (message: string) => (error: unknown) => {
    commerce.client.logger.error({ err: error, category: node.id }, message);
    return null;
  };
  const [listing, record, t, common] = await Promise.all([
    loadListing({ context, url, path: ownPath, defaults: CATEGORY_LISTING_DEFAULTS, categoryId: node.id, categoryFacet: false }),
    categoryRecord(commerce.client, node.id).catch(logError('Category record could not be read')),
    translatorFor(context, 'catalog'),
    translatorFor(context),
  ]);

  track(context, { type: 'view-category', slug: node.slug, listedProducts: listing.view.cards.map((card) => card.sku) });
  const link = (category: CategoryNode): CategoryPageLink => {
    const { slug: categorySlug, ...rest } = toCategoryLink(category);
    return { ...rest, path: categoryPath(categorySlug, market, environment) };
  };
  const ancestors = pathInTree(tree, node).slice(0, -1);
  const breadcrumb = [
    { name: t('breadcrumb.home'), path: '/' },
    ...ancestors.filter((ancestor) => ancestor.name && ancestor.slug).map((ancestor) => ({ name: ancestor.name, path: categoryPath(ancestor.slug, market, environment) })),
    { name: node.name },
  ];
  const subcategories = subcategoriesOf(tree, node, market.storeKey);
  const content = localized(node.customFields.content as Record<string, string> | undefined, language);
  const rewriteSitePath = (sitePath: string) => withLanguagePrefix(sitePath, language, market);

  // Head: the page parameter alone keeps a page indexable; filters, sorting and a failed listing do not.
  const page: LocalizedPage = record ? categoryPage(record) : { slugByLanguage: { [language]: node.slug } };
  const storeDomains = context.storefront.shop.storeDomains ?? {};
  const seo = headLinks({
    requestUrl: request.url, market, storeDomains, noindex: listing.view.failed, paginated: true,
    resolvePath: localizedPagePaths(page, 'category', environment),
  });
  const origin = storeOrigin(market.country, { requestUrl: request.url, storeDomains });
  const absolute = (sitePath: string) => `${origin}${withLanguagePrefix(sitePath, language, market)}`;
  const baseTitle = node.metaTitle || node.name;
  const head = pageHead({
    title: listing.state.page > 1 ? t('listing.pageTitle', { title: baseTitle, page: listing.state.page }) : baseTitle,
    siteName: common('siteName'),
    description: pageDescription(node.metaDescription || node.description, listing.state.page, t),
    ...seo,
    locale,
    // Save-Data documents carry no <script> element at all; crawlers never send Save-Data.
    jsonLd: context.storefront.request.render.saveData
      ? []
      : [breadcrumbListJsonLd(breadcrumb.map((item) => ({ name: item.name, url: absolute(item.path ?? ownPath) })))],
  });

  return {
    head: documentHead(head),
    name: node.name,
    body: islandData(context, 'category', {
      breadcrumb,
      subcategories: { kind: subcategories.kind, links: subcategories.nodes.map(link) },
      contentHtml: content ? sanitizeContentHtml(content, { rewriteSitePath }) || null : null,
      related: relatedCategories(tree, node, market.storeKey).map(link),
      blogPosts: blogPostsOf(localized(node.customFields.relatedBlogPosts as Record<string, string> | undefined, language)),
      listing: listingPageView(context, listing.view),
    }),
  };
}
