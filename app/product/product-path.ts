// Spec §2 "Slug rules": "A path ending in an eight-digit product number after a name is a product page. It yields a
// product SKU (a fixed prefix plus the digits)." The prefix is spec §5's: "Extra-guarantee SKU prefix "EX", length 10".

export const PRODUCT_SKU_PREFIX = 'EX';

// The last segment: a name (at least one letter), then the eight digits, with no further digit before them.
const PRODUCT_SEGMENT = /^(.*\D)(\d{8})$/u;
const LETTER = /\p{L}/u;
const PRODUCT_SKU = /^EX\d{8}$/;

export interface ProductPathMatch {
  readonly sku: string;
  /** The slug as requested (last path segment, decoded). */
  readonly slug: string;
}

/** The SKU and slug of a product path (`/{name}-{8 digits}/`, `/p/{…}/`), or null for any other path. */
export function parseProductPath(path: string): ProductPathMatch | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (!last) return null;
  const match = PRODUCT_SEGMENT.exec(last);
  if (!match || !LETTER.test(match[1])) return null;
  return { sku: `${PRODUCT_SKU_PREFIX}${match[2]}`, slug: last };
}

/** True for a SKU of a product page ('EX' + eight digits), e.g. one read back from a cookie. */
export function isProductPageSku(value: string): boolean {
  return PRODUCT_SKU.test(value);
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The requested path is decoded and without language prefix; anything but the canonical path (another language's
 * slug, an old name, a missing or extra `/p/`, extra segments) gets the 301. */
export function isCanonicalProductPath(requestedPath: string, canonicalPath: string): boolean {
  // The trailing slash is the URL rules' business; a single-fetch data request (`/{slug}.data`) never has it.
  const withoutSlash = (path: string) => decoded(path).replace(/\/+$/, '');
  return withoutSlash(requestedPath) === withoutSlash(canonicalPath);
}
