import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { addressesSchema, paymentSchema, type CheckoutFormRules } from '~/checkout/schemas';
import { thankYouPaymentStatus } from '~/checkout/rules/payment-status';
import { checkoutErrorCode, CHECKOUT_ERROR_CODES } from '~/checkout/rules/checkout-errors';
import { netOf } from '~/checkout/net-prices';

/**
 * The addresses form's server-side rules (spec §4/§5, issue 11 item 2): one schema for both sides, the spec's
 * part errors ("Billing Address Error", "Billing vat validation error", "Shipping Address Error"), private
 * buyers' company fields cleared, and the small rules of the payment and thank-you pages.
 */
const SK: CheckoutFormRules = { country: 'SK', streetNumberValidation: true, guest: true };

const address = { firstName: 'Jana', lastName: 'Testerová', streetName: 'Obchodná', streetNumber: '12', postalCode: '811 06', city: 'Bratislava' };
const prefixed = (prefix: string, values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}.${name}`, value]));

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

function submit(values: Record<string, string>, rules: CheckoutFormRules = SK) {
  return parseWithZod(form(values), { schema: addressesSchema(rules) });
}

/** The errors of a refused submission (a successful one has none). */
function errorsOf(result: { status?: string; error?: Record<string, string[] | null> | null }) {
  return result.status === 'success' ? undefined : (result.error ?? undefined);
}

const base = { intent: 'save-addresses', email: 'jana@example.com', clientType: 'PRIVATE', shippingType: 'SAME_AS_BILLING', ...prefixed('billing', address) };

describe('addresses schema', () => {
  it('accepts a private guest shipping to the billing address', () => {
    const result = submit(base);
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.value).toMatchObject({ intent: 'save-addresses', clientType: 'PRIVATE', shippingType: 'SAME_AS_BILLING', billing: address, acceptGross: false });
  });

  it('takes a post without an intent for the save: the main button names none, so no text browser prints one (decision 143)', () => {
    const { intent: _intent, ...withoutIntent } = base;
    const result = submit(withoutIntent);
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.value).toMatchObject({ intent: 'save-addresses', clientType: 'PRIVATE', billing: address });
  });

  it('clears a private buyer\'s company, department and VAT number (spec §4/§5)', () => {
    const result = submit({ ...base, 'billing.company': 'Firma s.r.o.', 'billing.department': 'Nákup', 'billing.vatNumber': 'SK1234567890' });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.value).toMatchObject({ billing: { company: undefined, department: undefined }, vatNumber: undefined });
  });

  it('keeps a company buyer\'s company and VAT number, and requires the company name', () => {
    const ok = submit({ ...base, clientType: 'COMPANY', 'billing.company': 'Firma s.r.o.', 'billing.vatNumber': 'sk 1234567890' });
    expect(ok.status).toBe('success');
    if (ok.status === 'success') expect(ok.value).toMatchObject({ billing: { company: 'Firma s.r.o.' }, vatNumber: 'sk 1234567890' });
    const missing = submit({ ...base, clientType: 'COMPANY' });
    expect(missing.status).toBe('error');
    expect(errorsOf(missing)?.['billing.company']).toBeTruthy();
    expect(errorsOf(missing)?.['']).toContain('checkout:billingAddressError');
  });

  it('a wrong billing field names the part: Billing Address Error, and the field', () => {
    const result = submit({ ...base, 'billing.postalCode': '8110' });
    expect(result.status).toBe('error');
    expect(errorsOf(result)?.['']).toEqual(['checkout:billingAddressError']);
    expect(errorsOf(result)?.['billing.postalCode']).toBeTruthy();
  });

  it('a VAT number shorter than 2 characters after cleaning is a Billing vat validation error', () => {
    const result = submit({ ...base, clientType: 'COMPANY', 'billing.company': 'Firma s.r.o.', 'billing.vatNumber': 'SK' });
    expect(result.status).toBe('error');
    expect(errorsOf(result)?.['']).toContain('checkout:billingVatError');
    expect(errorsOf(result)?.['billing.vatNumber']).toEqual(['checkout:vatNumberTooShort']);
  });

  it('a different shipping address is checked on its own: Shipping Address Error', () => {
    const result = submit({ ...base, shippingType: 'DIFFERENT_FROM_BILLING', ...prefixed('shipping', { ...address, streetNumber: 'bez čísla' }) });
    expect(result.status).toBe('error');
    expect(errorsOf(result)?.['']).toEqual(['checkout:shippingAddressError']);
    expect(errorsOf(result)?.['shipping.streetNumber']).toBeTruthy();
  });

  it('shipping fields are ignored when shipping goes to the billing address', () => {
    const result = submit({ ...base, ...prefixed('shipping', { postalCode: 'nonsense' }) });
    expect(result.status).toBe('success');
  });

  it('a saved shipping address must be chosen when that type is chosen', () => {
    const result = submit({ ...base, shippingType: 'SAVED_ADDRESS' });
    expect(result.status).toBe('error');
    expect(errorsOf(result)?.shippingAddressId).toBeTruthy();
  });

  it('refuses < and > anywhere, naming them', () => {
    const result = submit({ ...base, 'billing.city': 'Bratislava <b>' });
    expect(result.status).toBe('error');
    expect(errorsOf(result)?.['billing.city']?.join(' ')).toContain('forbiddenCharacters');
  });

  it('"Continue with Purchase" is the same form going on with a GROSS invoice', () => {
    const result = submit({ ...base, intent: 'continue-gross' });
    expect(result.status).toBe('success');
    if (result.status === 'success') expect(result.value).toMatchObject({ intent: 'save-addresses', acceptGross: true });
  });

  it('"Validate my VAT ID" reads only the VAT number', () => {
    const result = submit({ intent: 'validate-vat', clientType: 'COMPANY', 'billing.vatNumber': 'SK1234567890' });
    expect(result.status).toBe('success');
    if (result.status === 'success') expect(result.value).toEqual({ intent: 'validate-vat', clientType: 'COMPANY', vatNumber: 'SK1234567890' });
  });

  it('a signed-in customer sends no e-mail address; a guest must', () => {
    const { email: _email, ...withoutEmail } = base;
    expect(submit(withoutEmail, { ...SK, guest: false }).status).toBe('success');
    expect(errorsOf(submit(withoutEmail))?.email).toBeTruthy();
  });

  it('an unknown intent or client type is refused', () => {
    expect(submit({ ...base, intent: 'delete-everything' }).status).toBe('error');
    expect(errorsOf(submit({ ...base, clientType: 'GOVERNMENT' }))?.clientType).toBeTruthy();
  });
});

describe('payment schema', () => {
  it('needs a method id of safe characters', () => {
    expect(parseWithZod(form({ intent: 'pay', method: 'scheme', shownTotal: '8799' }), { schema: paymentSchema }).status).toBe('success');
    expect(errorsOf(parseWithZod(form({ intent: 'pay' }), { schema: paymentSchema }))?.method).toEqual(['checkout:paymentMethodRequired']);
    expect(errorsOf(parseWithZod(form({ intent: 'pay', method: '../x' }), { schema: paymentSchema }))?.method).toEqual(['checkout:paymentMethodRequired']);
  });
});

describe('thank-you payment status (spec §4)', () => {
  it.each([
    [{ bankTransfer: true, multibanco: false, cashOnDelivery: false, settled: false }, 'in-progress'],
    [{ bankTransfer: false, multibanco: true, cashOnDelivery: false, settled: false }, 'in-progress'],
    [{ bankTransfer: false, multibanco: false, cashOnDelivery: true, settled: false }, 'on-delivery'],
    [{ bankTransfer: false, multibanco: false, cashOnDelivery: false, settled: true }, 'paid'],
    [{ bankTransfer: false, multibanco: false, cashOnDelivery: false, settled: false }, 'in-progress'],
    // Issue 36 item 9: once the money went back or the payment failed, the page stops saying "paid".
    [{ bankTransfer: false, multibanco: false, cashOnDelivery: false, settled: true, paymentState: 'CreditOwed', orderState: 'Cancelled' }, 'refunded'],
    [{ bankTransfer: false, multibanco: false, cashOnDelivery: false, settled: true, paymentState: 'CreditOwed', orderState: 'Open' }, 'partly-refunded'],
    [{ bankTransfer: false, multibanco: false, cashOnDelivery: false, settled: true, paymentState: 'BalanceDue', orderState: 'Cancelled' }, 'charged-back'],
    [{ bankTransfer: false, multibanco: true, cashOnDelivery: false, settled: false, paymentState: 'Failed', orderState: 'Cancelled' }, 'failed'],
    [{ bankTransfer: false, multibanco: false, cashOnDelivery: false, settled: true, paymentState: 'Paid', orderState: 'Open' }, 'paid'],
  ] as const)('%o → %s', (input, status) => {
    expect(thankYouPaymentStatus(input)).toBe(status);
  });
});

describe('card payment error codes (spec §8)', () => {
  it('knows the spec\'s codes and reads anything else as unknown', () => {
    for (const code of CHECKOUT_ERROR_CODES) expect(checkoutErrorCode(code)).toBe(code);
    expect(checkoutErrorCode('<script>')).toBe('unknown');
    expect(checkoutErrorCode(undefined)).toBe('unknown');
  });
});

describe('NET prices (decision 046)', () => {
  it('divides a gross amount by the rate it included, to the minor unit', () => {
    expect(netOf(12_300, { amount: 0.23, includedInPrice: true })).toBe(10_000);
    expect(netOf(8_799, { amount: 0.19, includedInPrice: true })).toBe(7_394);
    expect(netOf(5_000, { amount: 0.2, includedInPrice: false })).toBe(5_000);
    expect(netOf(5_000, undefined)).toBe(5_000);
  });
});
