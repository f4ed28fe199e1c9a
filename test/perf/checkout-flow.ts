/**
 * A shopper without JavaScript as plain HTTP, for the growth benchmark (issue 39): every step is the page's own
 * form, read from the page as a browser would send it (its hidden fields, checked radios, the submit button's
 * intent), filled with what a shopper types, and posted with the session's cookies. Each call answers the step's
 * time, so a caller can time the shop's answer to exactly one request.
 */
import { request, type Answer, type BenchServer } from './load-server';
import { CookieJar } from './sessions';
import type { Shopper } from './shoppers';

/** The test cards of the payment simulator (app/payments/test-cards.ts): authorised without 3-D Secure. */
const AUTHORISED_CARD = { number: '4111 1111 1111 1111', expiry: '03/30', cvc: '737', holder: 'Jana Testerová' };

export type Timed = { ms: number; answer: Answer };

type Field = [name: string, value: string];

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The fields a browser would send for the form whose opening tag matches `opening`: inputs inside it or tied to it
 * with `form="{id}"`, hidden values, checked radios and checkboxes, typed values, selected options.
 */
export function formFields(html: string, opening: RegExp): { action: string; fields: Field[] } {
  const start = html.search(opening);
  if (start < 0) throw new Error(`no form ${opening} on the page`);
  const tagEnd = html.indexOf('>', start);
  const tag = html.slice(start, tagEnd + 1);
  const end = html.indexOf('</form>', tagEnd);
  const id = attribute(tag, 'id');
  const inside = html.slice(tagEnd + 1, end);
  const tied = id ? [...html.matchAll(new RegExp(`<input[^>]*\\sform="${id}"[^>]*>`, 'g'))].map((match) => match[0]) : [];
  const inputs = [...new Set([...[...inside.matchAll(/<input[^>]*>/g)].map((match) => match[0]), ...tied])];
  const fields: Field[] = [];
  for (const input of inputs) {
    const name = attribute(input, 'name');
    if (!name) continue;
    const type = attribute(input, 'type') ?? 'text';
    if ((type === 'radio' || type === 'checkbox') && !/\schecked=/.test(input)) continue;
    fields.push([name, decode(attribute(input, 'value') ?? (type === 'checkbox' ? 'on' : ''))]);
  }
  for (const select of inside.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const options = [...select[2].matchAll(/<option[^>]*value="([^"]*)"[^>]*>/g)];
    const chosen = options.find((option) => /\sselected=/.test(option[0])) ?? options[0];
    if (chosen) fields.push([select[1], decode(chosen[1])]);
  }
  return { action: decode(attribute(tag, 'action') ?? ''), fields };
}

/** Replaces (or adds) the fields by name, as a shopper typing into them. */
export function fill(fields: Field[], values: Record<string, string>): Field[] {
  const rest = fields.filter(([name]) => !(name in values));
  return [...rest, ...Object.entries(values)];
}

const encode = (fields: Field[]) => new URLSearchParams(fields).toString();

/** Where a redirect points, as a path on the shop (or undefined when the answer is no redirect). */
export function locationOf(answer: Answer): string | undefined {
  const location = answer.headers.location;
  if (!location || answer.status < 300 || answer.status >= 400) return undefined;
  const url = new URL(location, 'http://shop.invalid');
  return url.pathname + url.search;
}

/** One shopper's browser: its cookies, its store's host, requests that keep what the answers set. */
export class ShopperBrowser {
  readonly jar: CookieJar;

  constructor(
    readonly server: BenchServer,
    readonly host: string,
    jar?: CookieJar,
  ) {
    this.jar = new CookieJar(jar);
  }

  async get(pathName: string): Promise<Timed> {
    return this.send(pathName, {});
  }

  async post(pathName: string, fields: Field[]): Promise<Timed> {
    return this.send(pathName, {
      method: 'POST',
      body: encode(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${this.host}` },
    });
  }

  private async send(pathName: string, init: { method?: string; body?: string; headers?: Record<string, string> }): Promise<Timed> {
    const started = performance.now();
    const answer = await request(this.server.port, this.host, pathName, {
      ...init,
      headers: { accept: 'text/html', ...init.headers, cookie: this.jar.header() },
    });
    const ms = performance.now() - started;
    this.jar.update(answer.headers);
    return { ms, answer };
  }
}

/** The answer when its status is one of `statuses`; else an error naming the step, the page's heading and first error. */
export function expectStatus(step: string, timed: Timed, statuses: number[]): Timed {
  if (!statuses.includes(timed.answer.status)) {
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(timed.answer.body)?.[1]?.replace(/<[^>]+>/g, '');
    const error = /class="[^"]*(?:field-error|form-error|alert)[^"]*"[^>]*>([\s\S]{0,200})/.exec(timed.answer.body)?.[1]?.replace(/<[^>]+>/g, '');
    throw new Error(`${step} answered ${timed.answer.status} ${locationOf(timed.answer) ?? ''} (${heading ?? ''}${error ? `: ${error}` : ''})`);
  }
  return timed;
}

/** Puts one unit into the cart with the product page's form (no JavaScript: 303 back). */
export async function addToCart(browser: ShopperBrowser, sku: string): Promise<Timed> {
  return expectStatus('add to cart', await browser.post('/checkout/cart', [['intent', 'add-to-cart'], ['sku', sku], ['quantity', '1']]), [303]);
}

export async function cartPage(browser: ShopperBrowser): Promise<Timed> {
  const page = expectStatus('cart page', await browser.get('/checkout/cart'), [200]);
  if (!page.answer.body.includes('value="begin-checkout"')) throw new Error('the cart page has no checkout button (empty cart?)');
  return page;
}

/** The addresses step as a private guest (or a signed-in customer) shipping to the billing address: the save is timed. */
export async function saveAddresses(browser: ShopperBrowser, shopper: Shopper, email: string | undefined): Promise<{ page: Timed; save: Timed }> {
  const page = expectStatus('addresses page', await browser.get('/checkout/addresses'), [200]);
  const form = formFields(page.answer.body, /<form[^>]*id="checkout-addresses"/);
  const { address } = shopper;
  const values: Record<string, string> = {
    intent: 'save-addresses',
    clientType: 'PRIVATE',
    shippingType: 'SAME_AS_BILLING',
    'billing.firstName': address.firstName,
    'billing.lastName': address.lastName,
    'billing.streetName': address.streetName,
    'billing.streetNumber': address.streetNumber,
    'billing.postalCode': address.postalCode,
    'billing.city': address.city,
    ...(email ? { email } : {}),
  };
  const save = expectStatus('address save', await browser.post(form.action || '/checkout/addresses', fill(form.fields, values)), [303]);
  if (locationOf(save.answer) !== '/checkout/payment') throw new Error(`address save led to ${locationOf(save.answer)}, not the payment step`);
  return { page, save };
}

/** The payment step's form with a method chosen; "Order and pay" is timed. Answers where it leads. */
export async function orderAndPay(browser: ShopperBrowser, method: string): Promise<{ page: Timed; pay: Timed; next: string }> {
  const page = expectStatus('payment page', await browser.get('/checkout/payment'), [200]);
  const form = formFields(page.answer.body, /<form[^>]*id="checkout-payment"/);
  const fields = fill(form.fields, { method });
  const pay = expectStatus('order and pay', await browser.post('/checkout/payment', fields), [303]);
  const next = locationOf(pay.answer);
  if (!next) throw new Error('order and pay did not redirect');
  return { page, pay, next };
}

/**
 * The simulator's hosted card page (the shop's own server, `/__payments/…`): the authorised test card, then the
 * redirect back to the shop. Answers the shop's return path (the payment return).
 */
export async function payOnCardPage(browser: ShopperBrowser, cardPage: string): Promise<string> {
  const page = expectStatus('card page', await browser.get(cardPage), [200]);
  const form = formFields(page.answer.body, /<form method="post" action="[^"]*" novalidate>/);
  const names = [...page.answer.body.matchAll(/<input id="[^"]*" name="([^"]+)"/g)].map((match) => match[1]);
  const [number, expiry, cvc, holder] = names;
  const paid = expectStatus(
    'card payment',
    await browser.post(form.action, fill(form.fields, { [number]: AUTHORISED_CARD.number, [expiry]: AUTHORISED_CARD.expiry, [cvc]: AUTHORISED_CARD.cvc, [holder]: AUTHORISED_CARD.holder, intent: 'pay' })),
    [302, 303],
  );
  const back = locationOf(paid.answer);
  if (!back) throw new Error('the card page did not send the shopper back');
  return back;
}

export async function signIn(browser: ShopperBrowser, email: string, password: string): Promise<Timed> {
  return expectStatus('sign-in', await browser.post('/login', [['email', email], ['password', password]]), [302, 303]);
}
