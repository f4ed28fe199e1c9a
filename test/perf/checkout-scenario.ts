/**
 * The bench's `checkout` scenario (issue 37 item 3): N guest shoppers buying at once, each over plain HTTP as a
 * browser without JavaScript does it: product page → add to cart → cart → "Proceed to checkout" → addresses →
 * save addresses → payment → "Order and pay" (bank transfer, or cash on delivery) → thank-you page, then the next
 * purchase with fresh cookies. Every form is read from the page it is on (tokens, cart id, shown total).
 *
 * A 503 is a shed answer: counted for its step, and the shopper sends the same request again after its
 * Retry-After (at most 5 s, as a patient shopper would), up to three times before giving the purchase up. Any other
 * unexpected answer ends the purchase (counted as a failure of its step). Prints orders per minute, and per step
 * the answers, the shed ones, the failures and p50/p99.
 */
import http from 'node:http';
import type { BenchServer } from './load-server';
import { BROWSER_UA } from './load-server';
import { CookieJar } from './sessions';
import type { Shopper } from './shoppers';

export const CHECKOUT_STEPS = ['product', 'add', 'cart', 'begin-checkout', 'addresses', 'save-addresses', 'payment', 'order-and-pay', 'thank-you'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type StepFigures = { step: CheckoutStep; answers: number; shed: number; failed: number; p50: number; p99: number };
export type CheckoutFigures = {
  shoppers: number;
  seconds: number;
  orders: number;
  ordersPerMinute: number;
  abandoned: number;
  steps: StepFigures[];
  /** The first few unexpected answers, to tell what failed. */
  failures: string[];
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const MAX_RETRY_AFTER_SECONDS = 5;
const MAX_SHED_RETRIES = 3;

class Shed extends Error {}
class Failed extends Error {}

/** The value of each input a browser would send from the form that contains `marker` (hidden, text, checked). */
export function formFields(html: string, marker: string): URLSearchParams {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]).find((candidate) => candidate.includes(marker));
  if (!form) throw new Failed(`no form with ${marker}`);
  const fields = new URLSearchParams();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (!name) continue;
    const type = /\btype="([^"]*)"/.exec(input)?.[1] ?? 'text';
    if ((type === 'radio' || type === 'checkbox') && !/\bchecked\b/.test(input)) continue;
    const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? (type === 'checkbox' ? 'on' : '');
    fields.append(name, value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
  }
  return fields;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function checkoutScenario(
  server: BenchServer,
  options: { host: string; shopper: Shopper; productPaths: string[]; market: CookieJar; shoppers: number; seconds: number },
): Promise<CheckoutFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.shoppers * 2 });
  const times = new Map<CheckoutStep, number[]>(CHECKOUT_STEPS.map((step) => [step, []]));
  const shed = new Map<CheckoutStep, number>(CHECKOUT_STEPS.map((step) => [step, 0]));
  const failed = new Map<CheckoutStep, number>(CHECKOUT_STEPS.map((step) => [step, 0]));
  const failures: string[] = [];
  let orders = 0;
  let abandoned = 0;
  const { host } = options;
  const until = Date.now() + options.seconds * 1000;

  const send = (pathName: string, jar: CookieJar, init: { method?: string; body?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string> = { host, 'user-agent': BROWSER_UA, accept: 'text/html', cookie: jar.header() };
      if (init.body !== undefined) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` });
      const req = http.request({ host: '127.0.0.1', port: server.port, path: pathName, method: init.method ?? 'GET', headers, agent, timeout: 60_000 }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          jar.update(res.headers);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`timeout: ${pathName}`)));
      req.on('error', reject);
      req.end(init.body);
    });

  /** One step: its request (again after a shed answer), timed; `expect` says which statuses go on. */
  const step = async (name: CheckoutStep, jar: CookieJar, pathName: string, expect: number[], init: { method?: string; body?: string } = {}) => {
    for (let attempt = 0; ; attempt += 1) {
      const started = performance.now();
      let answer: Answer;
      try {
        answer = await send(pathName, jar, init);
      } catch (error) {
        failed.set(name, failed.get(name)! + 1);
        if (failures.length < 10) failures.push(`${name}: ${(error as Error).message}`);
        throw new Failed(name);
      }
      times.get(name)!.push(performance.now() - started);
      if (answer.status === 503) {
        shed.set(name, shed.get(name)! + 1);
        if (attempt >= MAX_SHED_RETRIES || Date.now() > until) throw new Shed(name);
        const wait = Math.min(MAX_RETRY_AFTER_SECONDS, Number(answer.headers['retry-after']) || 1);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        continue;
      }
      if (!expect.includes(answer.status)) {
        failed.set(name, failed.get(name)! + 1);
        if (failures.length < 10) failures.push(`${name}: ${init.method ?? 'GET'} ${pathName} answered ${answer.status} ${String(answer.headers.location ?? '')} ${answer.body.replace(/\s+/g, ' ').slice(0, 160)}`);
        throw new Failed(name);
      }
      return answer;
    }
  };

  const location = (answer: Answer) => new URL(String(answer.headers.location), `http://${host}`);

  const purchase = async (index: number) => {
    const jar = new CookieJar(options.market);
    const productPath = options.productPaths[index % options.productPaths.length];
    const page = await step('product', jar, productPath, [200]);
    const add = formFields(page.body, 'value="add-to-cart"');
    add.set('quantity', '1');
    await step('add', jar, '/checkout/cart', [303], { method: 'POST', body: add.toString() });
    const cart = await step('cart', jar, '/checkout/cart', [200]);
    const begin = formFields(cart.body, 'value="begin-checkout"');
    const toAddresses = await step('begin-checkout', jar, '/checkout/cart', [303], { method: 'POST', body: begin.toString() });
    const addressesPage = await step('addresses', jar, location(toAddresses).pathname, [200]);
    const addresses = formFields(addressesPage.body, 'name="shippingType"');
    const { address } = options.shopper;
    addresses.set('intent', 'save-addresses');
    addresses.set('email', `bench.${process.pid}.${index}@example.com`);
    addresses.set('clientType', 'PRIVATE');
    for (const [field, value] of Object.entries(address)) addresses.set(`billing.${field}`, value);
    addresses.set('shippingType', 'SAME_AS_BILLING');
    const toPayment = await step('save-addresses', jar, '/checkout/addresses', [303], { method: 'POST', body: addresses.toString() });
    const paymentPage = await step('payment', jar, location(toPayment).pathname, [200]);
    const pay = formFields(paymentPage.body, 'value="pay"');
    pay.set('method', options.shopper.payment);
    const toThankYou = await step('order-and-pay', jar, '/checkout/payment', [303], { method: 'POST', body: pay.toString() });
    const thanks = location(toThankYou);
    if (!thanks.pathname.endsWith('/checkout/thank-you')) throw new Failed(`order-and-pay led to ${thanks.pathname}`);
    await step('thank-you', jar, `${thanks.pathname}${thanks.search}`, [200]);
    orders += 1;
  };

  let purchases = 0;
  const shopper = async () => {
    while (Date.now() < until) {
      try {
        await purchase(purchases++);
      } catch (error) {
        if (!(error instanceof Shed) && !(error instanceof Failed)) throw error;
        abandoned += 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.shoppers }, () => shopper()));
  const elapsedMinutes = (Date.now() - started) / 60_000;
  agent.destroy();
  return {
    shoppers: options.shoppers,
    seconds: options.seconds,
    orders,
    ordersPerMinute: Math.round((orders / elapsedMinutes) * 10) / 10,
    abandoned,
    steps: CHECKOUT_STEPS.map((name) => {
      const sorted = [...times.get(name)!].sort((a, b) => a - b);
      return { step: name, answers: sorted.length, shed: shed.get(name)!, failed: failed.get(name)!, p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)) };
    }),
    failures,
  };
}

/** The scenario's figures as a table. */
export function printCheckout(figures: CheckoutFigures): void {
  console.log(`\ncheckout, ${figures.shoppers} shoppers, ${figures.seconds} s: ${figures.orders} orders, ${figures.ordersPerMinute} orders/min, ${figures.abandoned} purchases given up`);
  console.log('| step | answers | shed (503) | failed | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|---|');
  for (const row of figures.steps) console.log(`| ${row.step} | ${row.answers} | ${row.shed} | ${row.failed} | ${row.p50} | ${row.p99} |`);
  if (figures.failures.length) console.log(`first failures:\n  ${figures.failures.join('\n  ')}`);
}
