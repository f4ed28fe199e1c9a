// The second half of the language redirect (decision 021): an unprefixed slug page goes to its slug in the
// shopper's language, the path its hreflang link names. A page missing in that language is shown as it is, never a 404.
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { PathResolver } from '~/seo/page-paths';
import { withLanguagePrefix } from './localized-path';
import { safeRedirectPath } from './safe-redirect';

/** Throws the redirect to the page in the wanted language, when the shopper wants one and the page has one. */
export function followWantedLanguage(context: AppLoadContext, request: Request, resolvePath: PathResolver): void {
  const { wantedLanguage, market } = context.storefront.request;
  if (!wantedLanguage) return;
  const path = resolvePath(market, wantedLanguage);
  if (path === null) return;
  const target = safeRedirectPath(`${withLanguagePrefix(path, wantedLanguage, market)}${new URL(request.url).search}`);
  if (!target) return;
  // Temporary: another shopper (or this one after switching language) gets another answer from this URL.
  throw redirect(target, { status: 302, headers: { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'no-cache' } });
}
