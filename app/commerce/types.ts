// Pure types shared by the commerce layer and the UI (no server code here).

/** What the signed cookie session knows about the shopper; every call checks ownership against it, never against form ids. */
export type ShopperSession = {
  anonymousId: string;
  cartId?: string;
  customerId?: string;
};

/** The country store a request is served from (derived from the host). */
export type StoreContext = {
  /** Store key, the lower-case country code: 'sk', 'cz', … */
  key: string;
  /** ISO country code, upper case: 'SK'. */
  country: string;
  /** ISO currency code: 'EUR', 'CZK', … */
  currency: string;
  /** Language of localized strings: 'sk', 'de', … */
  language: string;
  /** BCP 47 locale for carts and formatting: 'sk-SK'. */
  locale: string;
};

/** A category with its localized fields resolved for one language. */
export type CategoryNode = {
  id: string;
  key?: string;
  name: string;
  slug: string;
  description?: string;
  metaTitle?: string;
  metaDescription?: string;
  orderHint: string;
  parentId?: string;
  /** Ids from the root down to the parent. */
  ancestorIds: string[];
  depth: number;
  /** Custom field values as stored (localized values stay localized). */
  customFields: Record<string, unknown>;
  children: CategoryNode[];
};

export type CategoryTree = {
  roots: CategoryNode[];
  byId: ReadonlyMap<string, CategoryNode>;
  bySlug: ReadonlyMap<string, CategoryNode>;
};

export type InventoryLevel = { sku: string; availableQuantity: number };

/** The paging envelope spec §7 /getReview reads. */
export type ReviewPage<T> = {
  offset: number;
  limit: number;
  count: number;
  total: number;
  exists: boolean;
  results: T[];
};
