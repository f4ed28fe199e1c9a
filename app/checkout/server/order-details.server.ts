// What the thank-you page and the confirmation mail say about an order: its number as shown, how it is paid
// and whether that is settled, bank transfer and Multibanco data, the summary and the addresses.
import type { Order, Payment } from '@commercetools/platform-sdk';
import { displayedOrderNumber } from '~/account/server/customer-view.server';
import { getPaymentById } from '~/commerce/payment.server';
import type { CommerceContext } from '~/commerce/client.server';
import { PAYMENT_FIELDS } from '~/commerce/custom-types';
import { formatIban, regionNames, variableSymbolOf, type LanguageCode, type Market, type Seller } from '~/markets';
import { voucherActionSchema } from '~/payments/checkout-api';
import { thankYouPaymentStatus, type ThankYouPaymentStatus } from '../rules/payment-status';
import type { AddressLinesView, BankTransferView, CheckoutSummary, MultibancoView } from '../view';
import { addressLines, checkoutSummary } from './summary.server';

export const BANK_TRANSFER_METHOD = 'bank-transfer';
export const CASH_ON_DELIVERY_METHOD = 'cash-on-delivery';

export interface OrderDetails {
  orderNumber: string;
  /** The method's id (scheme, paypal, bank-transfer, …) and the provider's name for it, if any. */
  paymentMethod: { id: string; providerName: string | null };
  paymentStatus: ThankYouPaymentStatus;
  bankTransfer: BankTransferView | null;
  multibanco: MultibancoView | null;
  summary: CheckoutSummary;
  billing: AddressLinesView;
  shipping: AddressLinesView;
}

/** The order's payments (the one that paid is the last one added). */
export async function paymentsOfOrder(ctx: CommerceContext, order: Order): Promise<Payment[]> {
  const payments = await Promise.all((order.paymentInfo?.payments ?? []).map((reference) => getPaymentById(ctx, reference.id)));
  return payments.filter((payment): payment is Payment => payment !== null);
}

function multibancoOf(payment: Payment | undefined): Omit<MultibancoView, 'amount'> | null {
  const raw = payment?.custom?.fields?.[PAYMENT_FIELDS.makePaymentResponse];
  if (typeof raw !== 'string') return null;
  try {
    const action = voucherActionSchema.safeParse((JSON.parse(raw) as { action?: unknown }).action);
    if (!action.success || action.data.paymentMethodType !== 'multibanco') return null;
    return { entity: action.data.entity ?? '', reference: action.data.reference, expiresAt: action.data.expiresAt ?? '', merchantReference: action.data.merchantReference ?? '' };
  } catch {
    return null;
  }
}

/** What the order's page and mail take from the shop: the seller (account holder) and the discounts' names. */
export interface OrderDetailsShop {
  seller: Seller;
  discountNames?: ReadonlyMap<string, string>;
}

export function orderDetails(order: Order, payments: Payment[], market: Market, language: LanguageCode, locale: string, shop: OrderDetailsShop): OrderDetails {
  const payment = payments.at(-1);
  const method = payment?.paymentMethodInfo.method ?? '';
  const orderNumber = displayedOrderNumber(order);
  const summary = checkoutSummary(order, market, language, shop.discountNames);
  const settled = order.paymentState === 'Paid' || Boolean(payment?.transactions.some((t) => (t.type === 'Authorization' || t.type === 'Charge') && t.state === 'Success'));
  const voucher = multibancoOf(payment);
  const bankTransfer = method === BANK_TRANSFER_METHOD
    ? {
        // The seller holds every store's account.
        accountOwner: shop.seller.legalName,
        institute: market.bankDetails.institute,
        // Printed in groups of four, as the shopper types it into a banking app.
        iban: formatIban(market.bankDetails.iban),
        bic: market.bankDetails.bic,
        // The order number as the shopper sees it, or where banks match by variable symbol, its digits.
        reference: market.rules.bankTransferReference === 'variable-symbol' ? variableSymbolOf(orderNumber) : orderNumber,
        amount: summary.total,
      }
    : null;
  const regions = regionNames(locale);
  const countryName = (code: string | undefined) => (code ? (regions.of(code) ?? code) : '');
  const providerName = payment?.paymentMethodInfo.name ? (payment.paymentMethodInfo.name[language] ?? Object.values(payment.paymentMethodInfo.name)[0] ?? null) : null;
  return {
    orderNumber,
    paymentMethod: { id: method, providerName },
    paymentStatus: thankYouPaymentStatus({
      bankTransfer: Boolean(bankTransfer), multibanco: Boolean(voucher), cashOnDelivery: method === CASH_ON_DELIVERY_METHOD, settled, paymentState: order.paymentState, orderState: order.orderState,
    }),
    bankTransfer,
    multibanco: voucher ? { ...voucher, amount: summary.total } : null,
    summary,
    billing: addressLines(order.billingAddress, countryName(order.billingAddress?.country)),
    shipping: addressLines(order.shippingAddress, countryName(order.shippingAddress?.country)),
  };
}
