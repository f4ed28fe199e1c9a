// The boot script's route-discovery part (decision 163), run in a sandbox with a fake window: a document
// navigation waits for open route look-ups, and no look-up starts while the page is being left.
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { DISCOVERY_SETTLES_FIRST_SCRIPT } from '~/document/discovery-settles-first';

type Event = { type: string; defaultPrevented: boolean; preventDefault(): void; [key: string]: unknown };

function page(script: string) {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  const requests: { url: string; settle: () => void }[] = [];
  class HTMLFormElement {
    submitted: unknown[] = [];
    requestSubmit(button?: unknown) {
      this.submitted.push(button);
    }
  }
  class Element {
    constructor(readonly href: string, readonly target = '') {}
    closest() {
      return this;
    }
    hasAttribute() {
      return false;
    }
  }
  const assigned: string[] = [];
  const window: Record<string, unknown> = {
    fetch: (url: string) => new Promise<void>((resolve, reject) => requests.push({ url, settle: () => reject(new TypeError('NetworkError')) })),
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    location: { href: 'http://sk.localhost/', assign: (url: string) => assigned.push(url) },
    HTMLFormElement, Element, URL, Promise, Set, Array, String, TypeError, Date, setTimeout,
  };
  window.window = window;
  vm.runInNewContext(script, window);
  const dispatch = (type: string, fields: Record<string, unknown> = {}) => {
    const event: Event = { type, defaultPrevented: false, button: 0, preventDefault() { event.defaultPrevented = true; }, ...fields };
    for (const listener of listeners.get(type) ?? []) listener(event);
    return event;
  };
  const fetch = window.fetch as (url: string) => Promise<unknown>;
  return { dispatch, requests, assigned, HTMLFormElement, Element, fetch: (url: string) => void fetch(url).catch(() => undefined) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a document navigation lets route discovery settle first (decision 163)', () => {
  it('holds a form the browser would post while a look-up is open, then sends it with the same button', async () => {
    const shop = page(DISCOVERY_SETTLES_FIRST_SCRIPT);
    shop.fetch('/__manifest?p=%2Flog-out&version=1');
    const form = new shop.HTMLFormElement();
    const button = { form };
    expect(shop.dispatch('submit', { target: form, submitter: button }).defaultPrevented).toBe(true);
    await settled();
    expect(form.submitted).toEqual([]);
    shop.requests[0].settle();
    await settled();
    expect(form.submitted).toEqual([button]);
  });

  it('sends a held form once the wait is over even if a look-up never settles, and does not hold it again', async () => {
    vi.useFakeTimers();
    try {
      const shop = page(DISCOVERY_SETTLES_FIRST_SCRIPT);
      shop.fetch('/__manifest?p=%2Fcheckout%2Fpayment&version=1');
      const form = new shop.HTMLFormElement();
      expect(shop.dispatch('submit', { target: form }).defaultPrevented).toBe(true);
      await vi.advanceTimersByTimeAsync(3000);
      expect(form.submitted).toHaveLength(1);
      // requestSubmit fires the submit event again: this time it goes through.
      expect(shop.dispatch('submit', { target: form }).defaultPrevented).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a post go at once when no look-up is open, and leaves the posts Remix handles alone', async () => {
    const shop = page(DISCOVERY_SETTLES_FIRST_SCRIPT);
    const form = new shop.HTMLFormElement();
    shop.fetch('/checkout/cart.data');
    expect(shop.dispatch('submit', { target: form }).defaultPrevented).toBe(false);
    shop.fetch('/__manifest?p=%2F&version=1');
    const handled = shop.dispatch('submit', { target: form, defaultPrevented: true });
    await settled();
    expect(handled.defaultPrevented).toBe(true);
    expect(form.submitted).toEqual([]);
  });

  it('holds a plain link while a look-up is open, then follows it', async () => {
    const shop = page(DISCOVERY_SETTLES_FIRST_SCRIPT);
    shop.fetch('/__manifest?p=%2Fmy-account&version=1');
    const link = new shop.Element('http://sk.localhost/my-account/orders');
    expect(shop.dispatch('click', { target: link }).defaultPrevented).toBe(true);
    expect(shop.dispatch('click', { target: new shop.Element('http://sk.localhost/#main') }).defaultPrevented).toBe(false);
    expect(shop.dispatch('click', { target: link, ctrlKey: true }).defaultPrevented).toBe(false);
    shop.requests[0].settle();
    await settled();
    expect(shop.assigned).toEqual(['http://sk.localhost/my-account/orders']);
  });

  it('starts no look-up while the page is being left, until the wait is over', async () => {
    vi.useFakeTimers();
    try {
      const shop = page(DISCOVERY_SETTLES_FIRST_SCRIPT);
      shop.dispatch('beforeunload');
      shop.fetch('/__manifest?p=%2F&version=1');
      shop.fetch('/checkout/cart.data');
      await vi.advanceTimersByTimeAsync(100);
      expect(shop.requests.map((request) => request.url)).toEqual(['/checkout/cart.data']);
      await vi.advanceTimersByTimeAsync(3000);
      expect(shop.requests.map((request) => request.url)).toEqual(['/checkout/cart.data', '/__manifest?p=%2F&version=1']);
    } finally {
      vi.useRealTimers();
    }
  });
});
