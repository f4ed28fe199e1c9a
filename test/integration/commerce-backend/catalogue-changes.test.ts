// The embedded backend's catalogue change announcements and the storefront's watcher of them (decision 055).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogueCache } from '~/commerce/catalogue-cache.server';
import { changedResources, watchCatalogueChanges } from '../../../server/catalogue-watcher';
import { CHANGES_PATH, createChangeAnnouncer, installCatalogueChanges } from '../../../server/commerce-backend/catalogue-changes';
import { openStorage } from '../../../server/commerce-backend/storage';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A real store in a temporary folder: the announcements come from its writes. */
function tempStore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-changes-'));
  const store = openStorage(dir);
  closers.push(() => fs.rmSync(dir, { recursive: true, force: true }), () => store.close());
  return store;
}

describe('change announcer', () => {
  it('moves the counter of the catalogue resource written, and none for carts or orders', () => {
    const announcer = createChangeAnnouncer();
    const before = announcer.current();
    announcer.note('product');
    announcer.note('inventory-entry');
    announcer.note('cart');
    announcer.note('order');
    const after = announcer.current();
    expect(after.sequence).toBe(before.sequence + 2);
    expect(changedResources(before, after)).toEqual(['products', 'inventory']);
  });

  it('answers a poll at once when the caller is behind, else at the next change', async () => {
    const announcer = createChangeAnnouncer();
    const { epoch, sequence } = announcer.current();
    expect((await announcer.next(undefined, 1000)).sequence).toBe(sequence);
    const waiting = announcer.next(`${epoch}:${sequence}`, 5000);
    setTimeout(() => announcer.note('review'), 20);
    const started = Date.now();
    const state = await waiting;
    expect(state.resources.reviews).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    // Nothing happens: the poll ends after its wait with the same state.
    expect((await announcer.next(`${epoch}:${state.sequence}`, 30)).sequence).toBe(state.sequence);
  });

  it('treats another epoch (a restarted backend) as a change of everything', () => {
    const one = createChangeAnnouncer().current();
    const other = createChangeAnnouncer().current();
    expect(changedResources(one, other)).toBe('all');
    expect(changedResources(undefined, other)).toBe('all');
  });
});

describe('catalogue watcher', () => {
  it('invalidates cached reads as soon as the backend writes a product', async () => {
    const app = Fastify();
    const store = tempStore();
    installCatalogueChanges(app, store);
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect((await (await fetch(`${url}${CHANGES_PATH}`)).json()).sequence).toBe(0);

    const cache = createCatalogueCache({ mode: 'announced' });
    const changes: unknown[] = [];
    const watcher = watchCatalogueChanges({ backendUrl: url, cache, logger: { warn: () => {}, debug: () => {} }, onChange: (changed) => changes.push(changed) });
    closers.push(() => watcher.stop());
    await watcher.ready;
    const categories = cache.version('categories');
    const products = cache.version('products');

    await store.storage.add('p', 'product', { id: '1', version: 1, masterData: undefined });
    await expect.poll(() => cache.version('products'), { timeout: 2000 }).toBe(products + 1);
    expect(cache.version('categories')).toBe(categories);
    expect(changes.at(-1)).toEqual(['products']);

    await store.storage.add('p', 'cart', { id: 'c', version: 1, cartState: 'Ordered', lineItems: [] });
    await store.storage.delete('p', 'product', '1');
    await expect.poll(() => cache.version('products'), { timeout: 2000 }).toBe(products + 2);
    expect(changes.at(-1)).toEqual(['products']);
  });
});
