import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order } from '@commercetools/platform-sdk';
import { standardTaxRateDrafts } from '../../../server/commerce-backend/pricing/tax-rates.ts';
import { apiClient, freePort, killHard, startBackend, tempDataDir, token } from './harness.ts';
import type { RunningBackend } from './harness.ts';

// The real process over plain HTTP: catalogue set-up, a priced cart, kill -9 and restart on the
// same data folder, order creation. Amounts are the hand-computed ones noted inline.

type Api = ReturnType<typeof apiClient>;

async function setUpCatalogue(api: Api) {
  const tax = await api<{ id: string }>('POST', '/tax-categories', { key: 'standard', name: 'standard', rates: standardTaxRateDrafts() });
  const zone = await api<{ id: string }>('POST', '/zones', { key: 'sk', name: 'SK', locations: [{ country: 'SK' }] });
  const parcel = await api<{ id: string }>('POST', '/shipping-methods', {
    key: 'parcel',
    name: 'parcel',
    isDefault: true,
    taxCategory: { typeId: 'tax-category', id: tax.body.id },
    zoneRates: [{ zone: { typeId: 'zone', id: zone.body.id }, shippingRates: [{ price: { currencyCode: 'EUR', centAmount: 195 }, freeAbove: { currencyCode: 'EUR', centAmount: 5900 } }] }],
  });
  const type = await api<{ id: string }>('POST', '/product-types', {
    key: 'tool',
    name: 'tool',
    description: 'tool',
    attributes: [{ name: 'volumeDiscountGroup', type: { name: 'text' }, label: { en: 'Volume group' }, isRequired: false, attributeConstraint: 'None', isSearchable: false }],
  });
  const productDraft = (key: string, sku: string, cents: number, attributes: unknown[] = []) => ({
    key,
    productType: { typeId: 'product-type', id: type.body.id },
    name: { en: key },
    slug: { en: key },
    taxCategory: { typeId: 'tax-category', id: tax.body.id },
    masterVariant: { sku, prices: [{ value: { currencyCode: 'EUR', centAmount: cents } }], attributes },
    publish: true,
  });
  await api('POST', '/products', productDraft('bits', 'IT-BITS', 1990, [{ name: 'volumeDiscountGroup', value: 'vdg-1' }]));
  await api('POST', '/products', productDraft('guarantee', '4100010', 500));
  await api('POST', '/cart-discounts', {
    key: 'volume-vdg-1-3',
    name: { en: '3+' },
    value: { type: 'relative', permyriad: 500 },
    cartPredicate: 'lineItemCount(attributes.volumeDiscountGroup = "vdg-1") >= 3',
    target: { type: 'lineItems', predicate: 'attributes.volumeDiscountGroup = "vdg-1"' },
    sortOrder: '0.3',
    isActive: true,
    requiresDiscountCode: false,
    stackingMode: 'StopAfterThisDiscount',
  });
  const codeDiscount = await api<{ id: string }>('POST', '/cart-discounts', {
    key: 'code-10',
    name: { en: '10 %' },
    value: { type: 'relative', permyriad: 1000 },
    cartPredicate: 'true',
    target: { type: 'lineItems', predicate: 'attributes.volumeDiscountGroup = "vdg-1"' },
    sortOrder: '0.9',
    isActive: true,
    requiresDiscountCode: true,
  });
  const ref = [{ typeId: 'cart-discount', id: codeDiscount.body.id }];
  await api('POST', '/discount-codes', { code: 'IT10', cartDiscounts: ref, isActive: true });
  await api('POST', '/discount-codes', { code: 'ITOLD', cartDiscounts: ref, isActive: true, validUntil: '2020-01-01T00:00:00.000Z' });
  await api('POST', '/types', {
    key: 'line-item-parent',
    name: { en: 'parent' },
    resourceTypeIds: ['line-item'],
    fieldDefinitions: [{ name: 'parentSku', type: { name: 'String' }, required: false, label: { en: 'parent' }, inputHint: 'SingleLine' }],
  });
  return { parcelId: parcel.body.id };
}

describe('embedded commerce backend process', () => {
  const dataDir = tempDataDir();
  let backend: RunningBackend;
  let api: Api;
  let accessToken: string;
  let parcelId: string;

  beforeAll(async () => {
    backend = await startBackend(dataDir, await freePort());
    accessToken = ((await (await token(backend.url)).json()) as { access_token: string }).access_token;
    api = apiClient(backend.url, accessToken);
    ({ parcelId } = await setUpCatalogue(api));
  });

  const update = async (cart: Cart, ...actions: unknown[]) => api<Cart>('POST', `/carts/${cart.id}`, { version: cart.version, actions });

  afterAll(async () => {
    if (backend) await killHard(backend);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks client credentials, the project and refuses /me', async () => {
    expect((await token(backend.url, 'someone:else')).status).toBe(401);
    const otherProject = await fetch(`${backend.url}/another-project/carts`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(otherProject.status).toBe(403);
    expect((await api('GET', '/me/active-cart')).status).toBe(403);
    expect((await fetch(`${backend.url}/it-project/carts`)).status).toBe(401);
  });

  it('issues password and anonymous tokens and keeps a customer draft\'s group', async () => {
    const group = await api<{ id: string }>('POST', '/customer-groups', { key: 'tier-2', groupName: 'tier-2' });
    const customer = await api<{ customer: { id: string; customerGroup?: { id: string } } }>('POST', '/customers', {
      email: 'tier2@example.com', password: 'secret-1', customerGroup: { typeId: 'customer-group', key: 'tier-2' },
    });
    expect(customer.status).toBe(201);
    expect(customer.body.customer.customerGroup?.id).toBe(group.body.id);

    const form = (fields: Record<string, string>, auth = 'protools-local-client:protools-local-secret') => ({
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const password = await fetch(`${backend.url}/oauth/it-project/customers/token`, form({ grant_type: 'password', username: 'Tier2@Example.com', password: 'secret-1' }));
    expect(password.status).toBe(200);
    expect(((await password.json()) as { scope: string }).scope).toContain(`customer_id:${customer.body.customer.id}`);
    expect((await fetch(`${backend.url}/oauth/it-project/customers/token`, form({ grant_type: 'password', username: 'tier2@example.com', password: 'wrong' }))).status).toBe(400);
    expect((await fetch(`${backend.url}/oauth/it-project/customers/token`, form({ grant_type: 'password', username: 'x" or "1"="1', password: 'wrong' }))).status).toBe(400);
    const anonymous = await fetch(`${backend.url}/oauth/it-project/anonymous/token`, form({ grant_type: 'client_credentials' }));
    expect(((await anonymous.json()) as { scope: string }).scope).toContain('anonymous_id:');
    expect((await fetch(`${backend.url}/oauth/it-project/anonymous/token`, form({ grant_type: 'client_credentials' }, 'a:b'))).status).toBe(401);
    expect((await fetch(`${backend.url}/oauth/other/anonymous/token`, form({ grant_type: 'client_credentials' }))).status).toBe(400);
    expect((await fetch(`${backend.url}/oauth/token`, form({ grant_type: 'client_credentials', scope: 'manage_project:other' }))).status).toBe(400);
  });

  it('prices a cart, survives kill -9, and flips the cart to Ordered', async () => {
    const created = await api<Cart>('POST', '/carts', { currency: 'EUR', country: 'SK', shippingAddress: { country: 'SK' } });
    expect(created.status).toBe(201);

    let cart = (await update(created.body, { action: 'addLineItem', sku: 'IT-BITS', quantity: 1 }, { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: parcelId } })).body;
    // 19.90 + 1.95 shipping; VAT 23 %: 372 + 36.
    expect(cart.totalPrice).toEqual({ type: 'centPrecision', centAmount: 2185, currencyCode: 'EUR', fractionDigits: 2 });
    expect(cart.lineItems[0].taxRate).toMatchObject({ amount: 0.23, country: 'SK' });
    expect(cart.taxedPrice).toMatchObject({ totalGross: { centAmount: 2185 }, totalTax: { centAmount: 408 } });

    cart = (await update(cart, { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0].id, quantity: 3 })).body;
    // Volume 5 %: 1990 − 100 = 1890; 3 × 1890 = 5670 < 59.00, so shipping stays: 5865.
    expect(cart.lineItems[0].discountedPricePerQuantity[0]).toMatchObject({ quantity: 3, discountedPrice: { value: { centAmount: 1890 } } });
    expect(cart.shippingInfo?.price.centAmount).toBe(195);
    expect(cart.totalPrice.centAmount).toBe(5865);

    const expired = await update(cart, { action: 'addDiscountCode', code: 'ITOLD' });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ errors: [{ code: 'DiscountCodeNonApplicable', reason: 'NotValid' }] });
    expect((await update(cart, { action: 'addDiscountCode', code: 'x"y' })).status).toBe(400);

    cart = (await update(cart, { action: 'addDiscountCode', code: 'IT10' })).body;
    // Code first (sortOrder 0.9): 1990 − 199 = 1791; then volume: 1791 × 5 % = 89.55 → 90 → 1701; 3 × 1701 + 195.
    expect(cart.discountCodes[0].state).toBe('MatchesCart');
    expect(cart.totalPrice.centAmount).toBe(3 * 1701 + 195);

    cart = (await update(cart, { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0].id, quantity: 4 })).body;
    // 4 × 1701 = 6804 ≥ 59.00: freeAbove is re-applied without setting the method again.
    expect(cart.shippingInfo?.price.centAmount).toBe(0);
    expect(cart.totalPrice.centAmount).toBe(6804);

    // Extra guarantees: one line per parent SKU, the same parent merges.
    const guarantee = (parentSku: string) => ({ action: 'addLineItem', sku: '4100010', custom: { type: { typeId: 'type', key: 'line-item-parent' }, fields: { parentSku } } });
    cart = (await update(cart, guarantee('IT-BITS'), guarantee('OTHER'), guarantee('IT-BITS'))).body;
    const guarantees = cart.lineItems.filter((item) => item.variant.sku === '4100010');
    expect(guarantees.map((item) => [item.custom?.fields.parentSku, item.quantity])).toEqual([['IT-BITS', 2], ['OTHER', 1]]);
    expect(cart.totalPrice.centAmount).toBe(6804 + 3 * 500);

    await killHard(backend);
    backend = await startBackend(dataDir, Number(new URL(backend.url).port));
    // The token from before the crash still works: tokens are stored with the data.
    const reread = await api<Cart>('GET', `/carts/${cart.id}`);
    expect(reread.status).toBe(200);
    expect(reread.body).toEqual(cart);

    const stale = await api('POST', '/orders', { cart: { typeId: 'cart', id: cart.id }, version: cart.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errors: [{ code: 'ConcurrentModification', currentVersion: cart.version }] });
    const order = await api<Order>('POST', '/orders', { cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber: 'IT-1' });
    expect(order.status).toBe(201);
    expect(order.body.totalPrice.centAmount).toBe(cart.totalPrice.centAmount);
    const ordered = await api<Cart>('GET', `/carts/${cart.id}`);
    expect(ordered.body.cartState).toBe('Ordered');
    expect((await api('POST', '/orders', { cart: { typeId: 'cart', id: cart.id }, version: ordered.body.version })).status).toBe(400);
  });

  it('switches a cart to NET (external 0 %) and back to platform VAT', async () => {
    const zero = { name: 'Reverse charge', amount: 0, country: 'SK', includedInPrice: false };
    let cart = (await api<Cart>('POST', '/carts', { currency: 'EUR', country: 'SK', shippingAddress: { country: 'SK' } })).body;
    cart = (await update(cart, { action: 'addLineItem', sku: 'IT-BITS', quantity: 1 }, { action: 'setShippingMethod', shippingMethod: { typeId: 'shipping-method', id: parcelId } })).body;
    expect(cart.taxedPrice?.totalTax?.centAmount).toBe(408);
    const net = await update(cart,
      { action: 'changeTaxMode', taxMode: 'External' },
      { action: 'setLineItemTaxRate', lineItemId: cart.lineItems[0].id, externalTaxRate: zero },
      { action: 'setShippingMethodTaxRate', externalTaxRate: zero });
    expect(net.status).toBe(200);
    expect(net.body.taxMode).toBe('External');
    expect(net.body.taxedPrice).toMatchObject({ totalNet: { centAmount: 2185 }, totalGross: { centAmount: 2185 }, totalTax: { centAmount: 0 }, taxPortions: [{ rate: 0, name: 'Reverse charge' }] });
    const gross = (await update(net.body, { action: 'changeTaxMode', taxMode: 'Platform' })).body;
    expect(gross.lineItems[0].taxRate).toMatchObject({ amount: 0.23 });
    expect(gross.taxedPrice?.totalTax?.centAmount).toBe(408);
  });

  it('keeps a custom shipping rate\'s free threshold and prices it on every change, as commercetools does (decision 119)', async () => {
    const zero = { name: 'Reverse charge', amount: 0, country: 'SK', includedInPrice: false };
    let cart = (await api<Cart>('POST', '/carts', { currency: 'EUR', country: 'SK', shippingAddress: { country: 'SK' } })).body;
    cart = (await update(cart, { action: 'addLineItem', sku: 'IT-BITS', quantity: 2 })).body;
    cart = (await update(cart,
      { action: 'changeTaxMode', taxMode: 'External' },
      { action: 'setLineItemPrice', lineItemId: cart.lineItems[0].id, externalPrice: { currencyCode: 'EUR', centAmount: 1618 } },
      { action: 'setLineItemTaxRate', lineItemId: cart.lineItems[0].id, externalTaxRate: zero },
      // The net equivalents of 1.95 € and 59 € at 23 %.
      { action: 'setCustomShippingMethod', shippingMethodName: 'parcel', shippingRate: { price: { currencyCode: 'EUR', centAmount: 159 }, freeAbove: { currencyCode: 'EUR', centAmount: 4797 } }, externalTaxRate: zero },
    )).body;
    expect(cart.shippingInfo?.shippingRate.freeAbove?.centAmount).toBe(4797);
    // 32.36 € of net goods: shipping costs its net fee.
    expect(cart.shippingInfo?.price.centAmount).toBe(159);
    cart = (await update(cart, { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0].id, quantity: 3 })).body;
    // 48.54 € (less the volume discount: 46.11 €) is still below; 4 pieces (61.48 €) are above.
    expect(cart.shippingInfo?.price.centAmount).toBe(159);
    cart = (await update(cart, { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0].id, quantity: 4 })).body;
    expect(cart.shippingInfo?.price.centAmount).toBe(0);
    expect(cart.totalPrice.centAmount).toBe(cart.lineItems[0].totalPrice.centAmount);
  });

  // The backend's own time (opening the store), not the spawn: the harness starts it through a TypeScript
  // loader, and other test files share the cores, so the wall time from spawn says little about a reopen.
  it('reopens an existing store in under 3 s', () => {
    expect(backend.readyMs).toBeLessThan(3000);
  });
});
