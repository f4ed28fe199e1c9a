export { offlinePageHtml } from './offline-page.server';

// The store's service worker (spec §7; decision 058). Its cache is named after the build, so a new build's
// activation deletes older caches; hashed assets cache first, translations stale-while-revalidate, pages from the
// network with the offline page in the page's language when it is gone.
export interface OfflinePage {
  /** '' for the default language, '/fr' for a prefixed one. */
  prefix: string;
  language: string;
  html: string;
}

/** The worker's source: a fixed program, with the store's offline pages as JSON data. */
export function serviceWorkerSource(pages: OfflinePage[], defaultLanguage: string): string {
  const data = JSON.stringify({ pages, defaultLanguage }).replaceAll('<', '\\u003c');
  return `'use strict';
const STORE = ${data};
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'protools-';
const CACHE = PREFIX + VERSION;
const LAST_LANGUAGE = '/__service-worker/last-language';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

const sameOrigin = (url) => url.origin === self.location.origin;
const cacheable = (url) => sameOrigin(url) && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/locales/'));

// A page tells what it loaded (its scripts and translations) and its language.
self.addEventListener('message', (event) => {
  const { urls, language } = event.data || {};
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    if (typeof language === 'string') await cache.put(LAST_LANGUAGE, new Response(language));
    const wanted = (Array.isArray(urls) ? urls : []).map((url) => new URL(url, self.location.href)).filter(cacheable);
    for (const url of wanted) if (!(await cache.match(url.href))) await cache.add(url.href).catch(() => undefined);
  })());
});

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (hit) {
    event.waitUntil(fresh.catch(() => undefined));
    return hit;
  }
  return fresh;
}

async function offlinePage(url) {
  const segment = url.pathname.split('/')[1] || '';
  let page = STORE.pages.find((candidate) => candidate.prefix !== '' && candidate.prefix === '/' + segment);
  if (!page) {
    const last = await (await caches.open(CACHE)).match(LAST_LANGUAGE);
    const language = last ? await last.text() : STORE.defaultLanguage;
    page = STORE.pages.find((candidate) => candidate.language === language) || STORE.pages.find((candidate) => candidate.prefix === '');
  }
  return new Response(page.html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage(url)));
  } else if (cacheable(url)) {
    event.respondWith(url.pathname.startsWith('/assets/') ? fromCacheFirst(request) : staleWhileRevalidate(event));
  }
});
`;
}
