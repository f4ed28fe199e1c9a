/**
 * The fuzz suite of issue 8: generated malformed paths, query strings, headers, cookies and form bodies
 * thrown at every route and every form intent of the running production server. Every answer must come
 * within a bound and never be a 5xx (a 503 with Retry-After is the overload answer and allowed), and the
 * server must be healthy afterwards. Seeded: a failure prints its seed and path, and `FUZZ_SEED=… FUZZ_PATH=…`
 * replays it; `FUZZ_RUNS` sets the number of requests per property, `FUZZ_STATS=1` prints the statuses seen.
 */
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { PORT } from './helpers';
import { rawRequest, type RawAnswer } from './servers';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REPLAY_PATH = process.env.FUZZ_PATH;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ANSWER_BOUND_MS = 8_000;

test.beforeEach(() => test.skip(test.info().project.name === 'js-off', 'a property of the server: once is enough'));
test.describe.configure({ mode: 'serial' });

// ---------------------------------------------------------------------------------------------------------
// Generators

const STORES = ['sk', 'cz', 'ch', 'be', 'de', 'gb', 'ie', 'hu', 'lt', 'zz'];
const PREFIXES = ['', '/fr', '/de', '/it', '/nl', '/en', '/sk', '/fr-ch', '/xx', '/de-de'];
const ROUTES = [
  '/', '/home', '/search', '/checkout', '/checkout/cart', '/checkout/addresses', '/checkout/payment', '/checkout/thank-you',
  '/login', '/create-account', '/password-reset', '/my-account', '/my-account/my-profile', '/log-out', '/set-language',
  '/exConsents/confirm', '/manageSubscriptions', '/robots.txt', '/sitemap.xml', '/sitemaps/sk.xml', '/cms', '/__manifest',
  '/power-tools/', '/elektrowerkzeuge/', '/outillage-electrique/', '/p-10000205/', '/led-work-light-10000205/', '/c/power-tools',
  '/p/led', '/privacy-data/', '/_root.data', '/power-tools.data', '/search.data', '/checkout/cart.data', '/__images/products/x.svg',
  '/assets/nope.js', '/locales/sk/cart.json', '/locales/../package.json', '/__noscript.gif', '/adyen-payment-error',
];
const NASTY_SEGMENTS = [
  '..', '.', '%2e%2e', '%2F', '%00', '%ZZ', '%', '%C0%AF', '%E2%80%AE', "'", '%22', '"', '<script>', '%3Cscript%3E', '~', '*', ';',
  '%25', '%FF%FE', 'a'.repeat(300), '%F0%9F%94%A7', 'con', '.git', '.env', '__proto__', 'p-00000000', '-12345678', '12345678',
];

/** Node refuses to send a path with raw characters outside this set; everything else is percent-encoded. */
const pathChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789-._~!$&()*+,;=:@%/'.split(''));
const segment = fc.oneof(
  fc.constantFrom(...NASTY_SEGMENTS),
  fc.string({ unit: pathChar, maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map((text) => encodeURIComponent(text)),
);
const path = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.constantFrom(...ROUTES),
    // Half the paths are routes as they are, so loaders meet the odd queries and headers.
    fc.oneof(fc.constant([] as string[]), fc.array(segment, { minLength: 1, maxLength: 4 })),
    fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
    fc.boolean(),
  )
  .map(([prefix, route, extra, keepRoute, slash]) => {
    const base = keepRoute ? `${prefix}${route}` : prefix;
    const tail = extra.length > 0 ? `/${extra.join('/')}${slash ? '/' : ''}` : '';
    return (base + tail || '/').replace(/^(?!\/)/, '/');
  });

const QUERY_KEYS = [
  'query', 'page', 'hitsPerPage', 'sort', 'sales', 'new-arrivals', 'brand', 'refinementList[brand][0]', 'refinementList[tags][0]',
  'refinementList[tags][99999999]', 'refinementList[x]', 'quick', 'hash', 'order', 'toggleExtraGuarantee', 'contactForm',
  'cartAdded', 'cartAddedQuantity', 'notice', '_routes', 'index', 'reviews', 'reviewsPage', 'min', 'max', 'rating', 'a.b.c.d.e.f.g',
];
const queryValue = fc.oneof(
  fc.constantFrom('', '0', '-1', '1e309', 'NaN', '99999999999999999999', '1000000', 'true', 'campaign:pro-deals', '%', '%00', 'root', 'routes/home'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 2000 }),
);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 12 })), queryValue), { maxLength: 6 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));

const printable = (maxLength: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength });
const host = fc.oneof(
  { arbitrary: fc.constantFrom(...STORES).map((store) => `${store}.localhost:${PORT}`), weight: 6 },
  fc.constantFrom('localhost', `127.0.0.1:${PORT}`, 'evil.example', 'sk.localhost:99999', 'sk.localhost:0', '[::1]', 'a..b', '-x-.localhost', 'ÿ'),
);
const headers = fc.record(
  {
    host,
    cookie: fc.oneof(
      printable(300),
      fc.constantFrom('__session=garbage', '__session=eyJ9.e30', 'locale=%E0%A4%A', 'locale=fr-CH; __session=', 'noscript=1', `last_seen_sk-SK=${'x'.repeat(3000)}`),
    ),
    'accept-language': fc.oneof(printable(60), fc.constantFrom('fr-CH,fr;q=0.9', '*', 'q=;;;', 'de-AT;q=abc')),
    origin: fc.constantFrom(`http://sk.localhost:${PORT}`, 'null', 'http://evil.example', 'garbage'),
    'user-agent': fc.constantFrom('Mozilla/5.0 Chrome/156', 'Googlebot/2.1', '', 'curl/8'),
    'save-data': fc.constantFrom('on', 'off'),
    ect: fc.constantFrom('2g', '4g', 'slow-2g'),
    'x-forwarded-host': fc.constantFrom('evil.example', 'sk.localhost'),
    'content-type': fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded; charset=latin1'),
  },
  { requiredKeys: ['host'] },
);

const INTENTS = ['add-to-cart', 'update-quantity', 'remove-line', 'apply-code', 'remove-code', 'add-guarantee', 'remove-guarantee', 'begin-checkout', 'nope', ''];
const FIELDS = ['intent', 'sku', 'quantity', 'lineId', 'cartId', 'code', 'discountCodeId', 'guaranteeSku', 'returnTo', 'submissionId', 'js', 'open', 'open[0]', 'open[1]', 'language', 'redirect_to', 'email'];
const fieldValue = fc.oneof(
  fc.constantFrom('EX10000205', 'EX10000024', 'EX99999999', '4100010', '1', '0', '-1', '1001', '1e9', '0x10', 'NaN', '', '1', 'cart', 'guarantee', 'none',
    '//evil.example', '/\t/evil.example', '/a\r\nb', 'javascript:alert(1)', 'SPRING10', '<script>', 'fr', 'sk', 'xx', 'zh'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ maxLength: 500 }),
);
// The shapes that froze and crashed the server: huge list indices, deep names.
const nastyFieldName = fc.oneof(
  fc.tuple(fc.constantFrom('open', 'lines', 'a.b'), fc.integer({ min: 0, max: 10_000_000 })).map(([name, index]) => `${name}[${index}]`),
  fc.integer({ min: 1, max: 3000 }).map((depth) => `a${'.b'.repeat(depth)}`),
);
const fieldName = fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 8 }, { arbitrary: fc.string({ maxLength: 20 }), weight: 1 }, { arbitrary: nastyFieldName, weight: 1 });
const formBody = fc
  .tuple(fc.constantFrom(...INTENTS), fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 }))
  .map(([intent, fields]) => new URLSearchParams([['intent', intent], ...fields]).toString());
const POST_TARGETS = ['/checkout/cart', '/checkout/cart.data', '/checkout/cart?index', '/set-language', '/log-out', '/', '/search', '/p-10000205/', '/fr/checkout/cart', '/login', '/checkout/addresses'];

// ---------------------------------------------------------------------------------------------------------

function judge(answer: RawAnswer, what: string) {
  const overloaded = answer.status === 503 && Number(answer.headers['retry-after']) > 0;
  expect(answer.status < 500 || overloaded, `${what} answered ${answer.status}`).toBe(true);
  expect(answer.ms, `${what} took ${answer.ms} ms`).toBeLessThan(ANSWER_BOUND_MS);
}

const statuses = new Map<number, number>();
const settings = (runs: number) => ({ seed: SEED, numRuns: runs, path: REPLAY_PATH, endOnFailure: true, interruptAfterTimeLimit: 150_000 });

test('generated requests to every route never get a 5xx and answer in time', async () => {
  test.setTimeout(240_000);
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'TRACE'), path, query, headers, async (method, pathname, search, sent) => {
      const target = `${pathname}${search}`;
      const answer = await rawRequest(PORT, { method, path: target, headers: sent, body: method === 'POST' ? 'a=1' : undefined, timeoutMs: ANSWER_BOUND_MS + 2000 });
      judge(answer, `${method} ${target} ${JSON.stringify(sent)}`);
      if (process.env.FUZZ_STATS) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }),
    settings(RUNS),
  );
});

test('generated form bodies for every form intent never get a 5xx and answer in time', async () => {
  test.setTimeout(240_000);
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...POST_TARGETS), formBody, fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, fc.constant(false)), fc.constantFrom(...STORES.slice(0, 6)), async (target, body, sameOrigin, store) => {
      const storeHost = `${store}.localhost:${PORT}`;
      const answer = await rawRequest(PORT, {
        method: 'POST',
        path: target,
        headers: { host: storeHost, 'content-type': 'application/x-www-form-urlencoded', ...(sameOrigin ? { origin: `http://${storeHost}` } : {}) },
        body,
        timeoutMs: ANSWER_BOUND_MS + 2000,
      });
      judge(answer, `POST ${target} ${body}`);
      if (process.env.FUZZ_STATS) statuses.set(-answer.status, (statuses.get(-answer.status) ?? 0) + 1);
    }),
    settings(RUNS),
  );
});

test('after the fuzzing the server is healthy', async () => {
  if (process.env.FUZZ_STATS) console.log('statuses', Object.fromEntries(statuses));
  const ready = await rawRequest(PORT, { path: '/readyz', headers: { host: `sk.localhost:${PORT}` } });
  expect(ready.status).toBe(200);
  const home = await rawRequest(PORT, { path: '/', headers: { host: `sk.localhost:${PORT}` } });
  expect(home.status).toBe(200);
});
