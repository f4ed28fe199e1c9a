// The one same-site check every redirect target passes: `/\t/evil.example` must not leave the shop, and `\n` or
// non-ASCII must not make an invalid Location header.

/** The longest redirect target accepted; forms and sessions that carry one cut at the same length. */
export const REDIRECT_TARGET_MAX_LENGTH = 1000;
const BASE = 'http://same-site.invalid';
/** C0 controls, DEL and the C1 range: URL parsers drop tabs and newlines, which turns `/\t/evil` into `//evil`. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Null for absolute and protocol-relative URLs, backslashes, control characters and anything resolving to another
 * origin; other non-ASCII characters come back percent-encoded. */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > REDIRECT_TARGET_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Encoded by the parser; anything left outside printable ASCII cannot go into a header.
  return /^[\x21-\x7e]*$/.test(path) && !path.startsWith('//') ? path : null;
}

/** A safe same-site path, or an absolute URL on the shop's own origin (the language switch names its host, so the
 * basename is not added twice). */
export function isSameSiteLocation(location: string, ownOrigin: string): boolean {
  if (location.startsWith('/')) return safeRedirectPath(location) !== null;
  try {
    const url = new URL(location);
    return url.origin === ownOrigin && safeRedirectPath(`${url.pathname}${url.search}${url.hash}`) !== null;
  } catch {
    return false;
  }
}
