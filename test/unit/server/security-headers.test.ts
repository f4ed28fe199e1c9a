// The Content-Security-Policy as it leaves the server, read back over HTTP: a page that names no sources, and the
// payment step's, which names the provider's origins and the wallets' sources (decisions 042, 061, 100).
import { listenLocally } from '../../listen';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConnectSources, allowProviderOrigins } from '~/lib/content-security';
import { contentSecurityOf, securityHeaders } from '../../../server/edge/security-headers';

/**
 * A server with the shop's security headers. `/page` names what its query says the way a loader does (on the
 * response's record the load context hands it); the policy is written as the headers go out.
 */
async function startServer() {
  const app = express();
  app.use(securityHeaders({ hsts: false }));
  app.get('/plain', (_req, res) => void res.json({ nonce: res.locals.state.cspNonce }));
  app.get('/page', (req, res) => {
    const list = (name: string) => [req.query[name] ?? []].flat().map(String);
    allowProviderOrigins(contentSecurityOf(res), list('origin'));
    allowConnectSources(contentSecurityOf(res), list('source'));
    res.json({ nonce: res.locals.state.cspNonce });
  });
  // A source that got past the checks above (code that wrote to the record directly).
  app.get('/unchecked', (_req, res) => {
    contentSecurityOf(res).connectSources.add('https://a.example; script-src *');
    res.json({ nonce: res.locals.state.cspNonce });
  });
  // An answer with a policy of its own, as the mail page's frame of a caught mail's markup has.
  app.get('/own-policy', (_req, res) => {
    res.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
    res.type('html').send('<p>mail</p>');
  });
  return listenLocally(app);
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The served policy with the response's nonce written as NONCE (after checking it is the page's). */
async function servedPolicy(path: string, query: Record<string, string[]> = {}) {
  const search = new URLSearchParams(Object.entries(query).flatMap(([name, values]) => values.map((value) => [name, value])));
  const response = await fetch(`${server.base}${path}?${search}`);
  const header = response.headers.get('content-security-policy') ?? '';
  const { nonce } = (await response.json()) as { nonce: string };
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(header).toContain(`'nonce-${nonce}'`);
  return header.replace(`'nonce-${nonce}'`, "'nonce-NONCE'");
}

// The policy of every page that names nothing, as the shop has served it since decision 042.
const PAGE_POLICY = "default-src 'self';script-src 'nonce-NONCE' 'strict-dynamic';script-src-attr 'none';style-src 'self' 'unsafe-inline';"
  + "img-src 'self' data: https:;font-src 'self';connect-src 'self';frame-ancestors 'none';form-action 'self';base-uri 'none';"
  + "object-src 'none';manifest-src 'self';worker-src 'self'";
const PROVIDER = 'https://checkoutshopper-test.adyen.com';

describe('the served CSP (decisions 042, 061, 100)', () => {
  it('is the shop\'s own policy on a page that names no sources, written once as the headers go out', async () => {
    expect(await servedPolicy('/plain')).toBe(PAGE_POLICY);
    expect(await servedPolicy('/page')).toBe(PAGE_POLICY);
  });

  it('leaves an answer that brought its own policy with that policy', async () => {
    const response = await fetch(`${server.base}/own-policy`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
  });

  it('opens connect-src alone to the wallets\' sources, paths included', async () => {
    expect(await servedPolicy('/page', { source: ['https://google.com/pay', 'https://pay.google.com'] })).toBe(
      PAGE_POLICY.replace("connect-src 'self'", "connect-src 'self' https://google.com/pay https://pay.google.com"),
    );
  });

  it('opens the provider\'s origins for its page, scripts, styles, images, calls and frames', async () => {
    expect(await servedPolicy('/page', { origin: [PROVIDER, 'http://127.0.0.1:4000', PROVIDER], source: ['https://pay.google.com'] })).toBe(
      "default-src 'self';script-src 'nonce-NONCE' 'strict-dynamic' https://checkoutshopper-test.adyen.com http://127.0.0.1:4000;script-src-attr 'none';"
      + "style-src 'self' 'unsafe-inline' https://checkoutshopper-test.adyen.com http://127.0.0.1:4000;"
      + "img-src 'self' data: https: https://checkoutshopper-test.adyen.com http://127.0.0.1:4000;font-src 'self';"
      + "connect-src 'self' https://checkoutshopper-test.adyen.com http://127.0.0.1:4000 https://pay.google.com;frame-ancestors 'none';"
      + "form-action 'self' https://checkoutshopper-test.adyen.com http://127.0.0.1:4000;base-uri 'none';object-src 'none';manifest-src 'self';"
      + "worker-src 'self';frame-src 'self' https://checkoutshopper-test.adyen.com http://127.0.0.1:4000",
    );
  });

  it('takes no source or origin that could widen the policy more than named', async () => {
    const sources = ['*', 'http://plain.example', "'unsafe-inline'", 'https://a.example; script-src *', 'https://ok.example/path'];
    const origins = ['https://evil.example/x;script-src *', '*', "'unsafe-eval'", 'https://b.example, script-src *'];
    expect(await servedPolicy('/page', { source: sources, origin: origins })).toBe(
      PAGE_POLICY.replace("connect-src 'self'", "connect-src 'self' https://ok.example/path"),
    );
  });

  it('is the shop\'s own policy when a page\'s source is one helmet refuses', async () => {
    expect(await servedPolicy('/unchecked')).toBe(PAGE_POLICY);
  });
});
