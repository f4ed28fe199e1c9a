import { describe, expect, it } from 'vitest';
import type { CommerceClient } from '~/commerce/client.server';
import { commerceForHost } from '../../../server/cart-channel/commerce-for';

const client = {} as CommerceClient;

describe('commerceForHost', () => {
  it('picks the store of the handshake host, as page requests do', () => {
    const forHost = commerceForHost(client, { CZ: 'shop.cz' });
    expect(forHost('cz.localhost:3000')).toEqual({ client, store: { key: 'cz', country: 'CZ', currency: 'CZK', language: 'cs', locale: 'cs-CZ' } });
    expect(forHost('www.shop.cz:2087').store.key).toBe('cz');
    expect(forHost('ch.localhost').store).toMatchObject({ key: 'ch', currency: 'CHF', language: 'de', locale: 'de-CH' });
  });

  it('gives unknown or garbage hosts the default store (SK)', () => {
    const forHost = commerceForHost(client);
    for (const host of ['', 'evil.example', '127.0.0.1:3000', 'xx.localhost']) expect(forHost(host).store.key).toBe('sk');
  });
});
