// Measures the embedded engine on a catalogue of the seed's size (600 products): the first search
// of a locale (fetch + index build), the index build alone, and query times. Bounds are loose so
// the test catches regressions by an order of magnitude, not machine noise; figures are printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceClient } from '~/commerce/client.server';
import { createEmbeddedSearch } from '~/search/embedded/service.server';
import { clientFor, recordingLogger, startMock, type MockBackend } from '../commerce/harness';
import { productDraft, seedSearchFixture, STORES } from './fixtures';

const COUNT = 600; // above one 500-product page, so paging is exercised too
const NOUNS = [
  ['Vŕtačka', 'Perceuse', 'Bohrmaschine'],
  ['Píla', 'Scie', 'Säge'],
  ['Brúska', 'Meuleuse', 'Schleifer'],
  ['Kosačka', 'Tondeuse', 'Rasenmäher'],
  ['Vysávač', 'Aspirateur', 'Sauger'],
  ['Kompresor', 'Compresseur', 'Kompressor'],
];
const BRANDS = ['Makita', 'Bosch', 'Metabo', 'DeWalt', 'Stihl', 'Kärcher', 'Hilti', 'Milwaukee', 'Festool', 'Narex'];

let backend: MockBackend;
let client: CommerceClient;

beforeAll(async () => {
  backend = await startMock();
  client = clientFor(backend.url, { timeoutMs: 30_000 });
  const { discountId } = await seedSearchFixture(client.apiRoot);
  const drafts = Array.from({ length: COUNT }, (_, index) => {
    const [sk, fr, de] = NOUNS[index % NOUNS.length];
    const brand = BRANDS[index % BRANDS.length];
    const model = `${String.fromCharCode(65 + (index % 26))}${100 + index}`;
    const eur = 20 + ((index * 37) % 900);
    return productDraft(
      {
        sku: `EX2${String(index).padStart(7, '0')}`,
        names: { sk: `${sk} ${brand} ${model}`, cs: `${sk} ${brand} ${model}`, hu: `${sk} ${brand} ${model}`, fr: `${fr} ${brand} ${model}`, de: `${de} ${brand} ${model}` },
        brand,
        categoryKeys: [['cordless', 'drills', 'tools', 'garden'][index % 4]],
        prices: { EUR: eur, CZK: eur * 25, HUF: eur * 400, CHF: eur + 10 },
        ...(index % 7 === 0 ? { sale: { CZK: eur * 20 } } : {}),
        tags: index % 5 === 0 ? ['new'] : index % 7 === 0 ? ['on-sale'] : [],
        releaseDate: `20${20 + (index % 6)}-0${1 + (index % 9)}-15`,
      },
      discountId,
    );
  });
  for (let start = 0; start < drafts.length; start += 25) {
    await Promise.all(drafts.slice(start, start + 25).map((body) => client.apiRoot.products().post({ body }).execute()));
  }
}, 120_000);
afterAll(() => backend.close());

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('embedded engine on 600 products', () => {
  it('builds one locale and answers queries fast', async () => {
    const search = createEmbeddedSearch({ commerce: client, logger: recordingLogger() });
    let started = performance.now();
    const first = await search.search({ store: STORES.CZ, query: 'vrtacka makita' });
    const firstSearchMs = performance.now() - started;
    const index = search.currentIndex(STORES.CZ);
    expect(index?.size).toBe(COUNT + 4);
    expect(first.total).toBeGreaterThan(0);
    expect(first.hits.every((hit) => hit.name.includes('Makita'))).toBe(true);

    const queries = ['vrtacka', 'pila bosch', 'karcher', 'kompresor A1', 'mkita', 'EX20000042', 'bruska metabo'];
    const queryMs: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      for (const query of queries) {
        started = performance.now();
        await search.search({ store: STORES.CZ, query, filters: { brands: ['Bosch', 'Makita'] }, sort: round % 2 ? 'priceAsc' : 'relevance' });
        queryMs.push(performance.now() - started);
      }
    }
    const listingMs: number[] = [];
    for (let round = 0; round < 50; round += 1) {
      started = performance.now();
      await search.search({ store: STORES.CZ, filters: { priceMin: 1000, tags: ['new'] }, sort: 'newest', page: 2, pageSize: 48 });
      listingMs.push(performance.now() - started);
    }
    const quickMs: number[] = [];
    for (let round = 0; round < 50; round += 1) {
      started = performance.now();
      await search.quickSearch({ store: STORES.CZ, query: 'vrt', limit: 6 });
      quickMs.push(performance.now() - started);
    }

    const figures = {
      products: index?.size,
      firstSearchMs: Math.round(firstSearchMs),
      indexBuildMs: Math.round(index?.buildMs ?? 0),
      queryMedianMs: median(queryMs).toFixed(2),
      queryMaxMs: Math.max(...queryMs).toFixed(2),
      listingMedianMs: median(listingMs).toFixed(2),
      quickMedianMs: median(quickMs).toFixed(2),
    };
    console.info('embedded search figures', JSON.stringify(figures));
    expect(index?.buildMs).toBeLessThan(5000);
    expect(median(queryMs)).toBeLessThan(50);
    expect(median(listingMs)).toBeLessThan(50);
    expect(median(quickMs)).toBeLessThan(20);
  });
});
