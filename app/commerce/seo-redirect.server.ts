// The SEO redirection table (spec checkout-payments-support §7 `seo-redirection`), consulted before the 404 page
// (decision 033): custom objects, one per language and old path, the key encoding both (keys allow only [-_~.a-zA-Z0-9]).
import type { CatalogueResource } from './catalogue-cache.server';
import { callCommerce, findOrNull, send } from './errors.server';
import { markDegraded } from './request-scope.server';
import type { CommerceContext } from './client.server';
import { SEO_REDIRECT_STATUS } from '~/markets';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { SEO_REDIRECT_CONTAINER, seoRedirectKey, type SeoRedirect } from './seo-redirect-keys';

export { SEO_REDIRECT_CONTAINER, seoRedirectKey, seoSourcePath, type SeoRedirect } from './seo-redirect-keys';

/** Spec: old URLs redirect "with the SEO redirect code (301)"; the table's default when an entry names none. */
export const SEO_REDIRECT_DEFAULT_CODE = SEO_REDIRECT_STATUS;
const CODES = new Set([301, 302, 303, 307, 308]);
const MAX_KEY = 256;
/** The table (custom objects announce as `seo`), and the products and categories its targets are. */
const SEO_REDIRECT_DEPENDS: readonly CatalogueResource[] = ['seo', 'products', 'categories'];

/** Where the table sends an answer of the backend (null when the entry is missing or unusable). */
export function toSeoRedirect(value: unknown): SeoRedirect | null {
  if (typeof value !== 'object' || value === null) return null;
  const { targetURL, redirectionCode } = value as { targetURL?: unknown; redirectionCode?: unknown };
  const location = safeRedirectPath(targetURL);
  if (!location) return null;
  const code = typeof redirectionCode === 'number' ? redirectionCode : Number(redirectionCode);
  return { status: CODES.has(code) ? code : SEO_REDIRECT_DEFAULT_CODE, location };
}

/** Entries and their absence are cached against the `seo` resource and the catalogue the targets point into, so a
 *  change of either is a miss from then on. Failures count as "no entry" and are asked again. */
export async function findSeoRedirect(ctx: CommerceContext, path: string): Promise<SeoRedirect | null> {
  const key = seoRedirectKey(ctx.store.language, path);
  if (key.length > MAX_KEY) return null;
  try {
    return await ctx.client.catalogueCache.get({
      name: 'seo-redirect',
      key,
      depends: SEO_REDIRECT_DEPENDS,
      getFreshValue: async () => {
        const entry = await findOrNull(() =>
          callCommerce('/seo-redirection', () => send(ctx.client.apiRoot.customObjects().withContainerAndKey({ container: SEO_REDIRECT_CONTAINER, key }).get())),
        );
        return entry && toSeoRedirect(entry.value);
      },
    });
  } catch (error) {
    // The spec: errors of the table are ignored.
    ctx.client.logger.warn({ err: error, path }, 'seo redirection lookup failed');
    // The page answered may be the one a redirect would have replaced: it is not kept for others.
    markDegraded();
    return null;
  }
}
