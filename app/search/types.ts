// Pure types of the search module, shared by both adapters and the UI (no server code here).
import type { StoreContext } from '~/commerce/types';
import type { SortOption, TagFilter } from '~/markets';

export type { SortOption, TagFilter };

/** Hierarchical category levels, Algolia's `categories.lvl0…lvl4` convention ('A', 'A > B', …). */
export const CATEGORY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4'] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];
export type CategoryLevels = Partial<Record<CategoryLevel, string>>;

/** Money as the commerce backend sends it; the amount is centAmount / 10^fractionDigits. */
export type SearchMoney = { centAmount: number; currencyCode: string; fractionDigits: number };

export type SearchFilters = {
  brands?: string[];
  /** Only the five listing tags; several tags must all match. */
  tags?: TagFilter[];
  /** The `campaign:{name}` tag of spec §2 Listings (refinementList[tags][0]). */
  campaign?: string;
  /** Major units of the store currency, compared with the price the shopper pays. */
  priceMin?: number;
  priceMax?: number;
  /** Average rating at or above (a multiple of 0.5). */
  ratingMin?: number;
  /** A selected category path; lvlN is the path down to level N. */
  categoryLevels?: CategoryLevels;
};

export type SearchParams = {
  store: StoreContext;
  query?: string;
  /** A category listing: the category and all its descendants. */
  categoryId?: string;
  filters?: SearchFilters;
  sort?: SortOption;
  /** 1-based. */
  page?: number;
  pageSize?: number;
};

export type SearchHit = {
  sku: string;
  productId: string;
  name: string;
  slug: string;
  /** Path without the language prefix (the route basename adds it): `/{slug}/`. */
  url: string;
  image: string | null;
  brand: string | null;
  /** What the shopper pays: the discounted value when a sale price applies. */
  price: SearchMoney | null;
  /** The regular price, set only when a discount applies (shown struck through). */
  priceBefore: SearchMoney | null;
  /** Average review rating, null without reviews. */
  rating: number | null;
  reviewCount: number;
  tags: string[];
  isOnStock: boolean;
  /** Accessories (bits, blades, batteries) as opposed to tools and machines. */
  isAccessory: boolean;
  categories: Record<CategoryLevel, string[]>;
  categoryIds: string[];
};

export type FacetValue = { value: string; count: number; selected: boolean };
export type RatingBucket = { threshold: number; count: number; selected: boolean };

export type SearchFacets = {
  brands: FacetValue[];
  tags: FacetValue[];
  categories: Record<CategoryLevel, FacetValue[]>;
  /** Price range (major units) of the results without the price filter; null when nothing has a price. */
  price: { min: number; max: number } | null;
  /** Results with an average rating at or above each threshold, without the rating filter. */
  ratings: RatingBucket[];
};

/** What was actually applied after normalisation (unknown tags dropped, levels made consistent, …). */
export type AppliedSearch = {
  query: string;
  categoryId?: string;
  filters: SearchFilters;
  sort: SortOption;
  page: number;
  pageSize: number;
};

export type SearchResult = {
  hits: SearchHit[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: SearchFacets;
  applied: AppliedSearch;
  /** Algolia's query id, for click analytics events (the embedded engine has none). */
  queryId?: string;
};

export type QuickSearchHit = {
  sku: string;
  name: string;
  url: string;
  image: string | null;
  price: SearchMoney | null;
  priceBefore: SearchMoney | null;
};

export type QuickSearchParams = { store: StoreContext; query: string; limit: number };

export interface SearchService {
  readonly kind: 'embedded' | 'algolia';
  search(params: SearchParams): Promise<SearchResult>;
  quickSearch(params: QuickSearchParams): Promise<QuickSearchHit[]>;
}

/** One product in one store language: the shape both adapters search (an operator pushes the same to Algolia). */
export type SearchRecord = {
  /** The master variant SKU: stable across projects, unlike the product id. */
  objectID: string;
  sku: string;
  productId: string;
  name: string;
  /** What the product is: the name of its primary category ('Hammer drills'), searched right after the name. */
  productType: string;
  /** Accessories (bits, blades, batteries) rank below the tools a query names (see embedded/README). */
  isAccessory: boolean;
  /** Model, product family, highlights and technical values ('18 V', 'SDS-plus'): searched after categories. */
  attributes: string[];
  /** Plain text, cut to keep records small. */
  description: string;
  slug: string;
  url: string;
  image: string | null;
  brand: string | null;
  /** Every variant SKU, the EAN and the model: matched as codes, without typo tolerance. */
  codes: string[];
  tags: string[];
  price: SearchMoney | null;
  priceBefore: SearchMoney | null;
  /** `price` in major units, for numeric filters and sorting. */
  priceAmount: number | null;
  rating: number | null;
  /** floor(rating × 2) / 2, 0 without reviews: facet counts per half star give the rating buckets. */
  ratingBucket: number;
  reviewCount: number;
  isOnStock: boolean;
  /** Names of the product's categories and their ancestors (for matching a query against them). */
  categoryNames: string[];
  categories: Record<CategoryLevel, string[]>;
  /** The product's categories and all their ancestors: a listing of one category includes its descendants. */
  categoryIds: string[];
  /** Release date (else creation) in ms since the epoch, for "newest". */
  releasedAt: number;
  /** Orders results of an empty query: bestsellers and well-reviewed products first. */
  popularity: number;
};
