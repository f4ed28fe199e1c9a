// The request path (decision 153) end to end through the shop's Express app, with a two-route Remix build in place
// of the shop's: the order of its steps, the headers the finishing step leaves (Vary once per field, the CSP
// written once) and the page cache's choice read from the handle of the route Remix matched (decision 164).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenLocally } from '../../listen';
import { DEFAULT_SELLER } from '~/markets';
import { createServerApp } from '../../../server/app';
import { createDocumentCache } from '../../../server/document-cache';
import { createRateLimiters, type RateLimiters } from '../../../server/edge/rate-limits';

const PROBE_KEY = 'request-path-probe-key-0123456789abcdef';
const BODY = `<!DOCTYPE html><html><body>${'page '.repeat(600)}</body></html>`;
let renders = 0;

/** A build of a root and two pages: one keeps its documents (its handle), the other does not. */
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers, _context: unknown, loadContext: AppLoadContext) => {
        renders += 1;
        // As the shop's route and document entry name them: the route's fields, then the entry's again.
        headers.set('Vary', 'Cookie, Save-Data, ECT');
        headers.append('Vary', 'Save-Data, ECT');
        headers.set('Content-Type', 'text/html; charset=utf-8');
        return new Response(BODY.replace('<body>', `<body data-store="${loadContext.storefront.request.market.country}">`), { status, headers });
      },
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null, loader: () => null } },
    'routes/kept': { id: 'routes/kept', parentId: 'root', path: 'kept', module: { default: () => null, loader: () => null, handle: { sharedDocument: true } } },
    'routes/own': { id: 'routes/own', parentId: 'root', path: 'own', module: { default: () => null, loader: () => null } },
  },
  assets: { version: '1', url: '/manifest.js', entry: { module: '/entry.js', imports: [] }, routes: Object.fromEntries(['root', 'routes/kept', 'routes/own'].map((id) => [id, { id, parentId: id === 'root' ? undefined : 'root', path: id === 'root' ? '' : id.slice('routes/'.length), module: `/${id}.js`, hasLoader: true, hasAction: false, hasCatchBoundary: false, hasErrorBoundary: false }])) },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  isSpaMode: false,
  mode: 'production',
  basename: '/',
} as unknown as ServerBuild;

const unused = new Proxy({}, { get: () => undefined });
let rateLimiters: RateLimiters;
let server: Awaited<ReturnType<typeof listenLocally>>;
let policyWrites = 0;
// The client folder of a build: its public files (a file and a folder) beside the hashed assets.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-path-client-'));
fs.writeFileSync(path.join(clientDir, 'favicon.ico'), 'icon');
fs.mkdirSync(path.join(clientDir, 'images/payment'), { recursive: true });
fs.writeFileSync(path.join(clientDir, 'images/payment/card.svg'), '<svg/>');

beforeAll(async () => {
  rateLimiters = await createRateLimiters({});
  const app = createServerApp({
    logger: pino({ level: 'silent' }),
    getBuild: async () => build,
    documentCache: createDocumentCache({ ttlMs: 60_000, probeKey: PROBE_KEY }),
    clientDir,
    localesDir: '/nonexistent',
    mode: 'production',
    localAssets: false,
    noScriptBeacon: { path: '/__no-script', cookie: 'no_script' },
    trustProxy: false,
    port: 3000,
    hsts: false,
    rateLimiters,
    shop: { storeDomains: {}, environment: 'local', appVersion: 'test', isBackendHealthy: () => true, seller: DEFAULT_SELLER },
    services: { search: unused, cms: unused, mailer: unused, social: {}, ordersPortal: { url: 'https://orders.example', secret: 's' }, payments: unused, vatCheck: unused, addressValidation: unused } as never,
    commerceClient: unused as never,
    session: { secrets: ['s'.repeat(32)], secure: false },
  });
  server = await listenLocally((req, res) => {
    // Counts every time the policy is written on a response, whoever writes it.
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (name.toLowerCase() === 'content-security-policy') policyWrites += 1;
      return setHeader(name, value);
    };
    app(req, res);
  });
});
afterAll(async () => {
  await server.close();
  await rateLimiters.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders };

function ask(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, path, method: options.method ?? 'GET', headers: { host: 'gb.localhost:3000', 'accept-encoding': 'gzip', 'x-cache-probe': PROBE_KEY, ...options.headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('the request path (decision 153)', () => {
  it('serves the public files, and a page without asking the disk for a file of its name', async () => {
    expect((await ask('/favicon.ico')).status).toBe(200);
    const picture = await ask('/images/payment/card.svg');
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect((await ask('/images/payment/none.svg')).status).toBe(404);
    const stat = vi.spyOn(fs, 'stat');
    try {
      expect((await ask('/own/?disk')).status).toBe(200);
      expect(stat).not.toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it('names each Vary field once on a compressed page', async () => {
    const page = await ask('/?vary');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toBe('Cookie, Save-Data, ECT, Accept-Encoding');
  });

  it('writes the CSP of a page Remix rendered once', async () => {
    policyWrites = 0;
    const page = await ask('/?policy');
    expect(page.headers['content-security-policy']).toContain("'nonce-");
    expect(policyWrites).toBe(1);
  });

  it("learns from Remix's match which route answers a path, keeps its pages when the handle says so, and answers the next visitor without Remix", async () => {
    // The first render of a path in this build is a render like any other: nothing knew its route before it.
    const unknown = await ask('/kept/?a');
    expect(unknown.status).toBe(200);
    expect(unknown.headers['x-cache']).toBeUndefined();
    const first = await ask('/kept/?a');
    expect(first.headers['x-cache']).toBe('MISS');
    const before = renders;
    const second = await ask('/kept/?a');
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(renders).toBe(before);
    expect(second.headers.vary).toBe('Cookie, Save-Data, ECT, Accept-Encoding');
  });

  it('never keeps the page of a route whose handle does not say so, below one that does', async () => {
    for (const _time of [1, 2, 3]) {
      const page = await ask('/own/');
      expect(page.status).toBe(200);
      expect(page.headers['x-cache']).toBeUndefined();
    }
  });

  it('answers a redirect of the URL rules and a refused POST before Remix', async () => {
    const before = renders;
    // The Swiss home of a shopper who reads French: their language's home.
    const redirect = await ask('/', { headers: { host: 'ch.localhost:3000', 'accept-language': 'fr-CH,fr;q=0.9' } });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/fr');
    const crossSite = await ask('/', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=x' });
    expect(crossSite.status).toBe(403);
    expect(renders).toBe(before);
  });

  it('answers a path it cannot decode with the 404 page, a GET and a POST alike', async () => {
    expect((await ask('/%E0%A4%A/')).status).toBe(404);
    expect((await ask('/%zz/', { method: 'POST', headers: { origin: 'http://gb.localhost:3000', 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=x' })).status).toBe(404);
  });

  it('refuses a foreign host on a page before anything renders it, but answers liveness on any host', async () => {
    const before = renders;
    expect((await ask('/', { headers: { host: 'bad host' } })).status).toBe(400);
    expect((await ask('/livez', { headers: { host: 'bad host' } })).status).toBe(200);
    expect(renders).toBe(before);
  });
});
