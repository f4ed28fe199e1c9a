import { describe, expect, it } from 'vitest';
import { createOrdersToken, ordersLink, ORDERS_TOKEN_TTL_SECONDS, verifyOrdersToken } from '~/account/orders-token.server';

const SECRET = 'portal-secret-portal-secret-portal-secret';

describe('my orders link token (spec §7)', () => {
  it('carries the e-mail and store, signed, until it expires', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = createOrdersToken(SECRET, { email: 'ann@example.com', store: 'sk' }, now);
    expect(verifyOrdersToken(SECRET, token, now)).toEqual({ email: 'ann@example.com', store: 'sk', expiresAt: now / 1000 + ORDERS_TOKEN_TTL_SECONDS });
    expect(verifyOrdersToken(SECRET, token, now + ORDERS_TOKEN_TTL_SECONDS * 1000)).toBeNull();
  });

  it('names the account alone while its address is unproven, and is no token without e-mail or account (issue 37 item 7)', () => {
    const now = Date.UTC(2026, 0, 1);
    const account = createOrdersToken(SECRET, { customerId: 'c-1', store: 'sk' }, now);
    expect(verifyOrdersToken(SECRET, account, now)).toEqual({ customerId: 'c-1', store: 'sk', expiresAt: now / 1000 + ORDERS_TOKEN_TTL_SECONDS });
    const proven = createOrdersToken(SECRET, { customerId: 'c-1', email: 'ann@example.com', store: 'sk' }, now);
    expect(verifyOrdersToken(SECRET, proven, now)).toMatchObject({ customerId: 'c-1', email: 'ann@example.com' });
    expect(verifyOrdersToken(SECRET, createOrdersToken(SECRET, { store: 'sk' }, now), now)).toBeNull();
  });

  it('refuses another secret, a changed e-mail and garbage', () => {
    const token = createOrdersToken(SECRET, { email: 'ann@example.com', store: 'sk' });
    expect(verifyOrdersToken('another-secret-another-secret-another', token)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: 'eve@example.com' })).toString('base64url');
    expect(verifyOrdersToken(SECRET, `${forged}.${signature}`)).toBeNull();
    for (const garbage of ['', 'abc', 'a.b.c', `${payload}.`, `.${signature}`]) expect(verifyOrdersToken(SECRET, garbage)).toBeNull();
  });

  it('is appended to the portal URL as a query parameter', () => {
    expect(ordersLink('https://orders.example/self-service', 'a.b')).toBe('https://orders.example/self-service?token=a.b');
    expect(ordersLink('https://orders.example/?shop=1', 'a.b')).toBe('https://orders.example/?shop=1&token=a.b');
  });
});
