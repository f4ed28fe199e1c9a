/**
 * Sessions for the bench (issue 25), each made the way a browser makes it: the market cookies of a real first
 * answer, carts by a real add-to-cart form POST, sign-ins by the real login form. A jar per session keeps
 * every Set-Cookie of the answers, as a browser would.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { request, type BenchServer } from './load-server';

/** The market cookies of spec §3, written by the first answer of a store. */
const MARKET_COOKIES = ['country', 'language_country', 'store', 'currency'] as const;

/** Seeded customers with a loyalty tier (server/commerce-backend/seed/data/customers.ts); all share one password. */
export const TIER_CUSTOMERS = ['demo.tier1@example.com', 'demo.tier2@example.com', 'demo.tier3@example.com', 'demo.tier4@example.com', 'demo.company@example.com'];
const DEMO_PASSWORD = 'ProTools-2026';

export class CookieJar {
  readonly values = new Map<string, string>();

  constructor(initial?: CookieJar) {
    if (initial) for (const [name, value] of initial.values) this.values.set(name, value);
  }

  /** Takes every Set-Cookie of an answer; an expired or emptied cookie leaves the jar. */
  update(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>): void {
    const raw = headers['set-cookie'];
    for (const line of [raw ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=.*1970/i.test(attribute));
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The four market cookies exactly as the store's first answer (home, no cookie) sets them. */
export async function marketCookies(server: BenchServer, host: string): Promise<CookieJar> {
  const answer = await request(server.port, host, '/');
  const all = new CookieJar();
  all.update(answer.headers);
  const jar = new CookieJar();
  for (const name of MARKET_COOKIES) {
    const value = all.values.get(name);
    if (value === undefined) throw new Error(`the first answer of ${host} did not set the ${name} cookie (set: ${[...all.values.keys()].join(', ') || 'none'})`);
    jar.values.set(name, value);
  }
  return jar;
}

/** The SKU of a product page's add-to-cart form. */
export async function skuOf(server: BenchServer, host: string, productPath: string): Promise<string> {
  const page = await request(server.port, host, productPath);
  const sku = /name="sku"\s+value="([^"]+)"/.exec(page.body)?.[1] ?? /value="([^"]+)"\s+name="sku"/.exec(page.body)?.[1];
  if (!sku) throw new Error(`no add-to-cart SKU on ${productPath} (${page.status})`);
  return sku;
}

/** The form body of an add-to-cart POST, as the product page's form sends it. */
export const addToCartBody = (sku: string) => new URLSearchParams({ intent: 'add-to-cart', sku, quantity: '1' }).toString();
const formHeaders = (host: string) => ({ 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` });

/** A shopper who came in (market cookies) and put one product into a new cart. */
export async function cartSession(server: BenchServer, host: string, market: CookieJar, sku: string): Promise<CookieJar> {
  const jar = new CookieJar(market);
  const added = await request(server.port, host, '/checkout/cart', {
    method: 'POST',
    headers: { ...formHeaders(host), cookie: jar.header() },
    body: addToCartBody(sku),
  });
  if (added.status >= 400) throw new Error(`add-to-cart answered ${added.status}`);
  const before = jar.values.size;
  jar.update(added.headers);
  if (jar.values.size === before) throw new Error(`add-to-cart (${added.status}) set no session cookie`);
  return jar;
}

/** A customer signed in through the login form (`/login`: email, password); fails loudly when refused. */
export async function signedInSession(server: BenchServer, host: string, market: CookieJar, email: string): Promise<CookieJar> {
  const jar = new CookieJar(market);
  const answer = await request(server.port, host, '/login', {
    method: 'POST',
    headers: { ...formHeaders(host), cookie: jar.header() },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  if (answer.status !== 303 && answer.status !== 302) throw new Error(`sign-in of ${email} answered ${answer.status}, not a redirect`);
  jar.update(answer.headers);
  // The account page answers only a signed-in customer (else it redirects to /login).
  const account = await request(server.port, host, '/my-account', { headers: { cookie: jar.header() } });
  if (account.status !== 200) throw new Error(`after signing in ${email}, /my-account answered ${account.status}`);
  return jar;
}

/** Many sessions one after the other (the backend's rate of new carts is not what is measured). */
export async function prepare<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let index = 0; index < count; index += 1) made.push(await make(index));
  return made;
}
