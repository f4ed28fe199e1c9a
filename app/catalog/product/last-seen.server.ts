// The last-seen cookie of a product response (last-seen.ts has the rules). The page data goes to the browser and the
// cookie must not, so the loader leaves the Set-Cookie here and the catch-all route adds it with productPageHeaders().
import { readCookie } from '~/lib/cookies';
import { lastSeenCookieName, lastSeenSetCookie, lastSeenToShow, parseLastSeen, rememberLastSeen, sameList, type LastSeenEntry } from './last-seen';

const pendingCookies = new WeakMap<Request, string>();

/** The edge already read a trusted proxy's report into the request's URL; a client's own X-Forwarded-Proto is not
 *  believed, so it cannot change the cookie of a page shared with others. */
function overTls(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** Remembers the product being viewed for the next page and returns the earlier SKUs to show now. Crawlers get no
 *  cookie. */
export function trackLastSeen(request: Request, locale: string, entry: LastSeenEntry, options: { bot: boolean }): string[] {
  const seen = parseLastSeen(readCookie(request, lastSeenCookieName(locale)));
  const next = rememberLastSeen(seen, entry);
  if (!options.bot && !sameList(seen, next)) pendingCookies.set(request, lastSeenSetCookie(locale, next, { secure: overTls(request) }));
  return lastSeenToShow(seen, entry.sku);
}

/** A response that sets a cookie is the shopper's own, so shared caches must not keep it. */
export function productPageHeaders(request: Request, headers: HeadersInit): Headers {
  const merged = new Headers(headers);
  const cookie = pendingCookies.get(request);
  if (cookie) {
    merged.append('Set-Cookie', cookie);
    merged.set('Cache-Control', 'private, no-cache');
  }
  return merged;
}
