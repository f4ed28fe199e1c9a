// What a page needs in its Content-Security-Policy beyond the shop's own sources. A loader or action names it
// on its response's record (`storefront.request.contentSecurity`, from the request's state); helmet builds the
// policy from it (server/edge/security-headers.ts) once, as the headers go out.

export interface ContentSecuritySources {
  /** The card provider's origins the page sends the shopper to or embeds (decision 042). */
  readonly providerOrigins: Set<string>;
  /** Sources only the page's own script connects to, such as a wallet's payment sheet (decision 061). */
  readonly connectSources: Set<string>;
}

export function noContentSecuritySources(): ContentSecuritySources {
  return { providerOrigins: new Set(), connectSources: new Set() };
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;
/** An https source with an optional path, as CSP takes it (no wildcards, quotes, spaces or separators). */
const HTTPS_SOURCE = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~/-]*)?$/;

/**
 * Opens the policy to the card provider's origins (decision 042): its hosted card page (a form's redirect there is
 * governed by form-action), its components (scripts, styles and frames from its CDN, calls to its API). Only
 * well-formed origins are taken.
 */
export function allowProviderOrigins(sources: ContentSecuritySources, origins: readonly string[]): void {
  for (const origin of origins) if (ORIGIN.test(origin)) sources.providerOrigins.add(origin);
}

/**
 * Opens connect-src only: what a page's own script fetches from elsewhere (a wallet's payment sheet, decision
 * 061). Only well-formed https sources are taken.
 */
export function allowConnectSources(sources: ContentSecuritySources, list: readonly string[]): void {
  for (const source of list) if (HTTPS_SOURCE.test(source)) sources.connectSources.add(source);
}
