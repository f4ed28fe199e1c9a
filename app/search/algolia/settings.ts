// Index settings and synonyms an operator applies to `prod.{locale}` and its replicas, so Algolia searches the records
// as the embedded engine does (decision 030). Not applied by the app: its search key is read-only.
import { DECOMPOUNDED_LANGUAGES, LANGUAGE_DATA } from '../language-data';
import { CATEGORY_LEVELS, type SortOption } from '../types';
import { FACET, REPLICA_SUFFIX } from './request';

/** Attributes Algolia may decompound: the ones that name things, as in the embedded engine. */
const DECOMPOUNDED_ATTRIBUTES = ['name', 'productType', 'categoryNames', 'attributes'];
/** Algolia decompounds these languages (under its own code for Norwegian); Hungarian it does not. */
const ALGOLIA_DECOMPOUNDING: Readonly<Record<string, string>> = { de: 'de', nl: 'nl', sv: 'sv', da: 'da', nb: 'no', fi: 'fi' };
/** Algolia's language codes where they differ from the shop's. */
const ALGOLIA_LANGUAGE: Readonly<Record<string, string>> = { nb: 'no' };

export const PRIMARY_INDEX_SETTINGS = Object.freeze({
  // Name and product type above codes and brand, then categories and attributes, the description last
  // (the embedded engine's attribute ranks).
  searchableAttributes: ['name', 'productType', 'codes', 'brand', 'categoryNames', 'attributes', 'unordered(description)'],
  attributesForFaceting: [
    FACET.brand,
    FACET.tags,
    `filterOnly(${FACET.categoryIds})`,
    FACET.rating,
    FACET.price,
    ...CATEGORY_LEVELS.map((_, depth) => FACET.level(depth)),
  ],
  numericAttributesForFiltering: [FACET.price, 'rating'],
  // Typo tolerance as the embedded engine's; never in codes, numbers or prose (a SKU must not find its neighbours).
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  disableTypoToleranceOnAttributes: ['codes', 'description'],
  // Accessories after the tools a query names is the embedded engine's own rule; Algolia keeps its tie-break.
  customRanking: ['desc(isOnStock)', 'asc(isAccessory)', 'desc(popularity)'],
  attributesToSnippet: ['description:20'],
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

/** The language of an index name `prod.{language}-{COUNTRY}`. */
const languageOf = (indexName: string) => /\.([a-z]{2})-[A-Z]{2}$/.exec(indexName)?.[1] ?? 'en';

/** Language settings of one index: plurals, stop words kept, and decompounding where Algolia offers it. */
export function languageSettings(language: string) {
  const algoliaLanguage = ALGOLIA_LANGUAGE[language] ?? language;
  const decompounding = ALGOLIA_DECOMPOUNDING[language];
  return {
    indexLanguages: [algoliaLanguage],
    queryLanguages: [algoliaLanguage],
    ignorePlurals: [algoliaLanguage],
    ...(decompounding && (DECOMPOUNDED_LANGUAGES as readonly string[]).includes(language)
      ? { decompoundQuery: true, decompoundedAttributes: { [decompounding]: DECOMPOUNDED_ATTRIBUTES } }
      : {}),
  };
}

/** The language's synonyms (language-data/) as Algolia synonym objects, for `saveSynonyms`. */
export function algoliaSynonyms(language: string) {
  const data = LANGUAGE_DATA[language];
  if (!data) return [];
  return [
    ...data.synonyms.map((synonyms, index) => ({ objectID: `${language}-synonym-${index + 1}`, type: 'synonym' as const, synonyms })),
    ...data.oneWaySynonyms.map((entry, index) => ({
      objectID: `${language}-one-way-${index + 1}`,
      type: 'oneWaySynonym' as const,
      input: entry.input,
      synonyms: entry.synonyms,
    })),
  ];
}

/** Synonyms are saved on the primary only, as replicas inherit them. Standard replicas, so the sort is exact as in
 * the embedded engine. */
export function algoliaIndexSettings(primary: string) {
  const language = languageOf(primary);
  const replicas = (Object.keys(REPLICA_RANKING) as (keyof typeof REPLICA_RANKING)[]).map((sort) => ({
    name: `${primary}${REPLICA_SUFFIX[sort]}`,
    settings: { ranking: [...REPLICA_RANKING[sort], 'typo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'] },
  }));
  return {
    primary: { name: primary, settings: { ...PRIMARY_INDEX_SETTINGS, ...languageSettings(language), replicas: replicas.map((replica) => replica.name) } },
    replicas,
    synonyms: algoliaSynonyms(language),
  };
}
