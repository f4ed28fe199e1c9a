// The product page loader against an in-process commercetools mock: slug rules (301, 404), critical
// data, streamed sections and the last-seen cookie, as the catch-all route receives them.
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { parseSetCookie } from 'cookie';
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductPage, productPageHeaders } from '~/catalog/product/product-page.server';
import { createCommerceClient, type CommerceClient, type CommerceLogger } from '~/commerce/client.server';
import { getMarket } from '~/markets';
import { createEmbeddedSearch } from '~/search/embedded/service.server';
import type { SearchService } from '~/search/service.server';
import { headMeta } from '~/seo/document-head';

const PROJECT_KEY = 'product-page-test';
const logs: { msg?: string }[] = [];
const logger: CommerceLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (_obj, msg) => void logs.push({ msg }),
  error: (_obj, msg) => void logs.push({ msg }),
};

let mock: CommercetoolsMock;
let client: CommerceClient;

async function seed(url: string) {
  const api = createCommerceClient({ projectKey: PROJECT_KEY, clientId: 'seed', clientSecret: 'secret', apiUrl: url, authUrl: url, logger }).apiRoot;
  const run = async <T>(request: { execute(): Promise<{ body: T }> }) => (await request.execute()).body;
  const text = { name: 'text' } as const;
  await run(api.productTypes().post({ body: { key: 'standard-product', name: 'tool', description: 'tools', attributes: [
    { name: 'brand', label: { en: 'Brand' }, isRequired: false, type: text },
    { name: 'enabledOnMarket', label: { en: 'Markets' }, isRequired: false, type: { name: 'set', elementType: text } },
    { name: 'techdetails', label: { en: 'Tech' }, isRequired: false, type: { name: 'ltext' } },
  ] } }));
  const tools = await run(api.categories().post({ body: { key: 'tools', name: { sk: 'Náradie' }, slug: { sk: 'naradie' }, orderHint: '0.1' } }));
  const sanders = await run(api.categories().post({ body: { key: 'sanders', name: { sk: 'Brúsky' }, slug: { sk: 'brusky' }, orderHint: '0.2', parent: { typeId: 'category', id: tools.id } } }));
  const product = (digits: string, name: string, category?: string) => ({
    key: `EX${digits}`,
    productType: { typeId: 'product-type' as const, key: 'standard-product' },
    name: { sk: name, cs: `${name} CZ` },
    slug: { sk: `bruska-${digits}`, cs: `bruska-cz-${digits}` },
    categories: category ? [{ typeId: 'category' as const, id: category }] : [],
    publish: true,
    masterVariant: {
      sku: `EX${digits}`,
      images: [{ url: `/__images/products/EX${digits}-1.svg`, dimensions: { w: 800, h: 800 } }],
      prices: [{ country: 'SK', value: { currencyCode: 'EUR', centAmount: 37599 } }],
      attributes: [
        { name: 'brand', value: 'Norvik' },
        { name: 'enabledOnMarket', value: ['sk-SK'] },
        { name: 'techdetails', value: { sk: '[{"label":"Príkon","value":"550 W"}]' } },
      ],
    },
  });
  await run(api.products().post({ body: product('10000123', 'Excentrická brúska', sanders.id) }));
  await run(api.products().post({ body: product('10000124', 'Uhlová brúska') }));
  await run(api.inventory().post({ body: { sku: 'EX10000123', quantityOnStock: 1 } }));
}

let search: SearchService;

beforeAll(async () => {
  mock = new CommercetoolsMock({ enableAuthentication: true, validateCredentials: false, defaultProjectKey: PROJECT_KEY });
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  const address = mock.app.server.address();
  if (!address || typeof address === 'string') throw new Error('mock has no port');
  const url = `http://127.0.0.1:${address.port}`;
  await seed(url);
  client = createCommerceClient({ projectKey: PROJECT_KEY, clientId: 'storefront', clientSecret: 'secret', apiUrl: url, authUrl: url, timeoutMs: 3000, logger });
  search = createEmbeddedSearch({ commerce: client });
});
afterAll(() => mock.app.close());

function args(path: string, cookie?: string): LoaderFunctionArgs {
  const market = getMarket('SK');
  const context = {
    storefront: {
      request: {
        market,
        language: 'sk',
        locale: 'sk-SK',
        basename: '/',
        toggles: { extraGuarantee: true, complementaryProducts: true },
        render: { bot: false, saveData: false, noScript: false, firstVisit: false },
        now: new Date('2026-11-22T10:00:00Z'),
      },
      shopper: { session: { get: () => ({}) } },
      shop: { storeDomains: {}, environment: 'local' },
      commerce: { client, store: { key: 'sk', country: 'SK', currency: 'EUR', language: 'sk', locale: 'sk-SK' } },
      services: { search },
    },
  } as unknown as AppLoadContext;
  const request = new Request(`http://sk.localhost:3000${path}`, { headers: cookie ? { cookie } : {} });
  return { request, context, params: { '*': path.slice(1) } };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

describe('loadProductPage', () => {
  it('leaves paths that are no product to the other pages', async () => {
    expect(await loadProductPage(args('/brusky/'), '/brusky/')).toBeNull();
  });

  it('leaves an unknown SKU to the catch-all (its 404 has the department and brand blocks; issue 38 item 8)', async () => {
    expect(await loadProductPage(args('/nieco-19999999/'), '/nieco-19999999/')).toBeNull();
  });

  it('redirects a wrong slug to the canonical one with 301, keeping the query', async () => {
    const response = await thrown(loadProductPage(args('/stary-nazov-10000123/?reviewsPage=2'), '/stary-nazov-10000123/'));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/bruska-10000123/?reviewsPage=2');
  });

  it('gives the critical data, stock included, at once and streams reviews and blocks', async () => {
    const page = await loadProductPage(args('/bruska-10000123/'), '/bruska-10000123/');
    expect(page).toMatchObject({
      sku: 'EX10000123',
      name: 'Excentrická brúska',
      brand: 'Norvik',
      price: { centAmount: 37599, currencyCode: 'EUR' },
      breadcrumb: [{ name: 'Náradie', path: '/naradie/' }, { name: 'Brúsky', path: '/brusky/' }],
      details: { techDetails: [{ label: 'Príkon', value: '550 W' }] },
      priceDisclaimer: true,
      sellable: true,
    });
    // One piece at 375.99 € lies between the SK low-stock boundaries (250 € / 1000 €).
    expect(page?.stock).toEqual({ status: 'in-stock', quantity: 1, buyInMonth: null });
    // Spec §5 allowed quantity: the one piece in stock, nothing in a cart.
    expect(page?.maxQuantity).toBe(1);
    await expect(page?.reviews).resolves.toEqual({ page: 1, pageCount: 1, total: 0, items: [] });
    expect(headMeta(page?.head)).toContainEqual({ title: 'Excentrická brúska | ProTools Direct' });
  });

  it('knows a product without stock is out of stock: nothing can be added, and when it can be bought again', async () => {
    const page = await loadProductPage(args('/bruska-10000124/'), '/bruska-10000124/');
    expect(page?.stock).toEqual({ status: 'out-of-stock', quantity: 0, buyInMonth: 'február 2027' });
    expect(page?.maxQuantity).toBe(0);
  });

  it('logs missing breadcrumbs', async () => {
    logs.length = 0;
    await loadProductPage(args('/bruska-10000124/'), '/bruska-10000124/');
    expect(logs.map((entry) => entry.msg)).toContain('Product breadcrumbs are missing.');
  });

  it('remembers the product in the last-seen cookie and shows the earlier ones', async () => {
    const first = args('/bruska-10000124/');
    await loadProductPage(first, '/bruska-10000124/');
    const headers = productPageHeaders(first.request, { 'Cache-Control': 'public, max-age=60' });
    expect(parseSetCookie(headers.get('set-cookie') ?? '')).toEqual({
      name: 'last_seen_sk-SK', value: 'EX10000124', path: '/', maxAge: 2_592_000, sameSite: 'lax', httpOnly: true,
    });
    expect(headers.get('cache-control')).toBe('private, no-cache');

    const second = args('/bruska-10000123/', 'last_seen_sk-SK=EX10000124');
    const page = await loadProductPage(second, '/bruska-10000123/');
    const lastSeen = await page?.lastSeen;
    expect(lastSeen?.map((card) => [card.sku, card.name, card.url])).toEqual([['EX10000124', 'Uhlová brúska', '/bruska-10000124/']]);
    expect(productPageHeaders(second.request, {}).get('set-cookie')).toMatch(/^last_seen_sk-SK=EX10000123\.EX10000124;/);

    // Viewing the newest again changes nothing: no cookie, the answer stays cacheable.
    const again = args('/bruska-10000123/', 'last_seen_sk-SK=EX10000123.EX10000124');
    await loadProductPage(again, '/bruska-10000123/');
    expect(productPageHeaders(again.request, { 'Cache-Control': 'public, max-age=60' }).get('cache-control')).toBe('public, max-age=60');
  });
});
