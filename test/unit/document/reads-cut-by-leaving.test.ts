// The boot script's part for Remix's answers cut by leaving the page (decision 167), run in a sandbox with a fake
// window: a read that fails while the page is being left is held, and dropped once the page is gone; while the page
// stays, or when it stays after all, Remix gets the failure as it came.
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READS_CUT_BY_LEAVING_SCRIPT } from '~/document/reads-cut-by-leaving';

type Answer = { cut: (error: unknown) => void; end: () => void; response: Response };

function page() {
  const listeners = new Map<string, (() => void)[]>();
  const answers: Answer[] = [];
  const failures: ((error: unknown) => void)[] = [];
  // The network: a request answers with a body whose first part arrived (the test cuts it, or ends it); a route
  // look-up has no answer yet (the test fails it).
  const network = (url: string | URL): Promise<Response> =>
    new Promise((resolve, reject) => {
      failures.push(reject);
      if (String(url).includes('/__manifest')) return;
      let stream!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      stream.enqueue(new TextEncoder().encode('[{"_1":2},"data"]\n'));
      const response = new Response(body, { status: 200, headers: { 'content-type': 'text/x-script' } });
      answers.push({ cut: (error) => stream.error(error), end: () => stream.close(), response });
      resolve(response);
    });
  const window: Record<string, unknown> = {
    fetch: network,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    location: { href: 'http://sk.localhost/p-10000024/' },
    ReadableStream, Response, URL, Promise, setTimeout, clearTimeout,
  };
  window.window = window;
  const context = vm.createContext(window);
  // The page's own TypeError, as the browser's network error is.
  const NetworkError = vm.runInContext('TypeError', context) as TypeErrorConstructor;
  vm.runInContext(READS_CUT_BY_LEAVING_SCRIPT, context);
  const dispatch = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener());
  const fetch = window.fetch as (url: string | URL) => Promise<Response>;
  /** How Remix reads an answer: its body to the end; resolves with the text, or with the error it met. */
  const read = (response: Response) => response.text().then((text) => ({ text }), (error: unknown) => ({ error }));
  return { dispatch, fetch, read, answers, failures, cutBody: () => new NetworkError('Error in input stream'), NetworkError };
}

/** Lets the streams and promises move on. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("Remix's answers cut by leaving the page (decision 167)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes a whole answer on as it came', async () => {
    const shop = page();
    const response = await shop.fetch(new URL('http://sk.localhost/checkout/cart.data?index'));
    shop.answers[0]!.end();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/x-script');
    expect(await shop.read(response)).toEqual({ text: '[{"_1":2},"data"]\n' });
  });

  it('fails a read at once while the page stays', async () => {
    const shop = page();
    const reading = shop.read(await shop.fetch(new URL('http://sk.localhost/p-10000024.data')));
    const cut = shop.cutBody();
    shop.answers[0]!.cut(cut);
    await settle();
    expect(await reading).toEqual({ error: cut });
  });

  it('holds a read cut while the page is being left, and never fails it once the page is gone', async () => {
    const shop = page();
    let outcome: unknown = 'reading';
    void shop.read(await shop.fetch(new URL('http://sk.localhost/p-10000024.data'))).then((result) => (outcome = result));
    shop.dispatch('beforeunload');
    shop.answers[0]!.cut(shop.cutBody());
    await settle();
    shop.dispatch('pagehide');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).toBe('reading');
  });

  it('fails a held read when the page stays after all (a download), and a look-up cut before its answer too', async () => {
    const shop = page();
    const reading = shop.read(await shop.fetch(new URL('http://sk.localhost/p-10000024.data')));
    const lookUp = shop.fetch('/__manifest?p=%2Fcheckout%2Fcart&version=1').then(() => 'answered', (error: unknown) => ({ error }));
    shop.dispatch('beforeunload');
    const cut = shop.cutBody();
    shop.answers[0]!.cut(cut);
    const refused = new shop.NetworkError('NetworkError when attempting to fetch resource.');
    shop.failures[1]!(refused);
    await vi.advanceTimersByTimeAsync(9_000);
    let settled = false;
    void Promise.race([reading, lookUp]).then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await reading).toEqual({ error: cut });
    expect(await lookUp).toEqual({ error: refused });
  });

  it('fails a held read once the page comes back from the back-forward cache', async () => {
    const shop = page();
    const reading = shop.read(await shop.fetch(new URL('http://sk.localhost/_root.data')));
    shop.dispatch('beforeunload');
    const cut = shop.cutBody();
    shop.answers[0]!.cut(cut);
    shop.dispatch('pagehide');
    await settle();
    shop.dispatch('pageshow');
    expect(await reading).toEqual({ error: cut });
  });

  it('passes any other failure on at once while the page is being left, and leaves other requests alone', async () => {
    const shop = page();
    const reading = shop.read(await shop.fetch(new URL('http://sk.localhost/p-10000024.data')));
    const translations = await shop.fetch('/locales/sk/common.json?v=1');
    expect(translations).toBe(shop.answers[1]!.response);
    shop.dispatch('beforeunload');
    const broken = new Error('not a network error');
    shop.answers[0]!.cut(broken);
    await settle();
    expect(await reading).toEqual({ error: broken });
  });
});
