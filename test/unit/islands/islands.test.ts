import type { AppLoadContext } from '@remix-run/node';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createLoadContextFactory, type LoadContextDeps } from '../../../server/load-context';
import { DEFAULT_SELLER, getMarket } from '~/markets';
import { noContentSecuritySources } from '~/lib/content-security';
import { islandData } from '~/islands/island-data';
import { clientPathOf, formPathOf, type IslandLink } from '~/islands/client-path';

/** The load context of one request to `url` as the shop's router hands it on (`.data` kept for single fetch). */
async function loadContextFor(url: string): Promise<AppLoadContext> {
  const deps = { session: { secrets: ['s'.repeat(32)], secure: false }, shop: { appVersion: 'test', storeDomains: {}, environment: 'local', seller: DEFAULT_SELLER } } as unknown as LoadContextDeps;
  const req = { originalUrl: url, headers: {}, get: () => undefined } as unknown as Request;
  const state = {
    cspNonce: 'n',
    contentSecurity: noContentSecuritySources(),
    shop: { host: 'sk.localhost', requestHost: 'sk.localhost', protocol: 'http' as const, render: { bot: false, saveData: false, noScript: false, firstVisit: true } },
    page: { kind: 'page' as const, market: getMarket('SK'), language: 'sk' as const, basename: '/', url },
  };
  const res = { locals: { state } } as unknown as Response;
  return createLoadContextFactory(deps)(req, res);
}

describe('document or data request (decision 074)', () => {
  it('a page path is a document; its single-fetch `.data` twin is not', async () => {
    expect((await loadContextFor('/elektricke-naradie/')).storefront.request.documentRequest).toBe(true);
    expect((await loadContextFor('/?sort=price')).storefront.request.documentRequest).toBe(true);
    expect((await loadContextFor('/elektricke-naradie.data?page=2')).storefront.request.documentRequest).toBe(false);
    expect((await loadContextFor('/_root.data')).storefront.request.documentRequest).toBe(false);
  });

  it("a document's island data goes to the server render, not into the loader data", async () => {
    const context = await loadContextFor('/');
    expect(islandData(context, 'footer', { columns: [] })).toBeUndefined();
    expect(context.storefront.request.islands.get('footer')).toEqual({ columns: [] });
  });

  it('a client-side navigation gets the data itself, and the holder stays empty', async () => {
    const context = await loadContextFor('/_root.data');
    expect(islandData(context, 'footer', { columns: [] })).toEqual({ columns: [] });
    expect(context.storefront.request.islands.size).toBe(0);
  });
});

describe("an island's links", () => {
  const link = (href: string, extra: Partial<IslandLink> = {}): IslandLink => ({ href, target: null, rel: null, download: false, ...extra });
  const page = 'http://sk.localhost:3000/elektricke-naradie/';

  it('navigate client-side to a path of the shop, query and hash kept', () => {
    expect(clientPathOf(link('/payment/'), '/', page)).toBe('/payment/');
    expect(clientPathOf(link('/search?query=vrtacka#results'), '/', page)).toBe('/search?query=vrtacka#results');
    expect(clientPathOf(link('http://sk.localhost:3000/payment/'), '/', page)).toBe('/payment/');
  });

  it('lose the language prefix, which the router puts back', () => {
    const frenchPage = 'http://ch.localhost:3000/fr/outils/';
    expect(clientPathOf(link('/fr/payment/'), '/fr', frenchPage)).toBe('/payment/');
    expect(clientPathOf(link('/fr'), '/fr', frenchPage)).toBe('/');
    // Another language of the store is another document (its own basename).
    expect(clientPathOf(link('/de/payment/'), '/fr', frenchPage)).toBeNull();
  });

  it('are left to the browser when they leave the shop, open elsewhere or download', () => {
    expect(clientPathOf(link('https://careers.protools-direct.com/'), '/', page)).toBeNull();
    expect(clientPathOf(link('/payment/', { target: '_blank' }), '/', page)).toBeNull();
    expect(clientPathOf(link('/terms.pdf', { download: true }), '/', page)).toBeNull();
    expect(clientPathOf(link('/payment/', { rel: 'nofollow external' }), '/', page)).toBeNull();
    expect(clientPathOf(link('#main'), '/', page)).toBeNull();
    expect(clientPathOf({ ...link(''), href: null }, '/', page)).toBeNull();
    expect(clientPathOf(link('/payment/', { target: '_self' }), '/', page)).toBe('/payment/');
  });
});

describe("an island's GET forms", () => {
  const page = 'http://sk.localhost:3000/elektricke-naradie/?page=3';
  const form = (action: string | null, extra: { method?: string | null; target?: string | null } = {}) => ({ action, method: 'get', target: null, ...extra });

  it('go to their action with their fields as the query, replacing the query the action or page had', () => {
    expect(formPathOf(form('/elektricke-naradie/?page=2'), [['sort', 'priceAsc'], ['hitsPerPage', '24']], '/', page)).toBe('/elektricke-naradie/?sort=priceAsc&hitsPerPage=24');
    expect(formPathOf(form('/search'), [['query', 'vŕtačka 18 V'], ['apply', '']], '/', page)).toBe('/search?query=v%C5%95ta%C4%8Dka+18+V&apply=');
    expect(formPathOf(form(null, { method: null }), [], '/', page)).toBe('/elektricke-naradie/');
  });

  it('lose the language prefix, which the router puts back', () => {
    expect(formPathOf(form('/fr/outils/'), [['priceMin', '10']], '/fr', 'http://ch.localhost:3000/fr/outils/')).toBe('/outils/?priceMin=10');
    expect(formPathOf(form('/de/outils/'), [], '/fr', 'http://ch.localhost:3000/fr/outils/')).toBeNull();
  });

  it('are left to the browser when they post, leave the shop or open elsewhere', () => {
    expect(formPathOf(form('/cart', { method: 'post' }), [], '/', page)).toBeNull();
    expect(formPathOf(form('https://example.com/'), [], '/', page)).toBeNull();
    expect(formPathOf(form('/search', { target: '_blank' }), [], '/', page)).toBeNull();
  });
});
