import { describe, expect, it } from 'vitest';
import { displayedOrderNumber, profileOf } from '~/account/server/customer-view.server';

describe('account views', () => {
  it('shows the order number itself, in every store (decision 123: Czech numbers have no NS to drop)', () => {
    expect(displayedOrderNumber({ orderNumber: 'NS260101123456', id: 'x' })).toBe('NS260101123456');
    expect(displayedOrderNumber({ orderNumber: '260101123456', id: 'x' })).toBe('260101123456');
    expect(displayedOrderNumber({ orderNumber: undefined, id: 'abc12345-0000' })).toBe('abc12345');
  });

  it('a profile never carries the password hash; the stored lower-case type reads as PRIVATE or COMPANY', () => {
    const profile = profileOf({
      id: 'c1', version: 1, email: 'a@example.com', password: 'scrypt$16384$8$1$x$y', firstName: 'A', lastName: 'B',
      addresses: [], isEmailVerified: true, authenticationMode: 'Password', stores: [], createdAt: '', lastModifiedAt: '',
      custom: { type: { typeId: 'type', id: 't' }, fields: { customerType: 'company', newsletter: true } },
    } as never);
    expect(profile).toEqual({
      firstName: 'A', lastName: 'B', email: 'a@example.com', dateOfBirth: '', customerType: 'COMPANY', companyName: '', newsletter: true, hasPassword: true, emailVerified: true,
    });
    expect(JSON.stringify(profile)).not.toContain('scrypt');
  });
});
