// `/checkout/payment` (spec §2): the store's methods for this client type and cart, and "Order and Pay".
import type { Cart, Payment } from '@commercetools/platform-sdk';
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { acceptedData, backendFailed, checkLimits, fieldError, formError, invalidInput, redirectAfterPost, redirectDocumentAfterPost, refuse } from '~/forms/answer.server';
import { inQueue } from '~/commerce/cart-update.server';
import { withoutCart } from '~/commerce/cart.server';
import { PAYMENT_FIELDS, PAYMENT_TYPE_KEY } from '~/commerce/custom-types';
import { isBackendUnavailable, isConcurrentModification } from '~/commerce/errors.server';
import { localized } from '~/commerce/localize';
import { allocateOrderNumber } from '~/commerce/order-number.server';
import { createPaymentForCart, updatePayment } from '~/commerce/payment.server';
import { holdStock, releaseStock } from '~/commerce/stock-reservation.server';
import { standardVatRate } from '~/commerce/tax.server';
import type { StorefrontContext } from '~/context';
import { allowConnectSources, allowProviderOrigins } from '~/lib/content-security';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { availablePaymentMethods, WALLET_CONNECT_SOURCES, WALLET_PAYMENT_METHODS, type OfferedPaymentMethod } from '~/markets/rules/payment-methods';
import { regionNames, storeText } from '~/markets';
import type { PaymentMethod, PaymentMethodDetails, PaymentResponse } from '~/payments/checkout-api';
import { isPaymentProviderError } from '~/payments/errors';
import { idempotencyKey } from '~/payments/idempotency.server';
import { failureReasonOf, outcomeOf } from '~/payments/result-codes';
import { message } from '~/forms/rules';
import { clientTypeOfAddress } from '../rules/client-type';
import { failedPaymentLocation, isPaypalErrorReturn, paymentErrorLocation, REFUNDED_LOCATION } from '../rules/checkout-errors';
import { CHECKOUT_STEPS } from '../rules/steps';
import { codFeeCharged, paymentCartOf } from '../payment-cart';
import { paymentMethodSite } from '../payment-method-name';
import { isNetCart, netNoticeOf } from '../net-prices';
import { paymentSchema, type PaymentSubmission } from '../schemas';
import type { Money, PaymentMethodView, PaymentPageData, ProviderContinuation } from '../view';
import { checkoutCart, requirePayableCart } from './checkout-cart.server';
import { setFieldActions, transactionActions, transactionStateOf } from './payment-records.server';
import { prepareCartForPayment, syncTaxMode } from './payment-cart.server';
import { PAYMENT_RETURN_PATH, thankYouLocation } from './payment-return-flow';
import { placedOrderOfCart, placeOrder } from './place-order.server';
import { amountOf, paymentRequestBase } from './provider-requests';
import { addressLines, checkoutSummary, summaryDiscountNames } from './summary.server';
import { sellerCountryName } from './vat.server';
import { formatPercent } from '~/product/format';
import { stockShortages } from './stock-shortage.server';
import { emitCheckoutEvent } from './tracking.server';

/** How long the provider's hosted card page takes payments (the stock hold lasts a little longer). */
const HOSTED_PAGE_MINUTES = 30;

type Offer = { methods: OfferedPaymentMethod[]; defaultMethod: string | null; raw: unknown; unavailable: boolean };

/** The provider's methods for this cart through the store's rules. */
async function paymentOffer(storefront: StorefrontContext, cart: Cart, signal: AbortSignal): Promise<Offer> {
  const { provider, companyExcludedMethods } = storefront.services.payments;
  const logger = storefront.commerce.client.logger;
  const paymentCart = paymentCartOf(cart);
  // A NET cart's rate is 0 %: its cash-on-delivery fee is made net with the rate its prices were taken from.
  if (isNetCart(cart)) paymentCart.vatRate = (await standardVatRate(storefront.commerce, storefront.request.market.country)) ?? 0;
  let providerMethods: PaymentMethod[] = [];
  let raw: unknown = null;
  let unavailable = false;
  try {
    const answer = await provider.paymentMethods(
      {
        countryCode: storefront.request.market.country,
        shopperLocale: storefront.request.locale,
        amount: { ...amountOf(cart), value: paymentCart.totalCentAmount },
        channel: 'Web',
      },
      { signal },
    );
    providerMethods = answer.paymentMethods;
    raw = answer;
  } catch (err) {
    unavailable = true;
    logger.error({ err }, 'payment methods not available from the provider');
  }
  const choice = availablePaymentMethods({
    country: storefront.request.market.country,
    rules: storefront.request.market.rules,
    clientType: clientTypeOfAddress(cart.billingAddress),
    cart: paymentCart,
    providerMethods,
    companyExcludedMethods,
  });
  for (const problem of choice.problems) logger.error({ problem }, problem);
  return { methods: choice.methods, defaultMethod: choice.defaultMethod, raw, unavailable };
}

/** `total`: what the cart charges before a cash-on-delivery fee (any fee of an earlier attempt taken out). */
function methodView(storefront: Pick<StorefrontContext, 'request'>, method: OfferedPaymentMethod, cart: { total: Money; net: boolean }): PaymentMethodView {
  const { market, language } = storefront.request;
  if (method.kind === 'provider') {
    const issuers = ((method.provider.issuers as PaymentMethod['issuers']) ?? []).filter((issuer) => !issuer.disabled).map(({ id, name }) => ({ id, name }));
    const configuration = method.requiresScript ? (method.provider.configuration ?? null) : null;
    return { id: method.id, kind: 'provider', name: method.provider.name ?? method.id, requiresScript: method.requiresScript, issuers, configuration, fee: null, total: cart.total };
  }
  if (method.kind === 'bank-transfer') return { id: method.id, kind: 'bank-transfer', name: '', requiresScript: false, issuers: [], configuration: null, fee: null, total: cart.total };
  const { gross, net, vat, vatPercent } = method.fee;
  const total = { ...cart.total, centAmount: cart.total.centAmount + codFeeCharged(method.fee, cart.net).centAmount };
  return { id: method.id, kind: 'cash-on-delivery', name: '', requiresScript: false, issuers: [], configuration: null, fee: { gross, net, vat, vatPercent, vatPercentText: formatPercent(vatPercent, storefront.request.locale), title: storeText(market, market.cashOnDeliveryFeeTitle, language) }, total };
}

async function pageData(storefront: StorefrontContext, request: Request, cart: Cart, offer: Offer): Promise<PaymentPageData> {
  const [t, common, discountNames, stockShortage] = await Promise.all([
    translatorFor({ storefront }, 'checkout'), translatorFor({ storefront }), summaryDiscountNames(storefront.commerce, cart), stockShortages(storefront, cart),
  ]);
  const regions = regionNames(storefront.request.locale);
  const country = (code: string | undefined) => (code ? (regions.of(code) ?? code) : '');
  const summary = checkoutSummary(cart, storefront.request.market, storefront.request.language, discountNames);
  const sellerCountry = sellerCountryName(storefront);
  const beforeFee = { total: { ...summary.total, centAmount: paymentCartOf(cart).totalCentAmount }, net: summary.net };
  return {
    page: { title: pageTitle(t('payment.title'), common('siteName')) },
    summary,
    stockShortage,
    vatNotice: netNoticeOf(cart, sellerCountry !== null),
    sellerCountry,
    methods: offer.methods.map((method) => methodView(storefront, method, beforeFee)),
    defaultMethod: offer.defaultMethod,
    providerUnavailable: offer.unavailable,
    billing: addressLines(cart.billingAddress, country(cart.billingAddress?.country)),
    shipping: addressLines(cart.shippingAddress, country(cart.shippingAddress?.country)),
    email: cart.customerEmail ?? '',
    shownTotal: paymentCartOf(cart).totalCentAmount,
    components: storefront.services.payments.provider.componentsConfig,
    payLaterInfo: storefront.request.market.rules.payLaterBillingInfo,
    paypalError: isPaypalErrorReturn(new URL(request.url)),
  };
}

/** The provider's page origins into this response's CSP. */
function allowProvider(storefront: Pick<StorefrontContext, 'request' | 'services'>, extra: string[] = []): void {
  allowProviderOrigins(storefront.request.contentSecurity, [...storefront.services.payments.provider.redirectOrigins, ...extra]);
}

export async function paymentLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  let cart = await requirePayableCart(storefront);
  cart = await syncTaxMode(storefront, cart);
  emitCheckoutEvent(storefront, { type: 'checkout-step', step: CHECKOUT_STEPS.payment, cartId: cart.id, cartVersion: cart.version });
  const offer = await paymentOffer(storefront, cart, request.signal);
  allowProvider(storefront);
  // A wallet's payment sheet is fetched by the browser from the wallet's site: connect-src must allow it.
  if (offer.methods.some((method) => WALLET_PAYMENT_METHODS.includes(method.id))) allowConnectSources(storefront.request.contentSecurity, WALLET_CONNECT_SOURCES);
  return data(await pageData(storefront, request, cart, offer), { headers: { 'Cache-Control': 'no-store' } });
}

export type PaymentActionData = {
  result?: ReturnType<Submission<unknown>['reply']>;
  continuation?: ProviderContinuation;
  /** For the provider's browser components: a further step (3-D Secure in the page, a QR code). */
  providerAction?: unknown;
};

export async function paymentAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: paymentSchema });
  if (submission.status !== 'success') return refuse(submission, invalidInput);
  const limited = await checkLimits(storefront.shopper, [{ bucket: 'payment', message: 'tooManyAttempts' }]);
  if (limited) return refuse(submission, limited);
  // Read before the guard, which drops an ordered cart from the session.
  const sessionCartId = storefront.shopper.ids().cartId;
  if (sessionCartId && !(await checkoutCart(storefront))) {
    // A resubmit after the order was placed (the first answer never reached the tab): that order's page.
    const placed = await thankYouOfOrderedCart(storefront, sessionCartId);
    if (placed) return placed;
  }
  const cart = await requirePayableCart(storefront);
  // A double click pays one attempt after the other; the second finds what the first left. On another worker
  // the two run at once: whichever fails because the other ordered the cart answers with that order.
  return inQueue(`pay:${cart.id}`, async () => {
    let answer: Awaited<ReturnType<typeof pay>>;
    try {
      answer = await pay(storefront, request, submission, submission.value);
    } catch (err) {
      if (err instanceof Response) throw err;
      const placed = await thankYouOfOrderedCart(storefront, cart.id);
      if (placed) return placed;
      throw err;
    }
    if (answer instanceof Response || (answer.init?.status ?? 200) < 400) return answer;
    return (await thankYouOfOrderedCart(storefront, cart.id)) ?? answer;
  });
}

/** The thank-you page of the order this cart became, if it has been ordered. */
async function thankYouOfOrderedCart(storefront: StorefrontContext, cartId: string): Promise<Response | null> {
  const order = await placedOrderOfCart(storefront.commerce, storefront.shopper.ids(), cartId).catch(() => null);
  if (!order) return null;
  storefront.shopper.remember(withoutCart(storefront.shopper.ids()));
  return redirectAfterPost(thankYouLocation(order));
}

function outOfStockReply(submission: Submission<unknown>, cart: Cart, shortages: Array<{ sku: string; available: number }>, language: string) {
  const products = shortages
    .map(({ sku, available }) => {
      const line = cart.lineItems.find((item) => item.variant.sku === sku);
      return `${(line && localized(line.name, language)) ?? sku} (${available})`;
    })
    .join(', ');
  return refuse(submission, formError(409, message('checkout:outOfStock', { products })));
}

async function pay(storefront: StorefrontContext, request: Request, submission: Submission<unknown>, value: PaymentSubmission) {
  const ctx = storefront.commerce;
  let cart = await requirePayableCart(storefront);
  cart = await syncTaxMode(storefront, cart);
  const offer = await paymentOffer(storefront, cart, request.signal);
  const method = offer.methods.find((candidate) => candidate.id === value.method);
  if (!method) return refuse(submission, fieldError(400, 'method', 'checkout:paymentMethodUnavailable'));
  if (method.kind === 'provider' && method.requiresScript && !value.walletToken && !value.componentData) {
    return refuse(submission, fieldError(400, 'method', 'checkout:paymentMethodUnavailable'));
  }
  // The total the shopper saw (before a cash-on-delivery fee): a cart changed in another tab is shown again.
  if (value.shownTotal !== undefined && value.shownTotal !== paymentCartOf(cart).totalCentAmount) {
    return refuse(submission, formError(409, 'checkout:cartChanged'));
  }
  try {
    cart = await prepareCartForPayment(storefront, cart, method);
    const held = await holdStock(ctx, cart);
    if (!held.ok) return outOfStockReply(submission, cart, held.shortages, storefront.request.language);
    const orderNumber = await allocateOrderNumber(ctx.client, storefront.request.market.rules.orderNumberPrefix);
    const { provider } = storefront.services.payments;
    const created = await createPaymentForCart(ctx, storefront.shopper.ids(), {
      key: orderNumber,
      paymentInterface: method.kind === 'provider' ? provider.name : 'shop',
      method: method.id,
      ...(method.kind === 'provider' && method.provider.name ? { name: { [storefront.request.language]: method.provider.name } } : {}),
      custom: {
        typeKey: PAYMENT_TYPE_KEY,
        fields: {
          [PAYMENT_FIELDS.allocatedOrderNumber]: orderNumber,
          [PAYMENT_FIELDS.merchantAccount]: provider.merchantAccount,
          [PAYMENT_FIELDS.cartId]: cart.id,
          ...(offer.raw ? { [PAYMENT_FIELDS.getPaymentMethodsResponse]: JSON.stringify(offer.raw).slice(0, 20_000) } : {}),
        },
      },
    });
    cart = created.cart;
    if (method.kind !== 'provider') {
      const paymentId = created.payment.id;
      // Nobody outside the shop knows a bank transfer's or cash on delivery's number yet: a taken one is replaced.
      const renumber = () => renumberPayment(storefront, paymentId);
      return await placeAndThank(storefront, submission, cart, { orderNumber, paymentState: 'Pending', method: method.id, renumber });
    }
    return await payWithProvider(storefront, request, submission, { cart, payment: created.payment, orderNumber, method, value });
  } catch (err) {
    await releaseStock(ctx, cart);
    if (isPaymentProviderError(err)) {
      storefront.commerce.client.logger.warn({ err, method: value.method }, 'payment not started at the provider');
      if (err.kind === 'rejected') return redirectAfterPost(paymentErrorLocation(err.status === 422 ? 'unprocessable-entity' : 'unknown'));
      return refuse(submission, backendFailed('checkout:providerUnavailable'));
    }
    // Stock holds still contended after every retry: the shopper may send the same form again.
    if (isBackendUnavailable(err) || isConcurrentModification(err)) return refuse(submission, backendFailed('serviceUnavailable'));
    throw err;
  }
}

/** A new order number for a payment whose number another order has: its key and recorded number follow. */
async function renumberPayment(storefront: StorefrontContext, paymentId: string): Promise<string> {
  const orderNumber = await allocateOrderNumber(storefront.commerce.client, storefront.request.market.rules.orderNumberPrefix);
  await updatePayment(storefront.commerce, storefront.shopper.ids(), { paymentId }, () => [
    { action: 'setKey', key: orderNumber },
    ...setFieldActions({ [PAYMENT_FIELDS.allocatedOrderNumber]: orderNumber }),
  ]);
  return orderNumber;
}

/** Places the order now (bank transfer, cash on delivery, a payment the provider settled or will settle). */
async function placeAndThank(
  storefront: StorefrontContext,
  submission: Submission<unknown>,
  cart: Cart,
  order: { orderNumber: string; paymentState: 'Paid' | 'Pending'; method: string; paymentId?: string; renumber?: () => Promise<string> },
  onFailure?: () => Promise<Response>,
) {
  const placed = await placeOrder(
    { ctx: storefront.commerce, session: storefront.shopper.ids(), mailer: storefront.services.mailer, market: storefront.request.market, language: storefront.request.language, locale: storefront.request.locale, seller: storefront.shop.seller, tracking: storefront.shopper.tracking },
    { cart, orderNumber: order.orderNumber, paymentState: order.paymentState, paymentMethod: order.method, paymentId: order.paymentId, renumber: order.renumber },
  );
  if (placed.kind === 'placed') {
    storefront.shopper.remember(placed.session);
    return redirectAfterPost(thankYouLocation(placed.order));
  }
  if (placed.kind === 'money-back') {
    await releaseStock(storefront.commerce, cart);
    return redirectAfterPost(REFUNDED_LOCATION);
  }
  if (onFailure) return onFailure();
  await releaseStock(storefront.commerce, cart);
  if (placed.kind === 'out-of-stock') return outOfStockReply(submission, cart, placed.skus.map((sku) => ({ sku, available: 0 })), storefront.request.language);
  return refuse(submission, backendFailed('checkout:orderFailed'));
}

/** The `paymentMethod` of a provider request: the components' card data, a wallet's token, an issuer. */
function paymentMethodDetails(method: OfferedPaymentMethod & { kind: 'provider' }, value: PaymentSubmission): PaymentMethodDetails | null {
  if (value.componentData) {
    try {
      const details = JSON.parse(value.componentData) as PaymentMethodDetails;
      return typeof details === 'object' && details !== null && details.type === method.id ? details : null;
    } catch {
      return null;
    }
  }
  if (method.id === 'googlepay') return value.walletToken ? { type: 'googlepay', googlePayToken: value.walletToken } : null;
  if (method.id === 'applepay') return value.walletToken ? { type: 'applepay', applePayToken: value.walletToken } : null;
  return { type: method.id, ...(value.issuer ? { issuer: value.issuer } : {}) };
}

async function payWithProvider(
  storefront: StorefrontContext,
  request: Request,
  submission: Submission<unknown>,
  input: { cart: Cart; payment: Payment; orderNumber: string; method: OfferedPaymentMethod & { kind: 'provider' }; value: PaymentSubmission },
) {
  const { cart, payment, orderNumber, method, value } = input;
  const { provider } = storefront.services.payments;
  const ctx = storefront.commerce;
  const origin = new URL(request.url).origin;
  const prefix = storefront.request.basename === '/' ? '' : storefront.request.basename;
  const returnUrl = `${origin}${prefix}${PAYMENT_RETURN_PATH}?cartId=${encodeURIComponent(cart.id)}&paymentId=${encodeURIComponent(payment.id)}`;
  const base = paymentRequestBase(cart, {
    orderNumber,
    country: storefront.request.market.country,
    locale: storefront.request.locale,
    language: storefront.request.language,
    company: clientTypeOfAddress(cart.billingAddress) === 'COMPANY',
  });
  const record = (fields: Parameters<typeof setFieldActions>[0], answer?: PaymentResponse) =>
    updatePayment(ctx, storefront.shopper.ids(), { paymentId: payment.id }, (current) => {
      const state = answer && transactionStateOf(outcomeOf(answer.resultCode));
      return [
        ...setFieldActions(fields),
        ...(answer?.pspReference && state
          ? transactionActions(current, { type: 'Authorization', state, amount: answer.amount ?? base.amount, pspReference: answer.pspReference, fractionDigits: current.amountPlanned.fractionDigits })
          : []),
      ];
    });

  // The card without the provider's components: its hosted card page (works without JavaScript).
  if (method.id === 'scheme' && !value.componentData) {
    const session = await provider.hostedCheckout(
      {
        amount: base.amount,
        reference: orderNumber,
        returnUrl,
        countryCode: base.countryCode,
        shopperLocale: base.shopperLocale,
        shopperEmail: base.shopperEmail,
        shopperReference: base.shopperReference,
        allowedPaymentMethods: ['scheme'],
        expiresAt: new Date(Date.now() + HOSTED_PAGE_MINUTES * 60_000).toISOString(),
        lineItems: base.lineItems,
        company: base.company,
        metadata: base.metadata,
      },
      { idempotencyKey: idempotencyKey('session', payment.id), signal: request.signal },
    );
    await record({ [PAYMENT_FIELDS.makePaymentResponse]: session });
    // A document navigation: the provider's page may share the shop's origin (the simulator), and with
    // JavaScript Remix would otherwise fetch it as one of its own routes' data.
    allowProvider(storefront);
    return redirectDocumentAfterPost(session.url);
  }

  const details = paymentMethodDetails(method, value);
  if (!details) {
    await releaseStock(ctx, cart);
    return refuse(submission, fieldError(400, 'method', 'checkout:paymentMethodUnavailable'));
  }
  const answer = await provider.payments(
    { ...base, returnUrl, paymentMethod: details, origin },
    { idempotencyKey: idempotencyKey('payment', payment.id), signal: request.signal },
  );
  await record({ [PAYMENT_FIELDS.makePaymentResponse]: answer }, answer);
  const outcome = outcomeOf(answer.resultCode);
  const action = answer.action;

  if (action?.type === 'redirect') {
    const target = new URL(action.url);
    if (action.method === 'GET' && (target.origin === origin || provider.redirectOrigins.includes(target.origin))) {
      allowProvider(storefront);
      return redirectDocumentAfterPost(action.url);
    }
    // Elsewhere (a bank, PayPal): a page with a form the shopper sends on (the browser does with JavaScript).
    const t = await translatorFor({ storefront }, 'checkout');
    const continuation: ProviderContinuation = { url: action.url, method: action.method, data: action.data ?? {}, methodName: paymentMethodSite(t, method.id, method.provider.name) };
    allowProvider(storefront, [target.origin]);
    return acceptedData({ continuation });
  }
  if (action?.type === 'voucher') return placeAndThank(storefront, submission, cart, { orderNumber, paymentState: 'Pending', method: method.id, paymentId: payment.id });
  if (action) {
    allowProvider(storefront);
    return acceptedData({ providerAction: action });
  }
  if (outcome === 'failed') {
    await releaseStock(ctx, cart);
    return redirectAfterPost(answer.resultCode === 'Cancelled' ? paymentErrorLocation('cancelled-transaction') : failedPaymentLocation(method.id, failureReasonOf(answer)));
  }
  return placeAndThank(storefront, submission, cart, { orderNumber, paymentState: outcome === 'authorised' ? 'Paid' : 'Pending', method: method.id, paymentId: payment.id }, async () => {
    // Paid, but no order: nothing is charged without an order (spec §4 step 4).
    if (answer.pspReference) {
      await provider
        .reversal(answer.pspReference, { reference: orderNumber }, { idempotencyKey: idempotencyKey('reversal', answer.pspReference) })
        .catch((err: unknown) => ctx.client.logger.error({ err, pspReference: answer.pspReference }, 'payment reversal failed: an authorised payment has no order'));
    }
    await releaseStock(ctx, cart);
    return redirectAfterPost(paymentErrorLocation('creating-order-failed'));
  });
}
