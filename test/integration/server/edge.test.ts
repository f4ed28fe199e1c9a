// The server's edge (decision 018) in front of a stand-in for Remix that echoes what reached it: what an
// attacker sends is refused with the right status before any parser runs, and what a shopper sends gets
// through unchanged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge, type EdgeOptions } from '../../../server/edge';
import { createRateLimiters } from '../../../server/edge/rate-limits';
import { FORM_LIMITS } from '../../../server/edge/form-body';
import { RATE_LIMITS } from '~/lib/rate-limits';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

function request(port: number, options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers: { host: 'sk.localhost:3000', ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
      },
    );
    // A server that refuses a large body answers before reading it and closes: the write may fail (EPIPE)
    // although the answer is on its way.
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 500));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function startEdge(overrides: Partial<EdgeOptions> = {}) {
  const app = express();
  const rateLimiters = await createRateLimiters({});
  const edge = createEdge({ storeDomains: {}, trustProxy: false, port: 3000, secureCookies: true, hsts: false, rateLimiters, ...overrides });
  app.set('trust proxy', overrides.trustProxy ?? false);
  app.use(edge.first);
  edge.mountPageGuards(app);
  // Stands in for Remix: echoes the host, the body it was handed and sets a cookie, and one marked Secure already
  // (as Remix's session storage marks its own with `secure`).
  app.use((req, res) => {
    res.cookie('probe', '1', { path: '/' });
    res.cookie('session', 'abc', { path: '/', httpOnly: true, secure: true });
    res.json({ method: req.method, host: req.headers.host, body: res.locals.state.shop?.body?.toString('utf8') ?? null, nonce: res.locals.state.cspNonce });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the edge', () => {
  let shop: Awaited<ReturnType<typeof startEdge>>;
  beforeAll(async () => {
    shop = await startEdge();
  });
  afterAll(() => shop.close());
  const send = (options: Parameters<typeof request>[1]) => request(shop.port, options);

  describe('form bodies are bounded before any parser sees them (issue 8 items 1 and 10)', () => {
    it.each([
      ['a list index of a million', 'intent=add-to-cart&sku=EX10000034&open[1000000]=cart', 400],
      ['a list index of ten million', 'intent=add-to-cart&open[9999999]=cart', 400],
      ['a list index above the limit', `open[${FORM_LIMITS.listIndex + 1}]=cart`, 400],
      ['a 2,000-level dotted name', `a${'.b'.repeat(2000)}=1`, 400],
      ['a 2,000-level bracketed name', `a${'[b]'.repeat(2000)}=1`, 400],
      ['a prototype-polluting name', '__proto__.admin=1', 400],
      ['5,000 copies of one field', Array.from({ length: 5000 }, () => 'open[0]=cart').join('&'), 413],
      ['60,000 empty fields', '&'.repeat(60_000), 413],
      ['a name longer than the limit', `${'n'.repeat(FORM_LIMITS.keyLength + 1)}=1`, 400],
    ])('refuses %s quickly', async (_name, body, status) => {
      const answer = await send({ method: 'POST', path: '/checkout/cart', headers: FORM, body });
      expect(answer.status).toBe(status);
      expect(answer.ms).toBeLessThan(1000);
    });

    it('refuses a body over the byte limit without reading it all (413)', async () => {
      const answer = await send({ method: 'POST', path: '/checkout/cart', headers: FORM, body: Buffer.alloc(20 * 1024 * 1024, 'a') });
      expect(answer.status).toBe(413);
      expect(answer.body).toContain('Príliš veľa údajov');
    });

    it('refuses a body that declares too many bytes on its headers alone, before a byte of it is sent (413)', async () => {
      const answer = await new Promise<number>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1', port: shop.port, method: 'POST', path: '/checkout/cart',
          headers: { host: 'sk.localhost:3000', ...FORM, 'content-length': String(20_000_000) },
        }, (res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', reject);
        req.setTimeout(2000, () => req.destroy(new Error('no answer without the body')));
        req.flushHeaders();
      });
      expect(answer).toBe(413);
    });

    it.each([
      ['JSON', { 'content-type': 'application/json' }, '{"language":"cs"}'],
      ['text/plain', { 'content-type': 'text/plain' }, 'language=cs'],
      ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="language"\r\n\r\ncs\r\n--x--\r\n'],
      ['no content type and no body', {}, undefined],
      ['a gzip-encoded form', { ...FORM, 'content-encoding': 'gzip' }, 'language=cs'],
    ])('refuses a %s POST with 400', async (_name, headers, body) => {
      const answer = await send({ method: 'POST', path: '/set-language', headers, body });
      expect(answer.status).toBe(400);
    });

    it('hands an ordinary form to the page unchanged, non-ASCII included', async () => {
      const body = 'intent=apply-code&code=%C5%BDELEZO&open%5B0%5D=cart&billing.address.street=Hlavn%C3%A1';
      const answer = await send({ method: 'POST', path: '/checkout/cart', headers: { ...FORM, origin: 'http://sk.localhost:3000' }, body });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).body).toBe(body);
    });

    it('lets an empty form through (a log-out button sends no fields)', async () => {
      const answer = await send({ method: 'POST', path: '/log-out', headers: FORM, body: '' });
      expect(answer.status).toBe(200);
    });
  });

  describe('cross-site POSTs are refused with 403 (issue 8 item 7)', () => {
    it.each([
      ['a foreign Origin', { origin: 'http://evil.example' }],
      ['Origin: null', { origin: 'null' }],
      ['the same host on another port', { origin: 'http://sk.localhost:3001' }],
      ['a foreign Referer without Origin', { referer: 'http://evil.example/page' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ])('%s', async (_name, headers) => {
      const answer = await send({ method: 'POST', path: '/set-language', headers: { ...FORM, ...headers }, body: 'language=sk' });
      expect(answer.status).toBe(403);
      expect(answer.headers['content-type']).toContain('text/html');
    });

    it('accepts the shop\'s own origin, and a client that names none', async () => {
      for (const headers of [{ origin: 'http://sk.localhost:3000' }, { referer: 'http://sk.localhost:3000/drills/' }, {}] as Record<string, string>[]) {
        expect((await send({ method: 'POST', path: '/set-language', headers: { ...FORM, ...headers }, body: 'language=sk' })).status).toBe(200);
      }
    });
  });

  describe('methods and request targets', () => {
    it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])('%s → 405 with Allow', async (method) => {
      const answer = await send({ method, path: '/' });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
    });

    it('OPTIONS → 204 with Allow', async () => {
      const answer = await send({ method: 'OPTIONS', path: '/' });
      expect(answer.status).toBe(204);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
    });

    it.each(['*', 'http://evil.example/x'])('a request target %j that is no path → 400', async (path) => {
      expect((await send({ path })).status).toBe(400);
    });

    it('refuses Remix\'s old data requests (`?_data=`), which the shop never makes, before Remix logs them (issue 37 item 9)', async () => {
      for (const path of ['/checkout/cart?_data=routes%2Fcheckout%2Fcart', '/?a=1&_data', '/search?q=x&_data=root']) {
        const answer = await send({ method: 'POST', path, headers: { ...FORM, origin: 'http://sk.localhost:3000' }, body: 'intent=add-to-cart' });
        expect(answer.status).toBe(400);
        expect((await send({ path })).status).toBe(400);
      }
      // A parameter that only looks alike is a shopper's.
      expect((await send({ path: '/search?q=_data' })).status).toBe(200);
    });
  });

  describe('hosts (issue 8 item 6)', () => {
    it.each(['sk.localhost:99999', 'sk.localhost:0', 'a b', 'evil.example/x', '[::1'])('Host %j → 400', async (host) => {
      expect((await send({ headers: { host } })).status).toBe(400);
    });

    it('serves a foreign host as the default store under a loopback name, never echoing it', async () => {
      const answer = JSON.parse((await send({ headers: { host: 'evil.example' } })).body);
      expect(answer.host).toBe('localhost:3000');
    });

    it('keeps the store hosts as they are', async () => {
      expect(JSON.parse((await send({ headers: { host: 'cz.localhost:3000' } })).body).host).toBe('cz.localhost:3000');
    });

    it('ignores X-Forwarded-Host unless the proxy is trusted', async () => {
      const answer = JSON.parse((await send({ headers: { host: 'sk.localhost:3000', 'x-forwarded-host': 'evil.example' } })).body);
      expect(answer.host).toBe('sk.localhost:3000');
    });
  });

  describe('security headers and cookies (issue 8 item 8)', () => {
    it('sends a nonce CSP with strict-dynamic, no framing and the other helmet headers', async () => {
      const answer = await send({});
      const csp = answer.headers['content-security-policy'] as string;
      const nonce = JSON.parse(answer.body).nonce as string;
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(csp).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    });

    it('gives every response a nonce of its own', async () => {
      const [a, b] = await Promise.all([send({}), send({})]);
      expect(JSON.parse(a.body).nonce).not.toBe(JSON.parse(b.body).nonce);
    });

    it('marks no cookie of a plain-http answer Secure (WebKit, w3m and lynx would never send it back), and keeps cookie-setting responses out of shared caches', async () => {
      const answer = await send({});
      expect(answer.headers['set-cookie']).toEqual(['probe=1; Path=/', 'session=abc; Path=/; HttpOnly']);
      expect(answer.headers['cache-control']).toMatch(/private/);
    });
  });
});

describe('the edge behind a trusted proxy with production domains', () => {
  let shop: Awaited<ReturnType<typeof startEdge>>;
  beforeAll(async () => {
    shop = await startEdge({ trustProxy: true, hsts: true, storeDomains: { SK: 'www.protools-direct.sk', CZ: 'www.protools-direct.cz' } });
  });
  afterAll(() => shop.close());
  const proxied = { host: '10.0.0.7:3000', 'x-forwarded-proto': 'https' };

  it('takes the host from X-Forwarded-Host and accepts a shopper\'s POST from that origin', async () => {
    const answer = await request(shop.port, {
      method: 'POST', path: '/set-language', body: 'language=cs',
      headers: { ...proxied, ...FORM, 'x-forwarded-host': 'www.protools-direct.cz', origin: 'https://www.protools-direct.cz' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).host).toBe('www.protools-direct.cz');
  });

  it('refuses a POST whose Origin is not the public host', async () => {
    const answer = await request(shop.port, {
      method: 'POST', path: '/set-language', body: 'language=cs',
      headers: { ...proxied, ...FORM, 'x-forwarded-host': 'www.protools-direct.cz', origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });

  it('sends an unknown host to the default store\'s domain instead of echoing it', async () => {
    const answer = await request(shop.port, { path: '/drills/?page=2', headers: { ...proxied, 'x-forwarded-host': 'evil.example' } });
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('https://www.protools-direct.sk/drills/?page=2');
  });

  it('marks every cookie Secure on the production domains, whatever the proxy says of the protocol', async () => {
    for (const protocol of ['https', 'http']) {
      const answer = await request(shop.port, { headers: { ...proxied, 'x-forwarded-proto': protocol, 'x-forwarded-host': 'www.protools-direct.sk' } });
      expect(answer.headers['set-cookie'], protocol).toEqual(['probe=1; Path=/; Secure', 'session=abc; Path=/; HttpOnly; Secure']);
    }
  });

  it('sends HSTS', async () => {
    const answer = await request(shop.port, { headers: { ...proxied, 'x-forwarded-host': 'www.protools-direct.sk' } });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('Secure cookies over https (decision 144)', () => {
  it('marks cookies Secure when the request came over https, as a trusted proxy says, and not over plain http', async () => {
    const shop = await startEdge({ trustProxy: true });
    try {
      const overTls = await request(shop.port, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers['set-cookie']).toEqual(['probe=1; Path=/; Secure', 'session=abc; Path=/; HttpOnly; Secure']);
      const plain = await request(shop.port, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['set-cookie']).toEqual(['probe=1; Path=/', 'session=abc; Path=/; HttpOnly']);
    } finally {
      await shop.close();
    }
  });

  it('marks none Secure with SECURE_COOKIES=false, even over https', async () => {
    const shop = await startEdge({ trustProxy: true, secureCookies: false });
    try {
      const overTls = await request(shop.port, { headers: { 'x-forwarded-proto': 'https' } });
      expect(overTls.headers['set-cookie']).toEqual(['probe=1; Path=/', 'session=abc; Path=/; HttpOnly']);
    } finally {
      await shop.close();
    }
  });
});

describe('rate limits (issue 8 item 4)', () => {
  it('answers the POST after the limit with 429, Retry-After and a page that sends the input again (passwords left out)', async () => {
    const shop = await startEdge();
    try {
      const post = () => request(shop.port, { method: 'POST', path: '/checkout/cart', headers: FORM, body: 'intent=apply-code&code=SPRING&password=secret' });
      for (let index = 0; index < RATE_LIMITS.posts.limit; index++) expect((await post()).status).toBe(200);
      const limited = await post();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).toContain('Príliš veľa požiadaviek');
      expect(limited.body).toContain('<form method="post" action="/checkout/cart">');
      expect(limited.body).toContain('name="code" value="SPRING"');
      expect(limited.body).not.toContain('secret');
      // GETs are not counted by the POST limit.
      expect((await request(shop.port, {})).status).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('limits the quick search per client, and nothing else of the search page', async () => {
    const shop = await startEdge();
    try {
      for (let index = 0; index < RATE_LIMITS.quickSearch.limit; index++) {
        expect((await request(shop.port, { path: '/search.data?query=drill&quick=1' })).status).toBe(200);
      }
      expect((await request(shop.port, { path: '/search.data?query=drill&quick=1' })).status).toBe(429);
      expect((await request(shop.port, { path: '/search?query=drill' })).status).toBe(200);
    } finally {
      await shop.close();
    }
  });

  it('counts the strict buckets per client key', async () => {
    const limiters = await createRateLimiters({});
    for (let index = 0; index < RATE_LIMITS.discountCode.limit; index++) expect(await limiters.hit('discountCode', 'a')).toBeNull();
    expect(await limiters.hit('discountCode', 'a')).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(await limiters.hit('discountCode', 'b')).toBeNull();
  });

  it('counts first attempts that arrive at once in one store', async () => {
    const limiters = await createRateLimiters({});
    const { limit } = RATE_LIMITS.payment;
    await Promise.all(Array.from({ length: limit }, () => limiters.hit('payment', 'a')));
    expect(await limiters.hit('payment', 'a')).toEqual({ retryAfterSeconds: expect.any(Number) });
  });

  it('scales every limit by the configured factor', async () => {
    const limiters = await createRateLimiters({ factor: 2 });
    for (let index = 0; index < RATE_LIMITS.discountCode.limit * 2; index++) expect(await limiters.hit('discountCode', 'a')).toBeNull();
    expect(await limiters.hit('discountCode', 'a')).not.toBeNull();
  });
});
