// The facts the payment method rules need from a cart (decision 039's PaymentCart), from commercetools' cart.
import type { Cart } from '@commercetools/platform-sdk';
import { isFreightLine, isGuaranteeLine } from '~/cart/server/line-facts';
import type { CodFee, PaymentCart } from '~/markets/rules/payment-methods';

/** The cash-on-delivery fee's custom line item (its slug), which the payment step adds and removes. */
export const COD_FEE_SLUG = 'cash-on-delivery-fee';

export function codFeeLine(cart: Pick<Cart, 'customLineItems'>) {
  return cart.customLineItems.find((line) => line.slug === COD_FEE_SLUG);
}

/** The fee cash on delivery adds to the cart: its NET amount in a NET (reverse-charge) cart, else its gross. */
export function codFeeCharged(fee: CodFee, netCart: boolean): CodFee['gross'] {
  return netCart ? fee.net : fee.gross;
}

/** What the shopper pays: the taxed gross total, or the total price for a cart without taxes (spec §5). */
export function cartTotal(cart: Pick<Cart, 'taxedPrice' | 'totalPrice'>) {
  return cart.taxedPrice?.totalGross ?? cart.totalPrice;
}

export function paymentCartOf(cart: Cart): PaymentCart {
  const shipped = cart.lineItems.filter((line) => !isGuaranteeLine(line));
  const fee = codFeeLine(cart);
  const feeGross = fee ? (fee.taxedPrice?.totalGross ?? fee.totalPrice).centAmount : 0;
  const rate = cart.taxedPrice?.taxPortions?.[0]?.rate ?? shipped[0]?.taxRate?.amount ?? 0;
  return {
    itemCount: shipped.reduce((sum, line) => sum + line.quantity, 0),
    shippedLineCount: shipped.length,
    shipping: cart.lineItems.some(isFreightLine) ? 'freight' : 'parcel',
    totalCentAmount: cartTotal(cart).centAmount - feeGross,
    vatRate: rate,
  };
}
