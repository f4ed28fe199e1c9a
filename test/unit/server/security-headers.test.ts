// The Content-Security-Policy a page is served with once its payment step widened it (decisions 042, 061):
// helmet's header as it leaves the server, read back over HTTP, not a policy string built by the test.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConnectSources, allowProviderOrigins, securityHeaders } from '../../../server/edge/security-headers';

/** A server with the shop's security headers; `/connect` and `/provider` widen the policy as the Remix handler does. */
async function startServer() {
  const app = express();
  app.use(securityHeaders({ hsts: false }));
  app.get('/plain', (_req, res) => void res.json({ nonce: res.locals.cspNonce }));
  app.get('/connect', (req, res) => {
    allowConnectSources(res, (req.query.source as string[] | string).toString().split(','));
    res.json({ nonce: res.locals.cspNonce });
  });
  app.get('/provider', (req, res) => {
    allowProviderOrigins(res, [req.query.origin as string]);
    res.json({ nonce: res.locals.cspNonce });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The served policy as directive name → sources, and the nonce the page's scripts carry. */
async function servedPolicy(path: string) {
  const response = await fetch(`${server.base}${path}`);
  const header = response.headers.get('content-security-policy') ?? '';
  const { nonce } = (await response.json()) as { nonce: string };
  const directives = new Map(
    header.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
      const [name, ...sources] = part.split(/\s+/);
      return [name!, sources] as const;
    }),
  );
  return { header, nonce, directives };
}

describe('the served CSP widened for the payment step (decisions 042, 061)', () => {
  it('opens connect-src alone to the wallets\' sources, paths included', async () => {
    const plain = await servedPolicy('/plain');
    const { directives, nonce } = await servedPolicy(`/connect?source=${encodeURIComponent('https://google.com/pay,https://pay.google.com')}`);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://google.com/pay', 'https://pay.google.com']);
    expect(directives.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    // Every other directive is served as on a page that widened nothing.
    for (const [name, sources] of plain.directives) {
      if (name !== 'connect-src' && name !== 'script-src') expect(directives.get(name), name).toEqual(sources);
    }
    expect([...directives.keys()].sort()).toEqual([...plain.directives.keys()].sort());
  });

  it('takes no source that could widen the policy more than named', async () => {
    const sources = ['*', 'http://plain.example', "'unsafe-inline'", 'https://a.example; script-src *', 'https://ok.example/path'];
    const { header, directives, nonce } = await servedPolicy(`/connect?${sources.map((source) => `source=${encodeURIComponent(source)}`).join('&')}`);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://ok.example/path']);
    expect(directives.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(header.split(/[\s;]+/)).not.toContain('*');
    expect(header).not.toContain('plain.example');
    expect(header).not.toContain('a.example');
  });

  it('opens the provider\'s origins for its page, frames and calls, and nothing from a malformed one', async () => {
    const provider = 'https://checkoutshopper-test.adyen.com';
    const { directives, nonce } = await servedPolicy(`/provider?origin=${encodeURIComponent(provider)}`);
    expect(directives.get('form-action')).toEqual(["'self'", provider]);
    expect(directives.get('frame-src')).toEqual(["'self'", provider]);
    expect(directives.get('connect-src')).toEqual(["'self'", provider]);
    expect(directives.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", provider]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);

    const malformed = await servedPolicy(`/provider?origin=${encodeURIComponent('https://evil.example/x;script-src *')}`);
    expect(malformed.header).toBe((await servedPolicy('/plain')).header.replace(/'nonce-[^']+'/, `'nonce-${malformed.nonce}'`));
  });
});
