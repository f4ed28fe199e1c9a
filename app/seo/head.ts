// The page head of spec "Head, pagination, search route state". Pure: a route's loader computes the URLs (it knows
// the request and the store domains), its `meta` function calls pageHead.
import type { MetaDescriptor } from '@remix-run/node';
import { pageTitle } from '~/lib/meta';
import type { Market } from '~/markets';
import { hreflangAlternates, paginatedAlternates, type HreflangAlternate } from './hreflang';
import { INDEX_FOLLOW, NOINDEX_FOLLOW, canonicalUrlOfRequest, indexablePage, robotsDirective, type RobotsDirective } from './indexing';
import type { JsonLd } from './json-ld';
import { storeOrigin, storeOrigins, type StoreDomains } from './origin';
import type { PathResolver } from './page-paths';

export { hreflangAlternates, X_DEFAULT, type HreflangAlternate } from './hreflang';
export {
  INDEX_FOLLOW, NOINDEX_FOLLOW, canonicalUrl, canonicalUrlOfRequest, indexablePage, robotsDirective,
  type RobotsDirective,
} from './indexing';

export interface PageHeadInput {
  /** The page's own title; the site name is appended (spec: "other titles append the site name"). */
  readonly title: string;
  readonly siteName: string;
  readonly description?: string;
  /** Absolute canonical URL from canonicalUrl() / canonicalUrlOfRequest(). */
  readonly canonical?: string;
  readonly alternates?: readonly HreflangAlternate[];
  /** From robotsDirective(); defaults to index,follow. */
  readonly robots?: RobotsDirective;
  /** BCP 47 tag of the page ('fr-CH'), for og:locale. */
  readonly locale?: string;
  readonly jsonLd?: readonly JsonLd[];
  /** The not-found page: title page-not-found alone (spec), noindex, no canonical or alternates. */
  readonly notFound?: boolean;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function pageHead(input: PageHeadInput): MetaDescriptor[] {
  const title = input.notFound ? input.title : pageTitle(input.title, input.siteName);
  const robots = input.notFound ? NOINDEX_FOLLOW : (input.robots ?? INDEX_FOLLOW);
  const description = input.description ? oneLine(input.description) : '';
  const head: MetaDescriptor[] = [{ title }, { name: 'robots', content: robots }];
  if (description) head.push({ name: 'description', content: description });
  if (input.notFound) return head;

  if (input.canonical) head.push({ tagName: 'link', rel: 'canonical', href: input.canonical });
  // Hreflang only joins indexable pages: alternates of a noindex URL would point crawlers at a set it leaves out.
  if (robots === INDEX_FOLLOW) {
    for (const { hrefLang, href } of input.alternates ?? []) {
      head.push({ tagName: 'link', rel: 'alternate', hrefLang, href });
    }
  }
  head.push({ property: 'og:title', content: title }, { property: 'og:site_name', content: input.siteName });
  if (description) head.push({ property: 'og:description', content: description });
  if (input.canonical) head.push({ property: 'og:url', content: input.canonical });
  if (input.locale) head.push({ property: 'og:locale', content: input.locale.replace('-', '_') });
  // Remix serialises these itself and escapes <, >, & and the line separators (see serializeJsonLd).
  for (const data of input.jsonLd ?? []) head.push({ 'script:ld+json': data });
  return head;
}

export interface HeadLinksInput {
  readonly requestUrl: string | URL;
  readonly market: Market;
  readonly storeDomains?: StoreDomains;
  /** The page's path in every store and language; without it the page has no alternates. */
  readonly resolvePath?: PathResolver;
  /** The page's own reasons not to be indexed (e.g. an empty listing). */
  readonly noindex?: boolean;
  /** A listing: its page n > 1 has page n's alternates in the store's languages. */
  readonly paginated?: boolean;
}

/** Canonical, robots and alternates of the request, for a loader to hand to its meta (pageHead). */
export function headLinks(input: HeadLinksInput): { canonical: string; robots: RobotsDirective; alternates: HreflangAlternate[] } {
  const originOptions = { requestUrl: input.requestUrl, storeDomains: input.storeDomains };
  const origin = storeOrigin(input.market.country, originOptions);
  const page = input.paginated ? (indexablePage(new URL(input.requestUrl).searchParams) ?? 1) : 1;
  const alternates = !input.resolvePath
    ? []
    : page > 1
      ? paginatedAlternates(input.resolvePath, storeOrigins(originOptions), input.market, page)
      : hreflangAlternates(input.resolvePath, storeOrigins(originOptions));
  return {
    canonical: canonicalUrlOfRequest(input.requestUrl, input.market, origin),
    robots: robotsDirective(input.requestUrl, input.market, { noindex: input.noindex }),
    alternates,
  };
}
