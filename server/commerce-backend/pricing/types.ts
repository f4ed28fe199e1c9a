import type {
  CartDiscount,
  Customer,
  CustomerGroup,
  DiscountCode,
  Product,
  ShippingMethod,
  TaxCategory,
  Zone,
} from '@commercetools/platform-sdk';

/** Everything the pricing step reads besides the cart itself; the storage glue loads it. */
export interface PricingData {
  /** ISO timestamp used for validity windows of prices, discounts and codes. */
  now: string;
  products: ReadonlyMap<string, Product>;
  taxCategories: ReadonlyMap<string, TaxCategory>;
  cartDiscounts: readonly CartDiscount[];
  discountCodes: ReadonlyMap<string, DiscountCode>;
  /** Orders already placed with a code: in total and by the cart's customer. */
  codeApplications: ReadonlyMap<string, { total: number; byCustomer: number }>;
  shippingMethods: ReadonlyMap<string, ShippingMethod>;
  zones: readonly Zone[];
  customer?: Customer;
  customerGroups: ReadonlyMap<string, CustomerGroup>;
  /** Use Cart.country for tax rates while no shipping address is set (Project carts.countryTaxRateFallbackEnabled). */
  countryTaxRateFallback: boolean;
}

export type PricingWarningKind =
  | 'unsupported-predicate'
  | 'unsupported-target'
  | 'unsupported-value'
  | 'unsupported-tier'
  | 'no-price';

export interface PricingWarning {
  kind: PricingWarningKind;
  /** The resource the warning is about (cart discount, discount code, shipping method, line item). */
  subject: string;
  message: string;
}

/** Units of one (custom) line item that share the same unit price and the same discounts. */
export interface UnitGroup {
  quantity: number;
  unit: number;
  included: Array<{ discountId: string; amount: number }>;
}

/** The platform SDK's resource types are readonly; the pricing step works on its own deep copy. */
export type Writable<T> = T extends string | number | boolean | bigint | symbol | null | undefined | ((...args: never[]) => unknown)
  ? T
  : T extends ReadonlyArray<infer U>
    ? Writable<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Writable<T[K]> }
      : T;
