import type {
  Address,
  Cart,
  CartDiscount,
  CartDiscountValue,
  DiscountCode,
  LineItem,
  Price,
  Product,
  ShippingMethod,
  TaxCategory,
  TaxRate,
  Zone,
} from '@commercetools/platform-sdk';
import { money } from '../../../server/commerce-backend/pricing/money.ts';
import { STANDARD_VAT_RATES } from '../../../server/commerce-backend/pricing/tax-rates.ts';
import type { PricingData } from '../../../server/commerce-backend/pricing/types.ts';

// Small builders for hand-computed pricing tests; only the fields pricing reads are filled in.

export const NOW = '2026-03-01T12:00:00.000Z';

export function price(cents: number, currency: string, extra: Partial<Price> = {}): Price {
  return { id: `price-${currency}-${cents}-${Object.keys(extra).join('-')}`, value: money(cents, currency), ...extra };
}

export function product(id: string, prices: Price[], opts: { taxCategory?: string; attributes?: Record<string, unknown> } = {}): Product {
  const variant = { id: 1, sku: `SKU-${id}`, prices, attributes: Object.entries(opts.attributes ?? {}).map(([name, value]) => ({ name, value })) };
  const data = { name: { en: id }, slug: { en: id }, categories: [], masterVariant: variant, variants: [], searchKeywords: {} };
  return {
    id,
    key: id,
    version: 1,
    createdAt: NOW,
    lastModifiedAt: NOW,
    productType: { typeId: 'product-type', id: 'tools' },
    taxCategory: { typeId: 'tax-category', id: opts.taxCategory ?? 'standard' },
    masterData: { current: data, staged: data, published: true, hasStagedChanges: false },
  } as unknown as Product;
}

export function lineItem(p: Product, quantity: number, extra: Partial<LineItem> = {}): LineItem {
  const variant = p.masterData.current.masterVariant;
  return {
    id: `li-${p.id}-${quantity}-${extra.id ?? ''}`,
    productId: p.id,
    productKey: p.key,
    productType: p.productType,
    name: { en: p.id },
    variant,
    price: variant.prices![0],
    quantity,
    totalPrice: money(0, variant.prices![0].value.currencyCode),
    discountedPricePerQuantity: [],
    priceMode: 'Platform',
    lineItemMode: 'Standard',
    state: [],
    taxedPricePortions: [],
    perMethodTaxRate: [],
    ...extra,
  } as LineItem;
}

export function cart(currency: string, country: string, items: LineItem[], extra: Partial<Cart> = {}): Cart {
  return {
    id: 'cart-1',
    version: 3,
    createdAt: NOW,
    lastModifiedAt: NOW,
    cartState: 'Active',
    country,
    totalPrice: money(0, currency),
    lineItems: items,
    customLineItems: [],
    discountCodes: [],
    directDiscounts: [],
    taxMode: 'Platform',
    taxRoundingMode: 'HalfEven',
    priceRoundingMode: 'HalfEven',
    taxCalculationMode: 'LineItemLevel',
    inventoryMode: 'None',
    shippingMode: 'Single',
    shipping: [],
    itemShippingAddresses: [],
    refusedGifts: [],
    origin: 'Customer',
    ...extra,
  } as Cart;
}

export function address(country: string): Address {
  return { country, firstName: 'Test', lastName: 'Buyer', streetName: 'Main', postalCode: '12345', city: 'Town' };
}

export function taxRate(country: string, amount: number, name = `${country} ${amount * 100}%`, includedInPrice = true): TaxRate {
  return { id: `rate-${country}-${amount}`, name, amount, includedInPrice, country, subRates: [] };
}

export const standardCategory: TaxCategory = {
  id: 'standard',
  key: 'standard',
  name: 'standard',
  version: 1,
  createdAt: NOW,
  lastModifiedAt: NOW,
  rates: Object.entries(STANDARD_VAT_RATES).map(([country, amount]) => taxRate(country, amount)),
};

export const reducedCategory: TaxCategory = {
  ...standardCategory,
  id: 'reduced',
  key: 'reduced',
  name: 'reduced',
  rates: [taxRate('HU', 0.05, 'HU 5%')],
};

export function cartDiscount(
  id: string,
  sortOrder: string,
  cartPredicate: string,
  value: CartDiscountValue,
  target: CartDiscount['target'] = { type: 'lineItems', predicate: 'true' },
  extra: Partial<CartDiscount> = {},
): CartDiscount {
  return {
    id,
    key: id,
    version: 1,
    createdAt: NOW,
    lastModifiedAt: NOW,
    name: { en: id },
    value,
    cartPredicate,
    target,
    sortOrder,
    isActive: true,
    requiresDiscountCode: false,
    stackingMode: 'Stacking',
    references: [],
    stores: [],
    ...extra,
  } as CartDiscount;
}

export const relative = (permyriad: number): CartDiscountValue => ({ type: 'relative', permyriad });

export function discountCode(id: string, code: string, cartDiscountIds: string[], extra: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id,
    code,
    version: 1,
    createdAt: NOW,
    lastModifiedAt: NOW,
    cartDiscounts: cartDiscountIds.map((cd) => ({ typeId: 'cart-discount', id: cd })),
    isActive: true,
    references: [],
    groups: [],
    ...extra,
  } as DiscountCode;
}

/** One zone per country and a parcel method with the spec's fee and free-shipping threshold. */
export function parcel(rates: Array<{ country: string; currency: string; fee: number; freeAbove: number }>): { method: ShippingMethod; zones: Zone[] } {
  const zones = rates.map(({ country }) => ({ id: `zone-${country}`, key: country, name: country, locations: [{ country }], version: 1, createdAt: NOW, lastModifiedAt: NOW }) as Zone);
  const method = {
    id: 'parcel',
    key: 'parcel',
    name: 'parcel',
    version: 1,
    createdAt: NOW,
    lastModifiedAt: NOW,
    isDefault: true,
    taxCategory: { typeId: 'tax-category', id: 'standard' },
    zoneRates: rates.map(({ country, currency, fee, freeAbove }) => ({
      zone: { typeId: 'zone', id: `zone-${country}` },
      shippingRates: [{ price: money(fee, currency), freeAbove: money(freeAbove, currency), tiers: [] }],
    })),
  } as unknown as ShippingMethod;
  return { method, zones };
}

export function shippingInfoFor(method: ShippingMethod, currency: string): Cart['shippingInfo'] {
  return {
    shippingMethodName: method.name,
    shippingMethod: { typeId: 'shipping-method', id: method.id },
    price: money(0, currency),
    shippingRate: { price: money(0, currency), tiers: [] },
    shippingMethodState: 'MatchesCart',
    deliveries: [],
  };
}

export function pricingData(parts: Partial<Omit<PricingData, 'products'>> & { products?: Product[] } = {}): PricingData {
  const { products = [], ...rest } = parts;
  return {
    now: NOW,
    taxCategories: new Map([[standardCategory.id, standardCategory], [reducedCategory.id, reducedCategory]]),
    cartDiscounts: [],
    discountCodes: new Map(),
    codeApplications: new Map(),
    shippingMethods: new Map(),
    zones: [],
    customerGroups: new Map(),
    countryTaxRateFallback: true,
    ...rest,
    products: new Map(products.map((p) => [p.id, p])),
  };
}
