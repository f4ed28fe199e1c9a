// Index settings an operator applies to `prod.{locale}` and its sort replicas, so that Algolia
// searches the records of record.ts the way the embedded engine does. Not applied by the app:
// the storefront's search key is read-only (see README.md, "Pushing records to Algolia").
import { FACET, REPLICA_SUFFIX } from './request';
import { CATEGORY_LEVELS, type SortOption } from '../types';

export const PRIMARY_INDEX_SETTINGS = Object.freeze({
  searchableAttributes: ['name', 'codes', 'brand', 'categoryNames', 'unordered(description)'],
  attributesForFaceting: [
    FACET.brand,
    FACET.tags,
    `filterOnly(${FACET.categoryIds})`,
    FACET.rating,
    FACET.price,
    ...CATEGORY_LEVELS.map((_, depth) => FACET.level(depth)),
  ],
  numericAttributesForFiltering: [FACET.price, 'rating'],
  // Typos in words, never in codes (a SKU must not find its neighbours).
  disableTypoToleranceOnAttributes: ['codes'],
  customRanking: ['desc(isOnStock)', 'desc(popularity)'],
  attributesToSnippet: ['description:20'],
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
  paginationLimitedTo: 1000,
});

const REPLICA_RANKING: Readonly<Record<Exclude<SortOption, 'relevance'>, string[]>> = Object.freeze({
  nameAsc: ['asc(name)'],
  nameDesc: ['desc(name)'],
  priceAsc: ['asc(priceAmount)'],
  priceDesc: ['desc(priceAmount)'],
  newest: ['desc(releasedAt)'],
});

/**
 * Settings of one locale's primary index (e.g. `prod.fr-CH`) and its replicas. Standard (not
 * virtual) replicas: the sort is exact, as in the embedded engine.
 */
export function algoliaIndexSettings(primary: string) {
  const replicas = (Object.keys(REPLICA_RANKING) as (keyof typeof REPLICA_RANKING)[]).map((sort) => ({
    name: `${primary}${REPLICA_SUFFIX[sort]}`,
    settings: { ranking: [...REPLICA_RANKING[sort], 'typo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'] },
  }));
  return { primary: { name: primary, settings: { ...PRIMARY_INDEX_SETTINGS, replicas: replicas.map((replica) => replica.name) } }, replicas };
}
