import type { Market } from '~/markets';
import { resolveUrl, type UrlRuleOptions } from '~/routing/url-rules';

/** Single fetch asks `{path}.data` (`/_root.data` for `/`, a trailing slash dropped), judged like the page itself;
 * a redirect is followed once, since only the dropped slash differs from a rendered link. */
export type DataRequestDecision =
  | { kind: 'data'; language: Market['defaultLanguage']; basename: string; url: string }
  | { kind: 'not-found' };

const DATA_SUFFIX = '.data';

export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX);
}

function pagePathOf(pathname: string): string {
  const withoutSuffix = pathname.slice(0, -DATA_SUFFIX.length);
  if (withoutSuffix === '/_root') return '/';
  if (withoutSuffix.endsWith('/_root')) return withoutSuffix.slice(0, -'/_root'.length) || '/';
  return withoutSuffix;
}

function dataUrlOf(pagePath: string, search: string): string {
  const trimmed = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  return `${trimmed === '/' ? '/_root' : trimmed}${DATA_SUFFIX}${search}`;
}

export function resolveDataRequest(url: URL, market: Parameters<typeof resolveUrl>[1], options: UrlRuleOptions): DataRequestDecision {
  const pagePath = pagePathOf(url.pathname);
  // `_routes` and the other single-fetch parameters stay as the client sent them.
  let decision = resolveUrl(new URL(`http://localhost${pagePath}${url.search}`), market, options);
  if (decision.kind === 'redirect') {
    decision = resolveUrl(new URL(`http://localhost${decision.location}`), market, options);
  }
  if (decision.kind !== 'page') return { kind: 'not-found' };
  const canonical = new URL(`http://localhost${decision.pathname}`);
  return { kind: 'data', language: decision.language, basename: decision.basename, url: dataUrlOf(canonical.pathname, url.search) };
}
