// A route cannot reach the document's Content-Security-Policy (the edge sets it), so it names what its page
// needs in these response headers; server/remix-handler.ts widens the policy and drops the headers.

/** The card provider's origins a page sends the shopper to or embeds (decision 042). */
export const PROVIDER_ORIGINS_HEADER = 'X-Allow-Provider-Origins';
/** Sources only the page's own script connects to, such as a wallet's payment sheet (decision 061). */
export const CONNECT_SOURCES_HEADER = 'X-Allow-Connect-Sources';

export const CSP_EXTENSION_HEADERS = [PROVIDER_ORIGINS_HEADER, CONNECT_SOURCES_HEADER] as const;

/** The extension headers of a route's loader and action answers, joined, for its `headers` export. */
export function cspExtensionHeaders(...sources: Headers[]): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const name of CSP_EXTENSION_HEADERS) {
    const value = sources.map((headers) => headers.get(name)).filter(Boolean).join(' ');
    if (value) joined[name] = value;
  }
  return joined;
}
