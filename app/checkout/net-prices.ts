// The NET cart of a company buyer whose VAT ID validated (brief "Money, prices, VAT": reverse charge, external tax
// at 0 %). commercetools keeps amounts when a rate changes, so every line, custom line and the shipping also get
// their net price. Pure: builds commercetools update actions from a cart.
import type { Cart, CartUpdateAction, ExternalTaxRateDraft, TaxRate } from '@commercetools/platform-sdk';
import { isGuaranteeLine, productUnitCents } from '~/cart/server/line-facts';
import { ADDRESS_FIELDS } from '~/commerce/custom-types';

export const REVERSE_CHARGE_RATE_NAME = 'Reverse charge';

export function reverseChargeRate(country: string): ExternalTaxRateDraft {
  return { name: REVERSE_CHARGE_RATE_NAME, amount: 0, country, includedInPrice: false };
}

/** Gross minor units to net with the rate that was included (a rate not included means the amount is net). */
export function netOf(grossCents: number, rate: Pick<TaxRate, 'amount' | 'includedInPrice'> | undefined): number {
  if (!rate || !rate.includedInPrice) return grossCents;
  return Math.round(grossCents / (1 + rate.amount));
}

export function isNetCart(cart: Pick<Cart, 'taxMode'>): boolean {
  return cart.taxMode === 'External';
}

/** What cart and payment step say about a company's VAT ID (spec §8); the seller's own store promises no NET invoice. */
export type NetNotice = 'adjustedToNet' | 'notAdjustedToNet' | 'sellerCountryVat';

export function netNoticeOf(cart: Pick<Cart, 'taxMode' | 'billingAddress'>, sellerStore: boolean): NetNotice | null {
  const address = cart.billingAddress;
  const vatNumber = address?.custom?.fields?.[ADDRESS_FIELDS.vatNumber];
  if (!address?.company || typeof vatNumber !== 'string' || vatNumber === '') return null;
  return isNetCart(cart) ? 'adjustedToNet' : sellerStore ? 'sellerCountryVat' : 'notAdjustedToNet';
}

const zeroRate = (rate: TaxRate | undefined) => rate?.amount === 0 && rate.name === REVERSE_CHARGE_RATE_NAME;

/** A line added or a shipping method changed since the cart went NET has no net price: such a stale NET cart is made
 *  gross and NET again, from the platform's rates. */
export function isCurrentNetCart(cart: Cart, shippingMethodName: string | null): boolean {
  if (!isNetCart(cart)) return false;
  if (!cart.lineItems.every((line) => line.priceMode === 'ExternalPrice' && zeroRate(line.taxRate))) return false;
  if (!cart.customLineItems.every((line) => zeroRate(line.taxRate))) return false;
  const shipping = cart.shippingInfo;
  if (shippingMethodName === null) return !shipping;
  return Boolean(shipping && !shipping.shippingMethod && shipping.shippingMethodName === shippingMethodName && zeroRate(shipping.taxRate));
}

/** `shippingMethodName` names the custom shipping method that replaces the standard one at its net price (the
 *  method's key, parcel or freight). */
export function toNetActions(cart: Cart, country: string, shippingMethodName: string | null): CartUpdateAction[] {
  if (isNetCart(cart)) return [];
  const zero = reverseChargeRate(country);
  const actions: CartUpdateAction[] = [{ action: 'changeTaxMode', taxMode: 'External' }];
  for (const line of cart.lineItems) {
    const gross = productUnitCents(line);
    actions.push(
      { action: 'setLineItemPrice', lineItemId: line.id, externalPrice: { currencyCode: line.price.value.currencyCode, centAmount: netOf(gross, line.taxRate) } },
      { action: 'setLineItemTaxRate', lineItemId: line.id, externalTaxRate: zero },
    );
  }
  for (const line of cart.customLineItems) {
    actions.push(
      { action: 'changeCustomLineItemMoney', customLineItemId: line.id, money: { currencyCode: line.money.currencyCode, centAmount: netOf(line.money.centAmount, line.taxRate) } },
      { action: 'setCustomLineItemTaxRate', customLineItemId: line.id, externalTaxRate: zero },
    );
  }
  const shipping = cart.shippingInfo;
  if (shipping && shippingMethodName) {
    // The rate itself, net, with its free-shipping threshold as the net equivalent of the gross one, so the
    // backend keeps pricing it on every change and the cart's "buy … more" reads the same threshold.
    const rate = shipping.shippingRate;
    const currencyCode = rate.price.currencyCode;
    const freeAbove = rate.freeAbove?.currencyCode === currencyCode ? { currencyCode, centAmount: netOf(rate.freeAbove.centAmount, shipping.taxRate) } : undefined;
    actions.push({
      action: 'setCustomShippingMethod',
      shippingMethodName,
      shippingRate: { price: { currencyCode, centAmount: netOf(rate.price.centAmount, shipping.taxRate) }, ...(freeAbove ? { freeAbove } : {}) },
      externalTaxRate: zero,
    });
  }
  return actions;
}

/** Guarantee lines keep an external price (the cart's sync sets it), the cash-on-delivery fee line goes (the payment
 *  step adds it again), standard shipping returns. */
export function toGrossActions(cart: Cart, shippingMethodKey: string | null): CartUpdateAction[] {
  if (!isNetCart(cart)) return [];
  const actions: CartUpdateAction[] = [{ action: 'changeTaxMode', taxMode: 'Platform' }];
  for (const line of cart.lineItems) {
    if (line.priceMode === 'ExternalPrice' && !isGuaranteeLine(line)) actions.push({ action: 'setLineItemPrice', lineItemId: line.id });
  }
  for (const line of cart.customLineItems) actions.push({ action: 'removeCustomLineItem', customLineItemId: line.id });
  actions.push(
    shippingMethodKey
      ? { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', key: shippingMethodKey } }
      : { action: 'setShippingMethod' },
  );
  return actions;
}
