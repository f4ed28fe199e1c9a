// What a listing page hands from its loader to its components. Every link is built on the server, so the browser
// bundle needs neither the URL schema nor zod. Paths are without the language prefix: Remix adds the basename.
import type { ProductCardData } from '~/product/card';
import type { SortOption } from '~/markets/constants';

export type FacetLink = {
  value: string;
  /** What the shopper reads; for categories the last name of the path. */
  label: string;
  count: number;
  selected: boolean;
  /** The listing with this value toggled (page reset to 1). */
  href: string;
  /** `nofollow` on a combination of filters, not for crawlers. Absent: a link they may follow. */
  rel?: 'nofollow';
};

export type CategoryFacetLink = FacetLink & { depth: number };

/** `rel` as the page writes it, built on the server: `prev`/`next`, and `nofollow` on a filtered listing's pages. */
export type PageLink = { page: number; href: string; rel?: string };

export type PaginationView = {
  current: number;
  first?: PageLink;
  prev?: PageLink;
  pages: PageLink[];
  next?: PageLink;
  last?: PageLink;
  gapBefore: boolean;
  gapAfter: boolean;
};

/** Name/value pairs a GET form repeats as hidden fields so submitting it keeps the rest of the state. */
export type HiddenFields = [name: string, value: string][];

export type PriceBounds = { min: number; max: number; minText: string; maxText: string };

export type ListingView = {
  /** The listing's own path: '/search' or the category path ('/drills/'). */
  path: string;
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  cards: ProductCardData[];
  /** Quick add to cart on the cards (market rule: not in AT and DE). */
  quickAdd: boolean;
  sortForm: { sort: SortOption; pageSize: number; hidden: HiddenFields };
  /** Bounds are the results' price range without the price filter, formatted on the server (browser number formats may differ). */
  priceForm: { min?: number; max?: number; bounds: PriceBounds | null; hidden: HiddenFields };
  facets: {
    brands: FacetLink[];
    tags: FacetLink[];
    ratings: FacetLink[];
    categories: CategoryFacetLink[];
  };
  pagination: PaginationView | null;
  /** The listing without any filter, when one is applied. */
  clearFiltersHref: string | null;
  /** The search service failed: the page shows its error state instead of products. */
  failed: boolean;
};

/** The view a page's loader returns: on a document the cards travel as the listing island's HTML only. */
export type ListingPageView = Omit<ListingView, 'cards'> & { cards: ProductCardData[] | undefined };
