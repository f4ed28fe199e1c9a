// What a page needs in its Content-Security-Policy beyond the shop's own sources: a loader or action names it on the
// request's record, and helmet builds the policy from it once as the headers go out (server/edge/security-headers.ts).

export interface ContentSecuritySources {
  /** The card provider's origins the page sends the shopper to or embeds. */
  readonly providerOrigins: Set<string>;
  /** Sources only the page's own script connects to, such as a wallet's payment sheet. */
  readonly connectSources: Set<string>;
}

export function noContentSecuritySources(): ContentSecuritySources {
  return { providerOrigins: new Set(), connectSources: new Set() };
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;
/** An https source with an optional path, as CSP takes it (no wildcards, quotes, spaces or separators). */
const HTTPS_SOURCE = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~/-]*)?$/;

/** The card provider's hosted card page (form-action) and its components (scripts, styles, frames, API calls). */
export function allowProviderOrigins(sources: ContentSecuritySources, origins: readonly string[]): void {
  for (const origin of origins) if (ORIGIN.test(origin)) sources.providerOrigins.add(origin);
}

/** Opens connect-src only, to well-formed https sources a page's own script fetches (a wallet's payment sheet). */
export function allowConnectSources(sources: ContentSecuritySources, list: readonly string[]): void {
  for (const source of list) if (HTTPS_SOURCE.test(source)) sources.connectSources.add(source);
}
