// Filters, facets, sorting and paging over the records a text query matched. Facets let a shopper widen a choice:
// brands (OR) ignore the brand filter, price and rating ranges their own filter, each category level counts under
// the levels above it, tags (AND) count within the results.
import { campaignTag, categoryLevelValues, facetValues, ratingBuckets, tagFacet, toHit } from '../normalize';
import {
  CATEGORY_LEVELS, type AppliedSearch, type CategoryLevel, type FacetValue, type SearchFacets, type SearchRecord,
  type SearchResult,
} from '../types';

export type Candidate = { record: SearchRecord; score: number };

type Facet = 'brand' | 'tags' | 'price' | 'rating' | 'category';
type Predicate = (record: SearchRecord) => boolean;

function predicates(applied: AppliedSearch, categoryDepth: number): Record<Facet, Predicate> {
  const { brands, tags = [], campaign, priceMin, priceMax, ratingMin, categoryLevels = {} } = applied.filters;
  const brandSet = brands ? new Set(brands) : undefined;
  const requiredTags = campaign ? [...tags, campaignTag(campaign)] : tags;
  const levels = CATEGORY_LEVELS.slice(0, categoryDepth).filter((level) => categoryLevels[level]);
  return {
    brand: (record) => !brandSet || (record.brand !== null && brandSet.has(record.brand)),
    tags: (record) => requiredTags.every((tag) => record.tags.includes(tag)),
    price: (record) =>
      (priceMin === undefined && priceMax === undefined) ||
      (record.priceAmount !== null &&
        (priceMin === undefined || record.priceAmount >= priceMin) &&
        (priceMax === undefined || record.priceAmount <= priceMax)),
    rating: (record) => ratingMin === undefined || (record.rating !== null && record.rating >= ratingMin),
    category: (record) => levels.every((level) => record.categories[level].includes(categoryLevels[level] as string)),
  };
}

function matching(records: readonly SearchRecord[], tests: Record<Facet, Predicate>, except?: Facet): SearchRecord[] {
  const active = (Object.keys(tests) as Facet[]).filter((facet) => facet !== except).map((facet) => tests[facet]);
  return records.filter((record) => active.every((test) => test(record)));
}

function countValues(records: readonly SearchRecord[], valuesOf: (record: SearchRecord) => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) for (const value of new Set(valuesOf(record))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function categoryFacets(scope: readonly SearchRecord[], applied: AppliedSearch): Record<CategoryLevel, FacetValue[]> {
  const levels = applied.filters.categoryLevels ?? {};
  return Object.fromEntries(
    CATEGORY_LEVELS.map((level, depth) => {
      const parent = depth === 0 ? undefined : levels[CATEGORY_LEVELS[depth - 1]];
      if (depth > 0 && !parent) return [level, []];
      // Counted under the levels above only, so the siblings of a selected category stay visible.
      const counts = countValues(matching(scope, predicates(applied, depth)), (record) => record.categories[level]);
      return [level, categoryLevelValues(counts, parent, depth, levels[level])];
    }),
  ) as Record<CategoryLevel, FacetValue[]>;
}

function computeFacets(scope: readonly SearchRecord[], matches: readonly SearchRecord[], applied: AppliedSearch): SearchFacets {
  const tests = predicates(applied, CATEGORY_LEVELS.length);
  const { filters } = applied;
  const byBrand = countValues(matching(scope, tests, 'brand'), (record) => (record.brand ? [record.brand] : []));
  const byTag = countValues(matches, (record) => record.tags);
  const priced = matching(scope, tests, 'price')
    .map((record) => record.priceAmount)
    .filter((amount): amount is number => amount !== null);
  const byBucket = new Map<number, number>();
  for (const record of matching(scope, tests, 'rating')) byBucket.set(record.ratingBucket, (byBucket.get(record.ratingBucket) ?? 0) + 1);
  return {
    brands: facetValues(byBrand, filters.brands ?? []),
    tags: tagFacet(byTag, filters.tags),
    categories: categoryFacets(scope, applied),
    price: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
    ratings: ratingBuckets(byBucket, filters.ratingMin),
  };
}

type Compare = (a: Candidate, b: Candidate) => number;

function comparator(applied: AppliedSearch, collator: Intl.Collator): Compare {
  const byName: Compare = (a, b) => collator.compare(a.record.name, b.record.name) || (a.record.sku < b.record.sku ? -1 : 1);
  // Unpriced records sort last in both directions.
  const byPrice = (direction: 1 | -1): Compare => (a, b) =>
    a.record.priceAmount === b.record.priceAmount ? byName(a, b)
      : a.record.priceAmount === null ? 1
        : b.record.priceAmount === null ? -1
          : (a.record.priceAmount - b.record.priceAmount) * direction;
  switch (applied.sort) {
    case 'nameAsc': return byName;
    case 'nameDesc': return (a, b) => byName(b, a);
    case 'priceAsc': return byPrice(1);
    case 'priceDesc': return byPrice(-1);
    case 'newest': return (a, b) => b.record.releasedAt - a.record.releasedAt || byName(a, b);
    case 'relevance':
    default:
      return (a, b) =>
        b.score - a.score ||
        Number(b.record.isOnStock) - Number(a.record.isOnStock) ||
        b.record.popularity - a.record.popularity ||
        byName(a, b);
  }
}

/** The result page for the candidates a text query matched (all records when there is no query). */
export function executeSearch(candidates: readonly Candidate[], applied: AppliedSearch, collator: Intl.Collator): SearchResult {
  const inScope = applied.categoryId
    ? candidates.filter((candidate) => candidate.record.categoryIds.includes(applied.categoryId as string))
    : candidates;
  const scope = inScope.map((candidate) => candidate.record);
  const tests = predicates(applied, CATEGORY_LEVELS.length);
  const matches = inScope.filter((candidate) => (Object.values(tests) as Predicate[]).every((test) => test(candidate.record)));
  const sorted = [...matches].sort(comparator(applied, collator));
  const start = (applied.page - 1) * applied.pageSize;
  return {
    hits: sorted.slice(start, start + applied.pageSize).map((candidate) => toHit(candidate.record)),
    total: matches.length,
    page: applied.page,
    pageSize: applied.pageSize,
    pageCount: Math.ceil(matches.length / applied.pageSize),
    facets: computeFacets(scope, matches.map((candidate) => candidate.record), applied),
    applied,
  };
}
