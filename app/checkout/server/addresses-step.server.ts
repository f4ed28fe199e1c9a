// `/checkout/addresses` (spec §2, §4 shipping address and VAT states, §5 checkout addresses).
import type { Address, AddressDraft, BaseAddress, Cart, Customer } from '@commercetools/platform-sdk';
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { currentCustomer } from '~/account/server/customer-session.server';
import { addressBookOf, profileOf } from '~/account/server/customer-view.server';
import { syncCart, wantedShippingMethod } from '~/cart/server/cart-sync.server';
import { addAddress, addressesOf } from '~/commerce/address.server';
import { keepCheckoutCart, updateCart } from '~/commerce/cart.server';
import { isBackendUnavailable } from '~/commerce/errors.server';
import type { StorefrontContext } from '~/context';
import { ADDRESS_FIELD_NAMES } from '~/forms/address-fields';
import {
  acceptedData, backendFailed, fieldError, formError, invalidInput, redirectDocumentAfterPost, refuse, type Accepted, type Refused, type Refusal,
} from '~/forms/answer.server';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { regionNames, vatNumberWithPrefix } from '~/markets';
import { initialClientType } from '../rules/client-type';
import { copyBillingToShipping, initialShippingAddressType } from '../rules/shipping-address-type';
import { CHECKOUT_STEPS } from '../rules/steps';
import { limitedVatView, vatStatusView, type VatStatus, type VatStatusView } from '../rules/vat-status';
import { retryAfterMinutes } from '~/lib/rate-limits';
import { message } from '~/forms/messages';
import { addressesSchema, type AddressesSubmission, type CheckoutFormRules, type SaveAddressesValue } from '../schemas';
import type { AddressesPageData, AddressFieldsView, SavedAddressView, ShippingMethodView } from '../view';
import { CHECKOUT_PAYMENT_PATH, lacksCheckoutData, rememberCheckoutCart, requireCheckoutCart } from './checkout-cart.server';
import { addressValidatedCookie, checkoutChoiceCookies, readClientType, readShippingAddressType, wasAddressValidated } from './cookies.server';
import { syncTaxMode } from './payment-cart.server';
import { checkoutSummary, summaryDiscountNames } from './summary.server';
import { emitCheckoutEvent } from './tracking.server';
import { stockShortages } from './stock-shortage.server';
import { checkVatNumber, sellerCountryName, vatCustomFields, vatStatusOfAddress, vatView, type VatCheckAnswer } from './vat.server';

type AddressesAnswerFacts = {
  intent?: string;
  /** The VAT ID's state after a check (on blur, "Validate my VAT ID", or a refused submit). */
  vat?: VatStatusView | null;
};

/** A refused step, or a VAT ID check's answer (the form stays, with the ID's state). */
export type AddressesActionData = Refused<AddressesAnswerFacts> | Accepted<AddressesAnswerFacts & { result: ReturnType<Submission<unknown>['reply']> }>;

function formRules(storefront: Pick<StorefrontContext, 'request' | 'shopper'>): CheckoutFormRules {
  const { request: { market }, shopper: { session } } = storefront;
  return { country: market.country, streetNumberValidation: market.rules.streetNumberValidation, guest: !session.get().customerId };
}

const EMPTY_FIELDS: AddressFieldsView = {
  firstName: '', lastName: '', company: '', department: '', vatNumber: '', streetName: '', streetNumber: '', additionalStreetInfo: '', postalCode: '', city: '', phone: '',
};

function fieldsOf(address: Address | undefined): AddressFieldsView {
  if (!address) return EMPTY_FIELDS;
  const vat = address.custom?.fields?.vatNumber;
  return {
    ...EMPTY_FIELDS,
    ...Object.fromEntries(ADDRESS_FIELD_NAMES.map((name) => [name, (address[name] as string | undefined) ?? ''])),
    department: address.department ?? '',
    vatNumber: typeof vat === 'string' ? vat : '',
  };
}

/** The store's own country only: a store ships in its own country, so are its saved addresses. */
function savedAddresses(storefront: StorefrontContext, customer: Customer | null, kind: 'billing' | 'shipping'): SavedAddressView[] {
  if (!customer) return [];
  return addressBookOf(customer, kind, storefront.request.locale)
    .filter((address) => address.country === storefront.request.market.country)
    .map((address) => ({
      id: address.id,
      company: address.company,
      isDefault: address.isDefault,
      lines: [
        [address.firstName, address.lastName].join(' '),
        address.company,
        `${address.streetName} ${address.streetNumber}`,
        address.additionalStreetInfo,
        `${address.postalCode} ${address.city}`,
        address.phone,
      ].filter((line) => line.trim() !== ''),
    }));
}

/** The method, its fee and free threshold: the cart's own rate (net in a NET cart), else the store's rules. */
function shippingMethodView(storefront: Pick<StorefrontContext, 'request'>, cart: Cart): ShippingMethodView {
  const { parcelFee, freightFee, freeShippingThreshold } = storefront.request.market.rules.shipping;
  const method = wantedShippingMethod(cart) === 'freight' ? 'freight' : 'parcel';
  const shipping = cart.shippingInfo;
  const rate = shipping?.shippingRate;
  const fee = rate?.price ?? (method === 'freight' ? freightFee : parcelFee);
  const threshold = rate ? rate.freeAbove : freeShippingThreshold;
  const price = shipping ? (shipping.discountedPrice?.value ?? shipping.price) : fee;
  return {
    method,
    fee: { centAmount: fee.centAmount, currencyCode: fee.currencyCode, fractionDigits: fee.fractionDigits },
    freeFrom: method === 'parcel' && threshold ? { centAmount: threshold.centAmount, currencyCode: threshold.currencyCode, fractionDigits: threshold.fractionDigits ?? fee.fractionDigits } : null,
    price: { centAmount: price.centAmount, currencyCode: price.currencyCode, fractionDigits: price.fractionDigits ?? fee.fractionDigits },
  };
}

async function pageData(storefront: StorefrontContext, request: Request, cart: Cart, customer: Customer | null): Promise<AddressesPageData> {
  const { market, locale } = storefront.request;
  const [t, common, discountNames, stockShortage] = await Promise.all([
    translatorFor({ storefront }, 'checkout'), translatorFor({ storefront }), summaryDiscountNames(storefront.commerce, cart), stockShortages(storefront, cart),
  ]);
  const savedBilling = savedAddresses(storefront, customer, 'billing');
  const savedShipping = savedAddresses(storefront, customer, 'shipping');
  // A saved address in the cart (its id) is chosen again; else the default saved one, else a new address.
  const cartBillingId = cart.billingAddress?.id;
  const chosenBilling = savedBilling.find((address) => address.id === cartBillingId) ?? (cart.billingAddress?.streetName ? undefined : savedBilling[0]);
  const cartShippingId = cart.shippingAddress?.id;
  const shippingType = initialShippingAddressType(readShippingAddressType(request), savedShipping.length > 0);
  const billingFields = chosenBilling ? EMPTY_FIELDS : fieldsOf(cart.billingAddress);
  const clientType = initialClientType({
    cookie: readClientType(request, cart.id),
    savedBillingAddress: chosenBilling ?? (cart.billingAddress?.streetName ? cart.billingAddress : undefined),
    customerType: customer ? profileOf(customer).customerType : undefined,
    storeDefault: market.rules.defaultClientType,
  });
  return {
    page: { title: pageTitle(t('addresses.title'), common('siteName')) },
    summary: checkoutSummary(cart, market, storefront.request.language, discountNames),
    stockShortage,
    guest: !customer,
    email: customer?.email ?? cart.customerEmail ?? '',
    country: market.country,
    countryName: regionNames(locale).of(market.country) ?? market.country,
    streetNumberValidation: market.rules.streetNumberValidation,
    vatValidation: storefront.request.toggles.vatValidation,
    changeTaxRate: storefront.request.toggles.changeTaxRate,
    vatPrefix: market.rules.vat.prefix,
    savedBilling,
    savedShipping,
    initial: {
      clientType,
      billingAddressId: chosenBilling?.id ?? 'new',
      billing: { ...billingFields, vatNumber: fieldsOf(cart.billingAddress).vatNumber },
      shippingType,
      shippingAddressId: savedShipping.find((address) => address.id === cartShippingId)?.id ?? savedShipping[0]?.id ?? '',
      shipping: shippingType === 'DIFFERENT_FROM_BILLING' ? fieldsOf(cart.shippingAddress) : EMPTY_FIELDS,
    },
    vat: vatView(storefront, vatStatusOfAddress(cart.billingAddress), cart),
    sellerCountry: sellerCountryName(storefront),
    shippingMethod: shippingMethodView(storefront, cart),
    signInPaths: { login: '/checkout/login', register: '/checkout/create-account', reset: '/checkout/password-reset' },
    incompleteData: lacksCheckoutData(request, cart),
  };
}

export async function addressesLoader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  const cart = await requireCheckoutCart(storefront);
  const customer = await currentCustomer(storefront);
  emitCheckoutEvent(storefront, { type: 'checkout-step', step: CHECKOUT_STEPS.shipping, cartId: cart.id, cartVersion: cart.version });
  return data(await pageData(storefront, request, cart, customer), { headers: { 'Cache-Control': 'no-store' } });
}

/** The save's refusal, with the VAT ID's state when it was checked. */
function answer(submission: Submission<unknown>, refusal: Refusal, vat?: VatStatusView | null, headers?: HeadersInit) {
  return refuse<AddressesAnswerFacts>(submission, refusal, { intent: 'save-addresses', ...(vat === undefined ? {} : { vat }) }, { headers });
}

export async function addressesAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const submission = parseWithZod(await request.formData(), { schema: addressesSchema(formRules(storefront)) });
  if (submission.status !== 'success') return refuse(submission, invalidInput, { intent: String(submission.payload.intent ?? '') });
  const value = submission.value;
  try {
    if (value.intent === 'validate-vat') return await validateVat(storefront, request, submission, value);
    return await saveAddresses(storefront, request, submission, value);
  } catch (err) {
    if (!isBackendUnavailable(err)) throw err;
    return answer(submission, backendFailed('serviceUnavailable'));
  }
}

/** A check the limit refused: 429 with Retry-After, the wait in the VAT ID's state and on its field. */
function vatLimited(submission: Submission<unknown>, checked: Extract<VatCheckAnswer, { kind: 'limited' }>) {
  const minutes = retryAfterMinutes(checked.retryAfterSeconds);
  return answer(
    submission,
    {
      status: 429,
      retryAfterSeconds: checked.retryAfterSeconds,
      formErrors: ['checkout:billingVatError'],
      fieldErrors: { 'billing.vatNumber': [message('checkout:vat.limited', { minutes })] },
    },
    limitedVatView(checked.vatNumber, minutes),
  );
}

/**
 * "Validate my VAT ID" and the check on blur: the answer is recorded on the cart, which turns NET or gross
 * with it. A store without VAT validation (outside the EU) records nothing and says it cannot adjust.
 */
async function validateVat(storefront: StorefrontContext, request: Request, submission: Submission<unknown>, value: Extract<AddressesSubmission, { intent: 'validate-vat' }>) {
  const reply = (vat: VatStatusView | null) => acceptedData({ result: submission.reply(), intent: 'validate-vat', vat });
  if (!storefront.request.toggles.vatValidation) {
    return reply(vatStatusView({ state: 'recorded', vatNumber: vatNumberWithPrefix(storefront.request.market.country, value.vatNumber) }, { changeTaxRate: false, net: false, sellerCountry: null }));
  }
  const cart = await requireCheckoutCart(storefront);
  const checked = await checkVatNumber(storefront, value.vatNumber, { signal: request.signal, cart });
  if (checked.kind === 'limited') return vatLimited(submission, checked);
  const valid = checked.status.state === 'valid';
  const updated = await recordVatOnCart(storefront, cart, value.company, { vatNumber: checked.status.vatNumber, valid, stored: checked.stored });
  return reply(vatView(storefront, checked.status, updated));
}

/**
 * The VAT ID and its check onto the cart's billing address, and the cart NET or gross to match, in the same
 * answer as the check (an invalid ID after a valid one takes NET away at once). A cart without a billing
 * address yet gets one with the country and the company only; the addresses step completes it.
 */
export async function recordVatOnCart(
  storefront: StorefrontContext,
  cart: Cart,
  company: string | undefined,
  vat: { vatNumber: string; valid: boolean; stored: string },
): Promise<Cart> {
  const { id: _id, ...current } = cart.billingAddress ?? { country: storefront.request.market.country };
  const address = { ...current, country: storefront.request.market.country, company: company || current.company, custom: vatCustomFields(vat) };
  const updated = await updateCart(storefront.commerce, storefront.shopper.ids(), [{ action: 'setBillingAddress', address }]);
  return syncTaxMode(storefront, updated);
}

function customerAddress(customer: Customer | null, kind: 'billing' | 'shipping', id: string | undefined, country: string): Address | undefined {
  if (!customer || !id) return undefined;
  return addressesOf(customer, kind).find((address) => address.id === id && address.country === country) as Address | undefined;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function toAddress(fields: Record<string, string | undefined>, country: string): Writable<AddressDraft> {
  const clean = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));
  return { ...clean, country };
}

async function saveAddresses(storefront: StorefrontContext, request: Request, submission: Submission<unknown>, value: SaveAddressesValue) {
  const { market, toggles } = storefront.request;
  const country = market.country;
  const cart = await requireCheckoutCart(storefront);
  const customer = await currentCustomer(storefront);
  const company = value.clientType === 'COMPANY';

  // Billing: a saved address of the customer, or the new one.
  const saved = customerAddress(customer, 'billing', value.billingAddressId, country);
  if (value.billingAddressId && !saved) return answer(submission, fieldError(400, 'billingAddressId', 'selectInvalid'));
  const billingBase: Writable<AddressDraft> = saved ? { ...saved } : toAddress({ ...value.billing }, country);
  if (!company) {
    delete billingBase.company;
    delete billingBase.department;
  }

  // The VAT ID (company buyers, stores with VAT validation): checked on submit, as without JavaScript.
  let vat: { vatNumber: string; valid: boolean; stored: string } | null = null;
  let vatStatus: VatStatus | null = null;
  if (company && value.vatNumber) {
    if (toggles.vatValidation) {
      const checked = await checkVatNumber(storefront, value.vatNumber, { signal: request.signal, cart });
      // A limit is said as a limit, with its wait; "Continue with Purchase" goes on GROSS meanwhile.
      if (checked.kind === 'limited' && !value.acceptGross) return vatLimited(submission, checked);
      vatStatus = checked.kind === 'checked' ? checked.status : { state: 'limited', vatNumber: checked.vatNumber };
      vat = { vatNumber: vatStatus.vatNumber, valid: vatStatus.state === 'valid', stored: checked.kind === 'checked' ? checked.stored : '' };
      if (vatStatus.state !== 'valid' && !value.acceptGross) {
        // Refused, and no longer NET: the summary beside the answer is gross already.
        const updated = await recordVatOnCart(storefront, cart, billingBase.company, vat);
        return answer(
          submission,
          { status: 400, formErrors: ['checkout:billingVatError'], fieldErrors: { 'billing.vatNumber': [`checkout:vat.${vatStatus.state}`] } },
          vatView(storefront, vatStatus, updated),
        );
      }
      if (vatStatus.state !== 'valid') emitCheckoutEvent(storefront, { type: 'vat-validation', outcome: 'failed-without-rate-change' });
    } else {
      vat = { vatNumber: vatNumberWithPrefix(country, value.vatNumber), valid: false, stored: '' };
    }
  }
  const billing: AddressDraft = { ...billingBase, custom: vatCustomFields(vat) };

  // Shipping: same as billing (without its id), a saved shipping address, or a different one.
  let shipping: AddressDraft;
  if (value.shippingType === 'SAVED_ADDRESS') {
    const savedShipping = customerAddress(customer, 'shipping', value.shippingAddressId, country);
    if (!savedShipping) return answer(submission, fieldError(400, 'shippingAddressId', 'selectInvalid'));
    shipping = { ...savedShipping };
  } else if (value.shippingType === 'DIFFERENT_FROM_BILLING' && value.shipping) {
    shipping = toAddress({ ...value.shipping }, country);
  } else {
    const { custom: _vat, ...withoutVat } = copyBillingToShipping(billing as AddressDraft & { id?: string });
    shipping = withoutVat;
  }

  // Spec §5 address validation: once per session, only where enabled (none by default).
  const headers = new Headers();
  if (storefront.services.addressValidation.enabledFor(country) && !wasAddressValidated(request)) {
    headers.append('Set-Cookie', addressValidatedCookie());
    const targets = value.shippingType === 'DIFFERENT_FROM_BILLING' ? [billing, shipping] : [billing];
    for (const target of targets) {
      const result = await storefront.services.addressValidation.validate(
        { country, city: target.city ?? '', street: [target.streetName, target.streetNumber].filter(Boolean).join(' '), postalCode: target.postalCode ?? '' },
        { signal: request.signal },
      );
      if (result.status === 'invalid') {
        storefront.commerce.client.logger.info({ failures: result.failures }, `address validation: ${result.error}`);
        const key = result.error === 'Error on verdict' ? 'checkout:addressVerdict' : 'checkout:addressComponents';
        return answer(submission, formError(400, key), undefined, headers);
      }
      if (result.status === 'unavailable') storefront.commerce.client.logger.warn({ reason: result.reason }, 'address validation unavailable; address taken as given');
    }
  }

  const email = customer?.email ?? value.email ?? cart.customerEmail ?? '';
  const ctx = storefront.commerce;
  const shopper = storefront.shopper.ids();
  let updated = await updateCart(ctx, shopper, [
    { action: 'setCustomerEmail', email },
    { action: 'setBillingAddress', address: billing },
    { action: 'setShippingAddress', address: shipping },
    { action: 'setLocale', locale: storefront.request.locale },
    ...keepCheckoutCart(cart),
  ]);
  updated = await syncCart(ctx, shopper, updated);
  updated = await syncTaxMode(storefront, updated);
  rememberCheckoutCart(storefront, updated);

  // Spec §6: signed-in customers may save the new addresses (the first becomes the default).
  if (customer && value.saveAddress) {
    const { custom: _custom, ...plainBilling } = billing;
    const additions: Array<['billing' | 'shipping', BaseAddress]> = [];
    if (!saved) additions.push(['billing', plainBilling]);
    if (value.shippingType === 'DIFFERENT_FROM_BILLING') additions.push(['shipping', shipping]);
    for (const [kind, address] of additions) {
      await addAddress(ctx, shopper, kind, address, { makeDefault: value.makeDefault || addressesOf(customer, kind).length === 0 }).catch((err: unknown) =>
        ctx.client.logger.warn({ err, kind }, 'checkout address not saved to the address book'),
      );
    }
  }

  emitCheckoutEvent(storefront, { type: 'checkout-step', step: CHECKOUT_STEPS.billing, cartId: updated.id, cartVersion: updated.version });
  for (const cookie of checkoutChoiceCookies({ clientType: value.clientType, cartId: updated.id, shippingType: value.shippingType })) headers.append('Set-Cookie', cookie);
  // A document load even with JavaScript: the payment page's own CSP (provider frames, wallets) holds only for a
  // document it served.
  return redirectDocumentAfterPost(CHECKOUT_PAYMENT_PATH, headers);
}
