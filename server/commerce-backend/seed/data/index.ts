import type {
  CartDiscountDraft, CategoryDraft, ChannelDraft, CustomerGroupDraft, DiscountCodeDraft, InventoryEntryDraft,
  CustomObjectDraft, ProductDiscountDraft, ProductTypeDraft, ReviewDraft, ShippingMethodDraft, StoreDraft, TaxCategoryDraft, TypeDraft,
  ZoneDraft,
} from '@commercetools/platform-sdk';
import { buildCatalog } from './catalog/catalog';
import { buildGuaranteeProducts } from './catalog/guarantees';
import { toSeedProduct, type SeedProduct } from './catalog/product-draft';
import { assignTags } from './catalog/tags';
import type { CatalogProduct } from './catalog/types';
import { buildCategories } from './categories';
import { buildCustomTypes } from './custom-types';
import { buildCustomerGroups, buildCustomers, type SeedCustomer } from './customers';
import { buildCartDiscounts, buildDiscountCodes, buildProductDiscounts } from './discounts';
import { buildInventory, buildStockLevels, type StockLevel } from './inventory';
import { buildProductTypes } from './product-types';
import { buildReviews } from './reviews';
import { buildSeoRedirects } from './seo-redirects';
import { buildShippingMethods } from './shipping';
import { buildChannels, buildProjectSettings, buildStores, buildZones } from './stores';
import { buildTaxCategories } from './taxes';

export type { SeedProduct } from './catalog/product-draft';
export type { SeedCustomer } from './customers';

/** Everything the seed creates, as drafts that reference each other by key, in creation order. */
export interface SeedData {
  readonly project: { countries: string[]; currencies: string[]; languages: string[] };
  readonly types: TypeDraft[];
  readonly taxCategories: TaxCategoryDraft[];
  readonly zones: ZoneDraft[];
  readonly channels: ChannelDraft[];
  readonly stores: StoreDraft[];
  readonly productTypes: ProductTypeDraft[];
  readonly categories: CategoryDraft[];
  readonly productDiscounts: ProductDiscountDraft[];
  readonly products: SeedProduct[];
  readonly inventory: InventoryEntryDraft[];
  readonly reviews: ReviewDraft[];
  readonly shippingMethods: ShippingMethodDraft[];
  readonly customerGroups: CustomerGroupDraft[];
  readonly cartDiscounts: CartDiscountDraft[];
  readonly discountCodes: DiscountCodeDraft[];
  readonly customers: SeedCustomer[];
  /** The SEO redirection table (custom objects). */
  readonly seoRedirects: CustomObjectDraft[];
  /** The catalogue model behind the product drafts, for tests and summaries. */
  readonly catalog: readonly CatalogProduct[];
  readonly stock: readonly StockLevel[];
}

/** Builds the whole seed. Pure and deterministic: no clock, no Math.random. */
export function buildSeedData(): SeedData {
  const catalog = buildCatalog();
  const reviews = buildReviews(catalog);
  assignTags(catalog, reviews.stats);
  const stock = buildStockLevels(catalog);
  const categories = buildCategories(catalog);
  return {
    project: buildProjectSettings(),
    types: buildCustomTypes(),
    taxCategories: buildTaxCategories(),
    zones: buildZones(),
    channels: buildChannels(),
    stores: buildStores(),
    productTypes: buildProductTypes(),
    categories,
    productDiscounts: buildProductDiscounts(),
    products: [...catalog.map(toSeedProduct), ...buildGuaranteeProducts(catalog)],
    inventory: buildInventory(stock),
    reviews: reviews.drafts,
    shippingMethods: buildShippingMethods(),
    customerGroups: buildCustomerGroups(),
    cartDiscounts: buildCartDiscounts(),
    discountCodes: buildDiscountCodes(),
    customers: buildCustomers(),
    seoRedirects: buildSeoRedirects(catalog, categories),
    catalog,
    stock,
  };
}
