import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { addressSchema, loginSchema, profileSchema, registerSchema, resetChangeSchema, reviewSchema } from '~/account/schemas';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> | null }): Record<string, string[] | null | undefined> =>
  result.status === 'success' ? {} : result.error ?? {};

describe('account form schemas (the same on both sides)', () => {
  const register = { email: 'a@example.com', password: 'Tools-2026', firstName: 'Ann', lastName: 'Lee', customerType: 'PRIVATE' };

  it('spec §5 password rule: one letter and one number, its message verbatim key; new passwords need 8 characters', () => {
    expect(errorsOf(parseWithZod(form({ ...register, password: 'onlyletters' }), { schema: registerSchema })).password).toEqual(['passwordRule']);
    expect(errorsOf(parseWithZod(form({ ...register, password: '12345678' }), { schema: registerSchema })).password).toEqual(['passwordRule']);
    expect(errorsOf(parseWithZod(form({ ...register, password: 'ab1' }), { schema: registerSchema })).password?.[0]).toBe('passwordTooShort|{"min":8}');
    expect(parseWithZod(form(register), { schema: registerSchema }).status).toBe('success');
    // Letters and digits of any script count.
    expect(parseWithZod(form({ ...register, password: 'Žluťoučký٣' }), { schema: registerSchema }).status).toBe('success');
  });

  it('spec §5 noForbiddenCharacters: < and > are refused and named', () => {
    expect(errorsOf(parseWithZod(form({ ...register, firstName: '<script>' }), { schema: registerSchema })).firstName).toEqual([
      'forbiddenCharacters|{"characters":"< >"}',
    ]);
    expect(errorsOf(parseWithZod(form({ ...register, lastName: 'a>b' }), { schema: registerSchema })).lastName).toEqual(['forbiddenCharacters|{"characters":">"}']);
  });

  it('company customers give a company name; the customer type is PRIVATE or COMPANY only', () => {
    expect(errorsOf(parseWithZod(form({ ...register, customerType: 'COMPANY' }), { schema: registerSchema })).companyName).toEqual(['required']);
    expect(parseWithZod(form({ ...register, customerType: 'COMPANY', companyName: 'Acme' }), { schema: registerSchema }).status).toBe('success');
    expect(errorsOf(parseWithZod(form({ ...register, customerType: 'ADMIN' }), { schema: registerSchema })).customerType).toEqual(['selectInvalid']);
  });

  it('over-long values are refused with the limit', () => {
    expect(errorsOf(parseWithZod(form({ ...register, firstName: 'x'.repeat(51) }), { schema: registerSchema })).firstName).toEqual(['tooLong|{"max":50}']);
    expect(errorsOf(parseWithZod(form({ email: `${'a'.repeat(250)}@example.com`, password: 'x' }), { schema: loginSchema })).email?.[0]).toMatch(/^tooLong/);
  });

  it('a sign-in password is not judged by the rules (accounts may predate them)', () => {
    expect(parseWithZod(form({ email: 'a@example.com', password: 'old' }), { schema: loginSchema }).status).toBe('success');
  });

  it('the reset form needs a token of ours and two equal passwords', () => {
    const ok = { token: 'a'.repeat(43), password: 'Tools-2026', confirmPassword: 'Tools-2026' };
    expect(parseWithZod(form(ok), { schema: resetChangeSchema }).status).toBe('success');
    expect(errorsOf(parseWithZod(form({ ...ok, confirmPassword: 'Tools-2027' }), { schema: resetChangeSchema })).confirmPassword).toEqual(['passwordsDiffer']);
    expect(errorsOf(parseWithZod(form({ ...ok, token: '<x>' }), { schema: resetChangeSchema })).token).toEqual(['resetLinkInvalid']);
  });

  it('the profile page tells its two forms apart by intent; a date of birth is a past date', () => {
    const profile = { intent: 'update-profile', firstName: 'Ann', lastName: 'Lee', email: 'a@example.com', customerType: 'COMPANY' };
    expect(parseWithZod(form({ ...profile, dateOfBirth: '1985-04-12' }), { schema: profileSchema }).status).toBe('success');
    for (const date of ['2999-01-01', '1985-02-30', '12.04.1985', '1850-01-01']) {
      expect(errorsOf(parseWithZod(form({ ...profile, dateOfBirth: date }), { schema: profileSchema })).dateOfBirth).toEqual(['dateInvalid']);
    }
    const password = { intent: 'change-password', currentPassword: 'x', password: 'Tools-2026', confirmPassword: 'Tools-2025' };
    expect(errorsOf(parseWithZod(form(password), { schema: profileSchema })).confirmPassword).toEqual(['passwordsDiffer']);
    expect(parseWithZod(form({ ...password, intent: 'drop-tables' }), { schema: profileSchema }).status).toBe('error');
  });

  it('addresses follow the checkout rules of the store: postal code, street number with a digit (not in CZ, PL, RO), phone', () => {
    const address = { intent: 'add-address', firstName: 'Ann', lastName: 'Lee', streetName: 'Main', streetNumber: '12', postalCode: '811 06', city: 'Bratislava' };
    const sk = addressSchema({ country: 'SK', streetNumberValidation: true });
    expect(parseWithZod(form(address), { schema: sk }).status).toBe('success');
    expect(errorsOf(parseWithZod(form({ ...address, postalCode: '8110' }), { schema: sk })).postalCode).toEqual(['postalCode']);
    expect(errorsOf(parseWithZod(form({ ...address, streetNumber: 'B' }), { schema: sk })).streetNumber).toEqual(['streetNumber']);
    const cz = addressSchema({ country: 'CZ', streetNumberValidation: false });
    expect(parseWithZod(form({ ...address, postalCode: '120 00', streetNumber: 'B' }), { schema: cz }).status).toBe('success');
    expect(parseWithZod(form({ ...address, phone: '+421 902 123 456' }), { schema: sk }).status).toBe('success');
    expect(errorsOf(parseWithZod(form({ ...address, phone: '12 34' }), { schema: sk })).phone).toEqual(['phone']);
    expect(errorsOf(parseWithZod(form({ intent: 'delete-address', addressId: '../x' }), { schema: sk })).addressId).toEqual(['addressNotFound']);
  });

  it('a review has a SKU, 1 to 5 stars, a text, and the consent where the store asks for it (CZ)', () => {
    const review = { intent: 'add-review', sku: 'EX10000205', rating: '4', text: 'Solid light.' };
    expect(parseWithZod(form(review), { schema: reviewSchema({ consentRequired: false }) }).status).toBe('success');
    expect(errorsOf(parseWithZod(form(review), { schema: reviewSchema({ consentRequired: true }) })).consent).toEqual(['consentRequired']);
    expect(parseWithZod(form({ ...review, consent: 'on' }), { schema: reviewSchema({ consentRequired: true }) }).status).toBe('success');
    for (const rating of ['0', '6', '4.5', 'five']) {
      expect(errorsOf(parseWithZod(form({ ...review, rating }), { schema: reviewSchema({ consentRequired: false }) })).rating).toEqual(['ratingRequired']);
    }
  });
});
