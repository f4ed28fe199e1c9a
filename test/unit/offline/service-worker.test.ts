// The service worker's program (decision 058), run in a sandbox with an in-memory Cache Storage: a new build
// replaces the old cache, assets come from the cache, pages from the network or, offline, the offline page
// in the language of the page asked for.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offlinePageHtml, serviceWorkerSource } from '~/offline/service-worker.server';

type Listener = (event: Record<string, unknown>) => void;

function sandbox(version: string, network: (url: string) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    const key = (request: Request | string) => (typeof request === 'string' ? request : request.url);
    return {
      match: async (request: Request | string) => entries.get(new URL(key(request), 'http://be.localhost').href)?.clone(),
      put: async (request: Request | string, response: Response) => void entries.set(new URL(key(request), 'http://be.localhost').href, response),
      add: async (url: string) => void entries.set(url, await network(url)),
      keys: async () => [...entries.keys()],
    };
  };
  const listeners = new Map<string, Listener>();
  const self = {
    location: { href: `http://be.localhost/sw.js?v=${version}`, origin: 'http://be.localhost' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  const caches = { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) };
  const fetch = (request: Request) => network(request.url);
  return { self, caches, fetch, stores, listeners };
}

const PAGES = [
  { prefix: '', language: 'nl', html: offlinePageHtml({ language: 'nl', siteName: 'ProTools Direct', title: 'Je bent offline', message: 'm', retry: 'r' }) },
  { prefix: '/fr', language: 'fr', html: offlinePageHtml({ language: 'fr', siteName: 'ProTools Direct', title: 'Vous êtes hors ligne', message: 'm', retry: 'r' }) },
];

function start(version: string, network: (url: string) => Promise<Response>, stores?: Map<string, Map<string, Response>>) {
  const world = sandbox(version, network);
  if (stores) for (const [name, entries] of stores) world.stores.set(name, entries);
  vm.runInNewContext(serviceWorkerSource(PAGES, 'nl'), { ...world, URL, Response, Request, console });
  const dispatch = async (type: string, init: Record<string, unknown> = {}) => {
    let answer: Promise<Response> | undefined;
    const pending: Promise<unknown>[] = [];
    world.listeners.get(type)?.({ ...init, respondWith: (value: Promise<Response>) => (answer = value), waitUntil: (value: Promise<unknown>) => pending.push(value) });
    await Promise.all(pending);
    return answer;
  };
  const get = (url: string, mode = 'no-cors') => dispatch('fetch', { request: { url, method: 'GET', mode } });
  return { ...world, dispatch, get };
}

const offline = async (url: string): Promise<Response> => {
  throw new TypeError(`Failed to fetch ${url}`);
};

describe('service worker', () => {
  it('caches hashed assets on first use and serves them from the cache after', async () => {
    let calls = 0;
    const worker = start('aaa', async () => (calls += 1, new Response('code')));
    expect(await (await worker.get('http://be.localhost/assets/root-1.js'))!.text()).toBe('code');
    expect(await (await worker.get('http://be.localhost/assets/root-1.js'))!.text()).toBe('code');
    expect(calls).toBe(1);
    // Images, data and other origins are left to the browser.
    expect(await worker.get('http://be.localhost/__images/x?w=240')).toBeUndefined();
    expect(await worker.get('http://cdn.example/assets/x.js')).toBeUndefined();
    expect(await worker.dispatch('fetch', { request: { url: 'http://be.localhost/checkout/cart', method: 'POST', mode: 'navigate' } })).toBeUndefined();
  });

  it('stores what a page reports, and a new build deletes the old cache', async () => {
    const old = start('aaa', async (url) => new Response(url));
    await old.dispatch('message', { data: { language: 'fr', urls: ['http://be.localhost/assets/a.js', 'http://be.localhost/locales/fr/common.json', 'http://be.localhost/__images/x'] } });
    expect([...old.stores.get('protools-aaa')!.keys()].sort()).toEqual([
      'http://be.localhost/__service-worker/last-language', 'http://be.localhost/assets/a.js', 'http://be.localhost/locales/fr/common.json',
    ]);
    const next = start('bbb', async (url) => new Response(url), old.stores);
    next.stores.set('someone-else', new Map());
    await next.dispatch('activate');
    expect([...next.stores.keys()].sort()).toEqual(['someone-else']);
  });

  it('answers pages from the network, and offline with the offline page of the page\'s language', async () => {
    const online = start('aaa', async () => new Response('<h1>Tuin</h1>'));
    expect(await (await online.get('http://be.localhost/tuin/', 'navigate'))!.text()).toBe('<h1>Tuin</h1>');

    const worker = start('aaa', offline);
    const french = (await worker.get('http://be.localhost/fr/jardin/', 'navigate'))!;
    expect(french.status).toBe(503);
    expect(await french.text()).toContain('<html lang="fr"><head>');
    expect(await (await worker.get('http://be.localhost/tuin/', 'navigate'))!.text()).toContain('Je bent offline');
    // An unprefixed page in the language the shopper last saw (a locale cookie can pick French there too).
    await worker.dispatch('message', { data: { language: 'fr', urls: [] } });
    expect(await (await worker.get('http://be.localhost/tuin/', 'navigate'))!.text()).toContain('Vous êtes hors ligne');
  });

  it('escapes the texts of the offline page', () => {
    expect(offlinePageHtml({ language: 'en', siteName: 'A & B', title: '<b>', message: 'm', retry: 'r' })).toContain('<h1>&lt;b&gt;</h1>');
  });
});
