// Contract tests of the embedded backend's pricing against carts commercetools itself priced (decision 068).
// Each recorded cart (test/fixtures/commercetools-carts, sources in its README) is rebuilt through the
// embedded backend's HTTP API — same prices, quantities, tax rates, shipping rate, discounts and rounding
// modes — and what the backend computes is compared with what the platform answered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cart, CartDiscountDraft, DirectDiscount, LineItem, Product, TaxRate, TypedMoney } from '@commercetools/platform-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../server/commerce-backend/backend.ts';
import { openStorage, type CommerceStore } from '../../../server/commerce-backend/storage.ts';

const PROJECT = 'contract';
const FIXTURES = fileURLToPath(new URL('../../fixtures/commercetools-carts/', import.meta.url));
const recorded = (file: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Record<string, unknown>;

let dir: string;
let store: CommerceStore;
let backend: EmbeddedBackend;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-contract-'));
  store = openStorage(dir);
  const silent = { warn() {}, error() {}, info() {}, debug() {}, fatal() {}, trace() {}, child: () => silent, level: 'silent' };
  backend = createEmbeddedBackend({ store, projectKey: PROJECT, client: { clientId: 'c', clientSecret: 's', scopes: [`manage_project:${PROJECT}`] }, logger: silent as never });
});

afterAll(async () => {
  await backend.close();
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let runs = 0;

/**
 * Rebuilds a recorded cart: one tax category per recorded rate, the recorded products with their full
 * price lists (so price selection is part of the contract), the shipping method with the recorded rate
 * for the shipping country, and the recorded direct discounts as cart discounts applied in the same
 * order. Answers the cart as the embedded backend prices it.
 */
async function rebuild(source: Cart): Promise<Cart> {
  runs += 1;
  const run = `r${runs}`;
  const request = backend.request;
  const country = source.shippingAddress?.country ?? source.country!;
  const taxCategoryIds = new Map<string, string>();
  const taxCategoryFor = async (rate: TaxRate) => {
    const key = `${rate.name}|${rate.amount}|${rate.includedInPrice}`;
    if (!taxCategoryIds.has(key)) {
      const created = await request<{ id: string }>('POST', '/tax-categories', {
        key: `${run}-tax-${taxCategoryIds.size}`, name: rate.name,
        rates: [{ name: rate.name, amount: rate.amount, includedInPrice: rate.includedInPrice, country: rate.country ?? country }],
      });
      taxCategoryIds.set(key, created.id);
    }
    return taxCategoryIds.get(key)!;
  };

  for (const line of source.lineItems) {
    const data = { name: line.name, slug: { en: `${run}-${line.id}` }, categories: [], masterVariant: { ...line.variant, id: 1, sku: `${run}-${line.variant.sku}` }, variants: [], searchKeywords: {} };
    const product = {
      // One product per line: variants of one recorded product become products of their own.
      id: `${run}-${line.id}`, version: 1, createdAt: source.createdAt, lastModifiedAt: source.createdAt,
      productType: line.productType, taxCategory: { typeId: 'tax-category', id: await taxCategoryFor(line.taxRate!) },
      masterData: { current: data, staged: data, published: true, hasStagedChanges: false },
    } as unknown as Product;
    await store.storage.add(PROJECT, 'product', product);
  }

  const directDiscounts = (source.directDiscounts ?? []) as DirectDiscount[];
  for (const [index, discount] of directDiscounts.entries()) {
    // Direct discounts apply in their order; cart discounts by descending sortOrder.
    const target = discount.target && 'predicate' in discount.target
      ? { ...discount.target, predicate: discount.target.predicate.replace(/sku\s*=\s*"([^"]+)"/g, `sku = "${run}-$1"`) }
      : discount.target;
    const draft: CartDiscountDraft = {
      key: `${run}-direct-${index}`, name: { en: discount.id }, value: discount.value as CartDiscountDraft['value'], target,
      cartPredicate: 'true', sortOrder: String(0.9 - index / 100), isActive: true, requiresDiscountCode: false, stackingMode: 'Stacking',
    };
    await request('POST', '/cart-discounts', draft);
  }

  let shippingMethodId: string | undefined;
  if (source.shippingInfo) {
    const zone = await request<{ id: string }>('POST', '/zones', { key: `${run}-zone`, name: country, locations: [{ country }] });
    const rate = source.shippingInfo.shippingRate;
    const method = await request<{ id: string }>('POST', '/shipping-methods', {
      key: `${run}-shipping`, name: source.shippingInfo.shippingMethodName, isDefault: false,
      taxCategory: { typeId: 'tax-category', id: await taxCategoryFor(source.shippingInfo.taxRate!) },
      zoneRates: [{ zone: { typeId: 'zone', id: zone.id }, shippingRates: [{ price: rate.price, freeAbove: rate.freeAbove, tiers: rate.tiers }] }],
    });
    shippingMethodId = method.id;
  }

  let cart = await request<Cart>('POST', '/carts', {
    currency: source.totalPrice.currencyCode,
    country: source.country,
    taxMode: source.taxMode,
    taxRoundingMode: source.taxRoundingMode,
    taxCalculationMode: source.taxCalculationMode,
    priceRoundingMode: source.priceRoundingMode,
    shippingAddress: { country },
  });
  const actions: object[] = source.lineItems.map((line) => ({ action: 'addLineItem', sku: `${run}-${line.variant.sku}`, quantity: line.quantity }));
  if (shippingMethodId) actions.push({ action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: shippingMethodId } });
  cart = await request<Cart>('POST', `/carts/${cart.id}`, { version: cart.version, actions });

  // The discounts of this run must not reach the next recorded cart.
  for (const [index] of directDiscounts.entries()) {
    const discount = await request<{ id: string; version: number }>('GET', `/cart-discounts/key=${run}-direct-${index}`);
    await request('DELETE', `/cart-discounts/${discount.id}?version=${discount.version}`);
  }
  return cart;
}

const cents = (money: TypedMoney | undefined) => money && `${money.centAmount} ${money.currencyCode}`;

/** What a line item's pricing is: the selected price, the totals, taxes and per-quantity discounts. */
function linePricing(line: LineItem) {
  return {
    quantity: line.quantity,
    price: cents(line.price.value),
    totalPrice: cents(line.totalPrice),
    taxRate: line.taxRate && { amount: line.taxRate.amount, includedInPrice: line.taxRate.includedInPrice },
    totalNet: cents(line.taxedPrice?.totalNet),
    totalGross: cents(line.taxedPrice?.totalGross),
    discountedPricePerQuantity: line.discountedPricePerQuantity.map((part) => ({
      quantity: part.quantity,
      unit: cents(part.discountedPrice.value),
      // Amounts in the order applied. commercetools also lists a discount that matched a unit but took
      // 0.00 from it (the unit was already free); the embedded backend leaves such an entry out. No
      // amount, total or tax depends on it, and the shop never shows it: not compared.
      discounted: part.discountedPrice.includedDiscounts.map((d) => d.discountedAmount.centAmount).filter((amount) => amount !== 0),
    })),
  };
}

function cartPricing(cart: Cart) {
  const taxed = cart.taxedPrice;
  return {
    totalPrice: cents(cart.totalPrice),
    totalNet: cents(taxed?.totalNet),
    totalGross: cents(taxed?.totalGross),
    taxPortions: taxed?.taxPortions.map((p) => ({ rate: p.rate, name: p.name, amount: cents(p.amount) })),
    shipping: cart.shippingInfo && {
      price: cents(cart.shippingInfo.price),
      totalNet: cents(cart.shippingInfo.taxedPrice?.totalNet),
      totalGross: cents(cart.shippingInfo.taxedPrice?.totalGross),
    },
  };
}

describe('embedded backend pricing against carts priced by commercetools', () => {
  it('prices taxes included in the price (19 % DE) with shipping like commercetools\' API reference example', async () => {
    // An order edit's preview: an order as the platform prices it from its cart.
    const preview = (recorded('order-edits.example.json').result as { preview: Cart }).preview;
    const rebuilt = await rebuild(preview);
    expect(cartPricing(rebuilt)).toEqual(cartPricing(preview));
    expect(rebuilt.totalPrice.centAmount).toBe(3970);
    const [line] = rebuilt.lineItems;
    const [expected] = preview.lineItems;
    // The example's line-level taxPortions read `rate 0.1, name "Bla", 6.34 €` — placeholder text that
    // contradicts its own taxRate (19 %) and the cart's taxPortions (19 %, 6.34 € for line and shipping
    // together): compared where the example is consistent (net, gross, rate), not there.
    expect(linePricing(line)).toEqual(linePricing(expected));
    expect(line.taxedPrice?.taxPortions).toEqual([{ rate: 0.19, name: '19% MwSt', amount: expect.objectContaining({ centAmount: 543 }) }]);
  });

  it('selects the country price among 17 and rounds VAT per line like a recorded DE cart', async () => {
    const source = recorded('worldpay-klarna-cart.json') as unknown as Cart;
    const rebuilt = await rebuild(source);
    expect(rebuilt.lineItems.map(linePricing)).toEqual(source.lineItems.map(linePricing));
    expect(cartPricing(rebuilt)).toEqual(cartPricing(source));
    expect(cents(rebuilt.taxedPrice?.totalGross)).toBe('73300 EUR');
  });

  it('spreads absolute discounts over units, splitting a line when the cents differ, like a recorded cart', async () => {
    const source = recorded('voucherify-absolute-discounts-ten-percent.json') as unknown as Cart;
    const rebuilt = await rebuild(source);
    expect(rebuilt.lineItems.map(linePricing)).toEqual(source.lineItems.map(linePricing));
    expect(cartPricing(rebuilt)).toEqual(cartPricing(source));
    // 530.00 € over three units of 265.00 €: 176.66 € on one, 176.67 € on two; then 265.00 € over what is left.
    expect(linePricing(rebuilt.lineItems[1]).discountedPricePerQuantity).toEqual([
      { quantity: 1, unit: '0 EUR', discounted: [17666, 8834] },
      { quantity: 2, unit: '0 EUR', discounted: [17667, 8833] },
    ]);
  });

  it('applies an absolute discount to what an earlier discount left, like a recorded cart', async () => {
    const source = recorded('voucherify-absolute-discounts-30-percent.json') as unknown as Cart;
    const rebuilt = await rebuild(source);
    expect(rebuilt.lineItems.map(linePricing)).toEqual(source.lineItems.map(linePricing));
    expect(cartPricing(rebuilt)).toEqual(cartPricing(source));
    expect(cents(rebuilt.totalPrice)).toBe('74200 EUR');
  });
});
