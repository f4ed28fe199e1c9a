import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCmsSource } from '~/content/cms.server';
import { cmsFixture, page, recordingLogger } from '../../unit/content/helpers';

// A stand-in for the production CMS host: serves a fixture folder, and can be told to fail or hang.
const fixture = cmsFixture({
  'pages/payment/de.json': page('Zahlung'),
  'pages/payment/de-DE.json': page('Zahlung in Deutschland'),
  'pages/payment/it.json': page('Pagamento'),
  'pages/broken/de.json': '<html>not json</html>',
  'index.json': ['pages/payment/de.json', 'pages/payment/de-DE.json', '../../etc/passwd', 42, 'components/not-found/de.json'],
});
let mode: 'ok' | 'fail' | 'hang' = 'ok';
const requested: string[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requested.push(url.pathname);
    if (mode === 'hang') return;
    if (mode === 'fail') {
      response.writeHead(503).end('maintenance');
      return;
    }
    const relative = decodeURIComponent(url.pathname.replace(/^\/content\//, ''));
    try {
      const body = await readFile(path.join(fixture.dir, relative));
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fixture.remove();
});

beforeEach(() => {
  mode = 'ok';
  requested.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

const http = (options: { cacheTtlMs?: number; timeoutMs?: number } = {}) => {
  const logger = recordingLogger();
  return { logger, cms: createCmsSource({ kind: 'http', baseUrl, logger, ...options }) };
};

describe('HTTP adapter', () => {
  it('fetches the same paths below the base URL, with the same fallback chain', async () => {
    const { cms } = http();
    expect((await cms.getPage('payment', { language: 'de', country: 'AT' }))?.title).toBe('Zahlung in Deutschland');
    expect((await cms.getPage('payment', { language: 'it', country: 'CH' }))?.title).toBe('Pagamento');
    expect(requested).toEqual([
      '/content/pages/payment/de-AT.json', '/content/pages/payment/de-DE.json',
      '/content/pages/payment/it-CH.json', '/content/pages/payment/it-IT.json', '/content/pages/payment/it.json',
    ]);
  });

  it('serves repeated requests from the cache', async () => {
    const { cms } = http();
    await cms.getPage('payment', { language: 'de', country: 'DE' });
    await cms.getPage('payment', { language: 'de', country: 'DE' });
    expect(requested).toEqual(['/content/pages/payment/de-DE.json']);
  });

  it('shares one request between concurrent misses', async () => {
    const { cms } = http();
    await Promise.all([1, 2, 3].map(() => cms.getPage('payment', { language: 'de', country: 'DE' })));
    expect(requested).toEqual(['/content/pages/payment/de-DE.json']);
  });

  it('treats 404 as missing content: logged, null', async () => {
    const { cms, logger } = http();
    expect(await cms.getPage('privacy-data', { language: 'de', country: 'DE' })).toBeNull();
    expect(logger.messages()).toEqual(['warn: CMS content missing']);
  });

  it('logs a body that is not JSON as invalid content', async () => {
    const { cms, logger } = http();
    expect(await cms.getPage('broken', { language: 'de', country: 'CH' })).toBeNull();
    expect(logger.messages()).toEqual(['error: Invalid CMS content']);
  });

  it('logs a failing host, returns null and asks again next time', async () => {
    const { cms, logger } = http();
    mode = 'fail';
    expect(await cms.getPage('payment', { language: 'de', country: 'DE' })).toBeNull();
    expect(logger.messages()).toEqual(['error: CMS content could not be read']);
    mode = 'ok';
    expect((await cms.getPage('payment', { language: 'de', country: 'DE' }))?.title).toBe('Zahlung in Deutschland');
  });

  it('serves the last good copy when a refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cms, logger } = http({ cacheTtlMs: 1000 });
    expect((await cms.getPage('payment', { language: 'de', country: 'DE' }))?.title).toBe('Zahlung in Deutschland');
    mode = 'fail';
    vi.setSystemTime(Date.now() + 5000);
    expect((await cms.getPage('payment', { language: 'de', country: 'DE' }))?.title).toBe('Zahlung in Deutschland');
    await vi.waitFor(() => expect(logger.messages()).toEqual(['warn: CMS refresh failed, serving the cached copy']));
    expect((await cms.getPage('payment', { language: 'de', country: 'DE' }))?.title).toBe('Zahlung in Deutschland');
    await vi.waitFor(() => expect(requested).toHaveLength(3));
  });

  it('gives up after the timeout', async () => {
    const { cms, logger } = http({ timeoutMs: 150 });
    mode = 'hang';
    const started = Date.now();
    expect(await cms.getPage('payment', { language: 'de', country: 'DE' })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logger.messages()).toEqual(['error: CMS content could not be read']);
  });

  it('never sends a request for a refused slug', async () => {
    const { cms } = http();
    for (const slug of ['../index', '..%2findex', 'pages/../index']) {
      expect(await cms.getPage(slug, { language: 'de', country: 'DE' })).toBeNull();
    }
    expect(requested).toEqual([]);
  });

  it('lists files from index.json, dropping entries that are not content paths', async () => {
    const { cms } = http();
    expect(await cms.listFiles()).toEqual(['components/not-found/de.json', 'pages/payment/de-DE.json', 'pages/payment/de.json']);
    expect(requested).toEqual(['/content/index.json']);
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const logger = recordingLogger();
    const cms = createCmsSource({
      kind: 'http', baseUrl: 'https://cms.example/shop/', logger,
      fetch: async (input) => {
        seen.push(String(input));
        return new Response(JSON.stringify(page('Platba')), { status: 200 });
      },
    });
    expect((await cms.getPage('payment', { language: 'sk', country: 'SK' }))?.title).toBe('Platba');
    expect(seen).toEqual(['https://cms.example/shop/pages/payment/sk-SK.json']);
  });
});
