// Keeping the cart in step with the checkout's choices: the NET prices of a validated company buyer, the
// cash-on-delivery fee of the chosen method, and the inventory mode that makes the order take its stock.
import type { Cart, CartUpdateAction } from '@commercetools/platform-sdk';
import { syncCart, wantedShippingMethod } from '~/cart/server/cart-sync.server';
import { isGuaranteeLine } from '~/cart/server/line-facts';
import { updateCart } from '~/commerce/cart.server';
import { CART_FIELDS, CART_TYPE_KEY } from '~/commerce/custom-types';
import { STANDARD_TAX_CATEGORY_KEY } from '~/commerce/tax-keys';
import type { StorefrontContext } from '~/context';
import type { OfferedPaymentMethod } from '~/markets/rules/payment-methods';
import { storeText } from '~/markets';
import { isCurrentNetCart, isNetCart, reverseChargeRate, toGrossActions, toNetActions } from '../net-prices';
import { codFeeCharged, codFeeLine, COD_FEE_SLUG } from '../payment-cart';
import { rememberCheckoutCart } from './checkout-cart.server';
import { hasValidatedVat } from './vat.server';

/** What making a cart NET or gross reads of the request. */
export type TaxModeDeps = Pick<StorefrontContext, 'commerce' | 'shopper' | 'request'>;

/** Brief: a company buyer whose VAT ID validated, in a store with the change-tax-rate flag, gets a NET cart. */
export function wantsNetPrices(storefront: TaxModeDeps, cart: Cart): boolean {
  return storefront.request.toggles.changeTaxRate && storefront.request.toggles.vatValidation && hasValidatedVat(cart.billingAddress);
}

/** Makes the cart NET or gross as the billing address says; a NET cart out of step is made gross first, then NET again. */
export async function syncTaxMode(storefront: TaxModeDeps, cart: Cart): Promise<Cart> {
  const ctx = storefront.commerce;
  const shopper = storefront.shopper.ids();
  const method = wantedShippingMethod(cart);
  const wantNet = wantsNetPrices(storefront, cart);
  if (wantNet && isCurrentNetCart(cart, method)) return cart;
  let current = cart;
  if (isNetCart(current)) {
    current = await updateCart(ctx, shopper, (fresh) => toGrossActions(fresh, wantedShippingMethod(fresh)));
    current = await syncCart(ctx, shopper, current);
  }
  if (wantNet) {
    current = await updateCart(ctx, shopper, (fresh) => toNetActions(fresh, storefront.request.market.country, wantedShippingMethod(fresh)));
  }
  rememberCheckoutCart(storefront, current);
  return current;
}

function codFeeActions(storefront: StorefrontContext, cart: Cart, method: OfferedPaymentMethod): CartUpdateAction[] {
  const existing = codFeeLine(cart);
  const setFee = (value: { currencyCode: string; centAmount: number } | undefined): CartUpdateAction =>
    cart.custom
      ? { action: 'setCustomField', name: CART_FIELDS.calculatedCodFee, ...(value ? { value } : {}) }
      : { action: 'setCustomType', type: { typeId: 'type', key: CART_TYPE_KEY }, fields: value ? { [CART_FIELDS.calculatedCodFee]: value } : {} };
  if (method.kind !== 'cash-on-delivery') {
    return existing ? [{ action: 'removeCustomLineItem', customLineItemId: existing.id }, setFee(undefined)] : [];
  }
  if (existing) return [];
  const net = isNetCart(cart);
  const money = { currencyCode: method.fee.gross.currencyCode, centAmount: codFeeCharged(method.fee, net).centAmount };
  const { market, language } = storefront.request;
  const title = storeText(market, market.cashOnDeliveryFeeTitle, language);
  return [
    {
      action: 'addCustomLineItem',
      name: { [language]: title },
      slug: COD_FEE_SLUG,
      quantity: 1,
      money,
      ...(net ? { externalTaxRate: reverseChargeRate(market.country) } : { taxCategory: { typeId: 'tax-category', key: STANDARD_TAX_CATEGORY_KEY } }),
    },
    setFee(money),
  ];
}

/** The cash-on-delivery fee in or out of the cart, so the amount paid is its taxed gross total, and every product line
 *  set to take its stock when the order is created (ReserveOnOrder). */
export async function prepareCartForPayment(storefront: StorefrontContext, cart: Cart, method: OfferedPaymentMethod): Promise<Cart> {
  const actions = (fresh: Cart): CartUpdateAction[] => [
    ...codFeeActions(storefront, fresh, method),
    ...fresh.lineItems
      .filter((line) => !isGuaranteeLine(line) && line.inventoryMode !== 'ReserveOnOrder')
      .map((line): CartUpdateAction => ({ action: 'setLineItemInventoryMode', lineItemId: line.id, inventoryMode: 'ReserveOnOrder' })),
  ];
  if (actions(cart).length === 0) return cart;
  const updated = await updateCart(storefront.commerce, storefront.shopper.ids(), actions);
  rememberCheckoutCart(storefront, updated);
  return updated;
}
