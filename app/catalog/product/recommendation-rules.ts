// Recommendations computed from catalogue relations (brief); the spec names the blocks, this shop fills them
// (decision 032): accessories, related variants and sets, similar by category and price, alternatives in stock,
// and complementary products of the same system. The product and its variants never show in them.
import { COMPLEMENTARY_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from '~/markets';

/** The spec gives no limit for similar products: the complementary limit keeps the page in its budget. */
export const SIMILAR_PRODUCTS_LIMIT = COMPLEMENTARY_PRODUCTS_LIMIT;
/** Nor for alternatives: one row at every width. */
export const ALTERNATIVE_PRODUCTS_LIMIT = COMPLEMENTARY_PRODUCTS_LIMIT;
export { COMPLEMENTARY_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT };

/** Spec §5: "Prefixes: EX10 normal, EX20 B-ware, EX18 set". */
export const VARIANT_KIND_PREFIXES = ['EX10', 'EX20', 'EX18'] as const;
const VARIANT_SKU = /^(EX\d{2})(\d{6})$/;

export interface Candidate {
  readonly sku: string;
  readonly brand: string | null;
  /** Major units of what the shopper pays; null when not sold here. */
  readonly price: number | null;
  /** The product's categories and their ancestors. */
  readonly categoryIds: readonly string[];
  readonly rating: number | null;
  /** Known only where the block asked the inventory. */
  readonly inStock?: boolean;
  /** Known for search hits: accessories complement tools. */
  readonly isAccessory?: boolean;
}

/** The product of the page; its categoryIds is the one category its page belongs to. */
export type Subject = Pick<Candidate, 'sku' | 'brand' | 'price' | 'categoryIds'>;

/** The SKUs of the product's other variants (normal, B-stock, set), without itself. */
export function variantSkus(sku: string): string[] {
  const match = VARIANT_SKU.exec(sku);
  if (!match) return [];
  return VARIANT_KIND_PREFIXES.map((prefix) => `${prefix}${match[2]}`).filter((candidate) => candidate !== sku);
}

function sharesCategory(a: readonly string[], b: readonly string[]): boolean {
  return a.some((id) => b.includes(id));
}

function priceDistance(subject: Subject, candidate: Candidate): number {
  if (subject.price === null || candidate.price === null) return Number.POSITIVE_INFINITY;
  return Math.abs(candidate.price - subject.price);
}

function usable(subject: Subject, candidate: Candidate, excluded: ReadonlySet<string>): boolean {
  return candidate.sku !== subject.sku && !excluded.has(candidate.sku) && candidate.price !== null;
}

export function selectSimilar(subject: Subject, candidates: readonly Candidate[], excluded: ReadonlySet<string> = new Set(), limit = SIMILAR_PRODUCTS_LIMIT): Candidate[] {
  return candidates
    .filter((candidate) => usable(subject, candidate, excluded) && sharesCategory(subject.categoryIds, candidate.categoryIds))
    .sort((a, b) => priceDistance(subject, a) - priceDistance(subject, b) || a.sku.localeCompare(b.sku))
    .slice(0, limit);
}

export function selectAlternatives(subject: Subject, candidates: readonly Candidate[], excluded: ReadonlySet<string> = new Set(), limit = ALTERNATIVE_PRODUCTS_LIMIT): Candidate[] {
  const otherBrand = (candidate: Candidate) => (subject.brand !== null && candidate.brand === subject.brand ? 1 : 0);
  return candidates
    .filter((candidate) => usable(subject, candidate, excluded) && candidate.inStock === true)
    .filter((candidate) => sharesCategory(subject.categoryIds, candidate.categoryIds))
    .sort((a, b) => otherBrand(a) - otherBrand(b) || priceDistance(subject, a) - priceDistance(subject, b) || a.sku.localeCompare(b.sku))
    .slice(0, limit);
}

export function selectComplementary(subject: Subject, candidates: readonly Candidate[], excluded: ReadonlySet<string> = new Set(), limit = COMPLEMENTARY_PRODUCTS_LIMIT): Candidate[] {
  if (!subject.brand) return [];
  return candidates
    .filter((candidate) => usable(subject, candidate, excluded) && candidate.brand === subject.brand && candidate.isAccessory !== false)
    .filter((candidate) => !sharesCategory(subject.categoryIds, candidate.categoryIds))
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.sku.localeCompare(b.sku))
    .slice(0, limit);
}
