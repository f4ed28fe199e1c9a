import { parseWithZod } from '@conform-to/zod';
import type { ZodTypeAny } from 'zod';
import { describe, expect, it } from 'vitest';
import { profileSchema, registerSchema, resetChangeSchema } from '~/account/schemas';
import { addressesSchema } from '~/checkout/schemas';
import { subscriptionSchema } from '~/newsletter/schema';
import { supportSchema } from '~/support/schema';

/**
 * Issue 23 item 9: every field's error on the first answer. An empty form (or one empty field beside a check
 * across fields) once answered with the first errors only, because zod runs an object's own checks only after
 * its fields passed; the rest showed on the next submit.
 */
function errorsOf(schema: ZodTypeAny, values: Record<string, string>): Record<string, string[] | null> {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  const result = parseWithZod(data, { schema });
  expect(result.status).toBe('error');
  return (result.reply().error ?? {}) as Record<string, string[] | null>;
}

describe('all errors on the first answer', () => {
  it('the checkout addresses step sent empty: the e-mail, every required billing field and the part error', () => {
    const errors = errorsOf(addressesSchema({ country: 'SK', streetNumberValidation: true, guest: true }), {
      intent: 'save-addresses', email: '', clientType: 'PRIVATE', shippingType: 'DIFFERENT_FROM_BILLING',
      'billing.firstName': '', 'billing.lastName': '', 'billing.streetName': '', 'billing.streetNumber': '', 'billing.postalCode': '', 'billing.city': '',
    });
    expect(errors.email).toEqual(['required']);
    for (const field of ['firstName', 'lastName', 'streetName', 'streetNumber', 'postalCode', 'city']) {
      expect(errors[`billing.${field}`], field).toEqual(['required']);
      expect(errors[`shipping.${field}`], `shipping ${field}`).toEqual(['required']);
    }
    expect(errors['']).toEqual(expect.arrayContaining(['checkout:billingAddressError', 'checkout:shippingAddressError']));
  });

  it('the checkout addresses step: a wrong e-mail and a missing client type do not hide the address', () => {
    const errors = errorsOf(addressesSchema({ country: 'SK', streetNumberValidation: true, guest: true }), {
      intent: 'save-addresses', email: 'not-an-address', shippingType: 'SAME_AS_BILLING', 'billing.firstName': 'Jana',
    });
    expect(errors.email).toEqual(['emailInvalid']);
    expect(errors.clientType).toEqual(['selectInvalid']);
    expect(errors['billing.city']).toEqual(['required']);
  });

  it('sign-up: a company without its name is told with the empty e-mail', () => {
    const errors = errorsOf(registerSchema, { email: '', password: 'secret123', firstName: 'Jana', lastName: 'Nová', customerType: 'COMPANY' });
    expect(errors.email).toEqual(['required']);
    expect(errors.companyName).toEqual(['required']);
  });

  it('password change and reset: passwords that differ are told with the other errors', () => {
    const reset = errorsOf(resetChangeSchema, { token: 'short', password: 'secret123', confirmPassword: 'secret124' });
    expect(reset.token).toEqual(['resetLinkInvalid']);
    expect(reset.confirmPassword).toEqual(['passwordsDiffer']);
    const change = errorsOf(profileSchema, { intent: 'change-password', currentPassword: '', password: 'secret123', confirmPassword: 'secret124' });
    expect(change.currentPassword).toEqual(['required']);
    expect(change.confirmPassword).toEqual(['passwordsDiffer']);
  });

  it('newsletter: the channel and the number it needs are told with the empty e-mail', () => {
    const errors = errorsOf(subscriptionSchema({ newsletterOptional: false }), { intent: 'subscribe', email: '', sms: 'on' });
    expect(errors.email).toEqual(['required']);
    expect(errors.newsletter).toEqual(['newsletterRequired']);
    expect(errors.phoneNumber).toEqual(['phoneRequired']);
  });

  it('support: the fields the sub-reason asks for are told with the empty contact fields', () => {
    const errors = errorsOf(supportSchema, { reason: 'order', subreason: 'deliveryAddress', contactName: '', customerEmail: '', subject: '', description: '' });
    for (const field of ['contactName', 'customerEmail', 'subject', 'description', 'orderNumber', 'phoneNumber']) expect(errors[field], field).toEqual(['required']);
  });

  it('a complete submission still passes, with the values the actions read', () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ email: 'jana@example.com', password: 'secret123', firstName: 'Jana', lastName: 'Nová', customerType: 'COMPANY', companyName: ' Firma ' })) data.append(name, value);
    const result = parseWithZod(data, { schema: registerSchema });
    expect(result.status).toBe('success');
    if (result.status === 'success') expect(result.value).toMatchObject({ email: 'jana@example.com', companyName: 'Firma', customerType: 'COMPANY' });
  });
});
