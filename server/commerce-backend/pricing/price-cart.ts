import type {
  Cart,
  CustomLineItem,
  DiscountCodeState,
  DiscountedLineItemPriceForQuantity,
  LineItem,
  TaxedItemPrice,
} from '@commercetools/platform-sdk';
import { runCartDiscounts } from './cart-discounts.ts';
import type { DiscountableItem } from './cart-discounts.ts';
import { mergeGroups } from './discount-values.ts';
import { money } from './money.ts';
import type { CartFacts, LineItemFacts } from './predicate-eval.ts';
import { selectPrice, unitValueOf } from './price-selection.ts';
import { priceShipping } from './shipping.ts';
import { findTaxRate, sumTaxedPrices, taxedItemPrice } from './tax.ts';
import type { PricingData, PricingWarning, UnitGroup, Writable } from './types.ts';

export interface PricedCart {
  cart: Cart;
  codeStates: Map<string, DiscountCodeState>;
  warnings: PricingWarning[];
}

type WCart = Writable<Cart>;
type WLineItem = Writable<LineItem>;

interface PreparedLineItem extends DiscountableItem {
  item: WLineItem;
  taxCategoryId: string | undefined;
}

function prepareLineItem(item: WLineItem, cart: WCart, data: PricingData, customerGroupId: string | undefined, warnings: PricingWarning[]): PreparedLineItem {
  const currency = cart.totalPrice.currencyCode;
  const product = data.products.get(item.productId);
  const current = product?.masterData.current;
  const variant = current && [current.masterVariant, ...current.variants].find((v) => v.id === item.variant.id);

  if (item.priceMode === 'Platform' || !item.priceMode) {
    const selected = selectPrice(variant?.prices ?? item.variant.prices, {
      currency,
      country: cart.country,
      customerGroupId,
      channelId: item.distributionChannel?.id,
      now: data.now,
    });
    if (selected) item.price = selected;
    else warnings.push({ kind: 'no-price', subject: `line-item ${item.variant.sku ?? item.id}`, message: `No ${currency} price for country ${cart.country ?? '-'}; keeping the previous price` });
  }
  // An external price is the unit price as given; platform prices may have tiers or a product discount.
  const unit = item.priceMode === 'ExternalPrice' ? item.price.value.centAmount : unitValueOf(item.price, item.quantity).centAmount;
  const external = item.priceMode === 'ExternalTotal';
  const groups: UnitGroup[] | undefined = external ? undefined : [{ quantity: item.quantity, unit, included: [] }];
  const facts: LineItemFacts = {
    sku: item.variant.sku,
    productId: item.productId,
    productKey: item.productKey ?? product?.key,
    productTypeId: item.productType?.id,
    quantity: item.quantity,
    unitPrice: { cents: unit, currency },
    total: { cents: external ? item.totalPrice.centAmount : unit * item.quantity, currency },
    categoryIds: current?.categories.map((c) => c.id) ?? [],
    attributes: Object.fromEntries((item.variant.attributes ?? []).map((a) => [a.name, a.value])),
    custom: item.custom?.fields ?? {},
  };
  return { item, facts, groups, taxCategoryId: product?.taxCategory?.id };
}

/** Folds the unit groups into the line item's totals and discountedPricePerQuantity. */
function settle(groups: UnitGroup[] | undefined, currentTotal: number, currency: string) {
  if (!groups) return { total: currentTotal, perQuantity: [] as DiscountedLineItemPriceForQuantity[], groups };
  const merged = mergeGroups(groups);
  const perQuantity = merged
    .filter((g) => g.included.length > 0)
    .map((g) => ({
      quantity: g.quantity,
      discountedPrice: {
        value: money(g.unit, currency),
        includedDiscounts: g.included.map((d) => ({ discount: { typeId: 'cart-discount' as const, id: d.discountId }, discountedAmount: money(d.amount, currency) })),
      },
    }));
  return { total: merged.reduce((sum, g) => sum + g.unit * g.quantity, 0), perQuantity, groups: merged };
}

/**
 * Prices a cart the way commercetools recalculates it on every update: price selection, cart discounts and codes,
 * shipping with freeAbove, taxes per shipping country, totals. Pure; carts that are not Active are returned as is.
 */
export function priceCart(input: Cart, data: PricingData): PricedCart {
  const cart = structuredClone(input) as WCart;
  const warnings: PricingWarning[] = [];
  if (cart.cartState !== 'Active') return { cart: cart as Cart, codeStates: new Map(), warnings };

  const currency = cart.totalPrice.currencyCode;
  const rounding = cart.priceRoundingMode ?? 'HalfEven';
  const taxRounding = cart.taxRoundingMode ?? 'HalfEven';
  const groupRef = data.customer?.customerGroup ?? cart.customerGroup;
  cart.customerGroup = groupRef && { typeId: 'customer-group', id: groupRef.id };

  const lineItems = cart.lineItems.map((item) => prepareLineItem(item, cart, data, groupRef?.id, warnings));
  const customGroups = cart.customLineItems.map((item): UnitGroup[] | undefined =>
    item.priceMode === 'External' ? undefined : [{ quantity: item.quantity, unit: item.money.centAmount, included: [] }]);
  const customTotals = cart.customLineItems.map((item, i) => customGroups[i] ? item.money.centAmount * item.quantity : item.totalPrice.centAmount);

  const facts: CartFacts = {
    currency,
    country: cart.country,
    total: { cents: lineItems.reduce((s, l) => s + l.facts.total.cents, 0) + customTotals.reduce((s, t) => s + t, 0), currency },
    customer: data.customer && { id: data.customer.id, key: data.customer.key, email: data.customer.email },
    customerGroup: groupRef && { id: groupRef.id, key: data.customerGroups.get(groupRef.id)?.key },
    shippingAddress: cart.shippingAddress as Record<string, unknown> | undefined,
    billingAddress: cart.billingAddress as Record<string, unknown> | undefined,
    custom: cart.custom?.fields ?? {},
    lineItems: lineItems.map((l) => l.facts),
  };

  const run = runCartDiscounts({ cart: cart as Cart, data, facts, lineItems, customLineItemGroups: customGroups, currency, rounding });
  warnings.push(...run.warnings);

  let itemsTotal = 0;
  for (const prepared of lineItems) {
    const settled = settle(prepared.groups, prepared.facts.total.cents, currency);
    prepared.item.totalPrice = money(settled.total, currency);
    prepared.item.discountedPricePerQuantity = settled.perQuantity;
    prepared.groups = settled.groups;
    itemsTotal += settled.total;
  }
  const customSettled = cart.customLineItems.map((item, i) => {
    const settled = settle(customGroups[i], customTotals[i], currency);
    item.totalPrice = money(settled.total, currency);
    item.discountedPricePerQuantity = settled.perQuantity;
    itemsTotal += settled.total;
    return settled.groups;
  });

  const method = cart.shippingInfo?.shippingMethod && data.shippingMethods.get(cart.shippingInfo.shippingMethod.id);
  if (cart.shippingInfo) {
    cart.shippingInfo = priceShipping({
      shippingInfo: cart.shippingInfo,
      shippingAddress: cart.shippingAddress,
      method,
      zones: data.zones,
      itemsTotal,
      currency,
      facts,
      shippingDiscounts: run.shippingDiscounts,
      rounding,
    }, warnings);
  }

  applyTaxes(cart, lineItems, customSettled, method?.taxCategory?.id, data, taxRounding);

  const shippingCents = cart.shippingInfo ? (cart.shippingInfo.discountedPrice?.value ?? cart.shippingInfo.price).centAmount : 0;
  cart.totalPrice = money(itemsTotal + shippingCents, currency);
  const quantity = cart.lineItems.reduce((sum, item) => sum + item.quantity, 0);
  cart.totalLineItemQuantity = cart.lineItems.length > 0 ? quantity : undefined;
  cart.discountCodes = (cart.discountCodes ?? []).map((info) => ({ ...info, state: run.codeStates.get(info.discountCode.id) ?? info.state }));
  return { cart: cart as Cart, codeStates: run.codeStates, warnings };
}

/**
 * Platform mode: rates from the tax categories for the shipping country (or Cart.country while no
 * address is set and the fallback is on). External mode: the externally set rates, e.g. 0 % for a
 * reverse-charge cart. ExternalAmount: left as set by the tax actions. Disabled: no taxes.
 */
function applyTaxes(
  cart: WCart,
  lineItems: PreparedLineItem[],
  customGroups: Array<UnitGroup[] | undefined>,
  shippingTaxCategoryId: string | undefined,
  data: PricingData,
  rounding: NonNullable<Cart['taxRoundingMode']>,
): void {
  const mode = cart.taxMode ?? 'Platform';
  if (mode === 'ExternalAmount') return;
  const currency = cart.totalPrice.currencyCode;
  const calculation = cart.taxCalculationMode ?? 'LineItemLevel';
  const country = cart.shippingAddress?.country ?? (data.countryTaxRateFallback ? cart.country : undefined);
  const state = cart.shippingAddress?.state;
  const rateFor = (categoryId: string | undefined, external: LineItem['taxRate']) => {
    if (mode === 'Disabled') return undefined;
    if (mode === 'External') return external;
    return findTaxRate(categoryId ? data.taxCategories.get(categoryId) : undefined, country, state);
  };
  const taxed: Array<TaxedItemPrice | undefined> = [];

  for (const prepared of lineItems) {
    const item = prepared.item;
    item.taxRate = rateFor(prepared.taxCategoryId, item.taxRate);
    item.taxedPrice = item.taxRate && taxedItemPrice(item.totalPrice.centAmount, prepared.groups, item.taxRate, currency, rounding, calculation);
    taxed.push(item.taxedPrice);
  }
  cart.customLineItems.forEach((item: Writable<CustomLineItem>, i) => {
    item.taxRate = rateFor(item.taxCategory?.id, item.taxRate);
    item.taxedPrice = item.taxRate && taxedItemPrice(item.totalPrice.centAmount, customGroups[i], item.taxRate, currency, rounding, calculation);
    taxed.push(item.taxedPrice);
  });
  const shipping = cart.shippingInfo;
  if (shipping) {
    shipping.taxRate = rateFor(shippingTaxCategoryId ?? shipping.taxCategory?.id, shipping.taxRate);
    const amount = (shipping.discountedPrice?.value ?? shipping.price).centAmount;
    shipping.taxedPrice = shipping.taxRate && taxedItemPrice(amount, undefined, shipping.taxRate, currency, rounding, 'LineItemLevel');
    taxed.push(shipping.taxedPrice);
  }

  const complete = taxed.length > 0 && taxed.every((t) => !!t);
  cart.taxedPrice = complete ? sumTaxedPrices(taxed as TaxedItemPrice[], currency) : undefined;
  cart.taxedShippingPrice = shipping?.taxedPrice;
}
