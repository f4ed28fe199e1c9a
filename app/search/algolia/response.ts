// Algolia answers → SearchResult. Records are read leniently (an operator may push older or
// partial records): a malformed field falls back to an empty value instead of failing the page.
import { z } from 'zod';
import { categoryLevelValues, facetValues, ratingBuckets, tagFacet, toQuickHit } from '../normalize';
import {
  CATEGORY_LEVELS, type AppliedSearch, type CategoryLevel, type FacetValue, type QuickSearchHit, type SearchHit,
  type SearchResult,
} from '../types';
import { FACET, type FacetQueryRole } from './request';

const money = z.object({
  centAmount: z.number().int(),
  currencyCode: z.string().length(3),
  fractionDigits: z.number().int().min(0).max(8),
});
const strings = z.array(z.string()).catch([]);
const levels = z
  .object(Object.fromEntries(CATEGORY_LEVELS.map((level) => [level, strings])) as Record<CategoryLevel, typeof strings>)
  .catch(() => Object.fromEntries(CATEGORY_LEVELS.map((level) => [level, []])) as unknown as Record<CategoryLevel, string[]>);

/** The record fields a hit needs (types.ts SearchRecord is the full shape). */
export const algoliaHitSchema = z.object({
  objectID: z.string(),
  sku: z.string().optional().catch(undefined),
  productId: z.string().catch(''),
  name: z.string().catch(''),
  slug: z.string().catch(''),
  url: z.string().optional().catch(undefined),
  image: z.string().nullable().catch(null),
  brand: z.string().nullable().catch(null),
  price: money.nullable().catch(null),
  priceBefore: money.nullable().catch(null),
  rating: z.number().nullable().catch(null),
  reviewCount: z.number().int().nonnegative().catch(0),
  tags: strings,
  isOnStock: z.boolean().catch(false),
  isAccessory: z.boolean().catch(false),
  categories: levels,
  categoryIds: strings,
});

export function fromAlgoliaHit(raw: unknown): SearchHit | null {
  const parsed = algoliaHitSchema.safeParse(raw);
  if (!parsed.success) return null;
  const hit = parsed.data;
  return {
    sku: hit.sku ?? hit.objectID,
    productId: hit.productId,
    name: hit.name,
    slug: hit.slug,
    url: hit.url ?? (hit.slug ? `/${hit.slug}/` : ''),
    image: hit.image,
    brand: hit.brand,
    price: hit.price,
    priceBefore: hit.priceBefore,
    rating: hit.rating,
    reviewCount: hit.reviewCount,
    tags: hit.tags,
    isOnStock: hit.isOnStock,
    isAccessory: hit.isAccessory,
    categories: hit.categories,
    categoryIds: hit.categoryIds,
  };
}

export function fromAlgoliaQuickHit(raw: unknown): QuickSearchHit | null {
  const hit = fromAlgoliaHit(raw);
  return hit && hit.name && hit.url ? toQuickHit(hit) : null;
}

/** The parts of an Algolia search answer read here. */
export type AlgoliaAnswer = {
  hits?: unknown[];
  nbHits?: number;
  nbPages?: number;
  queryID?: string;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number }>;
};

const countsOf = (answer: AlgoliaAnswer | undefined, facet: string) => new Map(Object.entries(answer?.facets?.[facet] ?? {}));

/** Merges the main answer and the widened facet answers (same order as buildSearchRequests' roles). */
export function toSearchResult(answers: AlgoliaAnswer[], roles: FacetQueryRole[], applied: AppliedSearch): SearchResult {
  const [main, ...extra] = answers;
  const answerFor = (match: (role: FacetQueryRole) => boolean) => {
    const index = roles.findIndex(match);
    return index === -1 ? main : extra[index];
  };
  const { filters } = applied;
  const levels = filters.categoryLevels ?? {};
  const categories = Object.fromEntries(
    CATEGORY_LEVELS.map((level, depth) => {
      const parent = depth === 0 ? undefined : levels[CATEGORY_LEVELS[depth - 1]];
      const source = answerFor((role) => role.facet === 'category' && role.depth === depth);
      return [level, categoryLevelValues(countsOf(source, FACET.level(depth)), parent, depth, levels[level])];
    }),
  ) as Record<CategoryLevel, FacetValue[]>;
  const price = answerFor((role) => role.facet === 'price')?.facets_stats?.[FACET.price];
  const buckets = new Map([...countsOf(answerFor((role) => role.facet === 'rating'), FACET.rating)].map(([bucket, n]) => [Number(bucket), n]));
  const total = main?.nbHits ?? 0;
  const result: SearchResult = {
    hits: (main?.hits ?? []).flatMap((hit) => fromAlgoliaHit(hit) ?? []),
    total,
    page: applied.page,
    pageSize: applied.pageSize,
    pageCount: main?.nbPages ?? Math.ceil(total / applied.pageSize),
    facets: {
      brands: facetValues(countsOf(answerFor((role) => role.facet === 'brand'), FACET.brand), filters.brands ?? []),
      tags: tagFacet(countsOf(main, FACET.tags), filters.tags),
      categories,
      price: price ? { min: price.min, max: price.max } : null,
      ratings: ratingBuckets(buckets, filters.ratingMin),
    },
    applied,
  };
  if (main?.queryID) result.queryId = main.queryID;
  return result;
}
