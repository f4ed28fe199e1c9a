// The SEO redirection table (spec checkout-payments-support §7 `seo-redirection`: GET sourceUrl → redirectionCode
// and targetURL; the default code when absent; errors ignored), consulted before the 404 page (decision 033).
// Entries are commercetools custom objects in the container `seo-redirects`, one per language and old path,
// value `{ sourceUrl, targetURL, redirectionCode? }`; the key encodes both (keys allow only [-_~.a-zA-Z0-9]).
import { callCommerce, CommerceError, send } from './errors.server';
import type { CommerceContext } from './client.server';
import { SEO_REDIRECT_STATUS } from '~/markets';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { SEO_REDIRECT_CONTAINER, seoRedirectKey, type SeoRedirect } from './seo-redirect-keys';

export { SEO_REDIRECT_CONTAINER, seoRedirectKey, seoSourcePath, type SeoRedirect } from './seo-redirect-keys';

/** Spec: old URLs redirect "with the SEO redirect code (301)"; the table's default when an entry names none. */
export const SEO_REDIRECT_DEFAULT_CODE = SEO_REDIRECT_STATUS;
const CODES = new Set([301, 302, 303, 307, 308]);
const MAX_KEY = 256;

/** Where the table sends an answer of the backend (null when the entry is missing or unusable). */
export function toSeoRedirect(value: unknown): SeoRedirect | null {
  if (typeof value !== 'object' || value === null) return null;
  const { targetURL, redirectionCode } = value as { targetURL?: unknown; redirectionCode?: unknown };
  const location = safeRedirectPath(targetURL);
  if (!location) return null;
  const code = typeof redirectionCode === 'number' ? redirectionCode : Number(redirectionCode);
  return { status: CODES.has(code) ? code : SEO_REDIRECT_DEFAULT_CODE, location };
}

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { at: number; redirect: SeoRedirect | null }>();

/** The redirect for an unknown path of the store language, or null. Failures count as "no entry". */
export async function findSeoRedirect(ctx: CommerceContext, path: string, now = Date.now()): Promise<SeoRedirect | null> {
  const key = seoRedirectKey(ctx.store.language, path);
  if (key.length > MAX_KEY) return null;
  const cached = cache.get(key);
  if (cached && now - cached.at < TTL_MS) return cached.redirect;
  let redirect: SeoRedirect | null;
  try {
    const entry = await callCommerce('/seo-redirection', () =>
      send(ctx.client.apiRoot.customObjects().withContainerAndKey({ container: SEO_REDIRECT_CONTAINER, key }).get()),
    );
    redirect = toSeoRedirect(entry.value);
  } catch (error) {
    // No entry is an answer (remembered); any other failure is ignored, as the spec says, and asked again.
    if (error instanceof CommerceError && error.statusCode === 404) {
      redirect = null;
    } else {
      ctx.client.logger.warn({ err: error, path }, 'seo redirection lookup failed');
      return null;
    }
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, redirect });
  return redirect;
}
