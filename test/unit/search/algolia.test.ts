import { describe, expect, it } from 'vitest';
import type { AlgoliaRequester } from '~/search/algolia/service.server';
import { buildQuickRequest, buildSearchRequests, indexName } from '~/search/algolia/request';
import { fromAlgoliaHit } from '~/search/algolia/response';
import { algoliaIndexSettings } from '~/search/algolia/settings';
import { SearchError } from '~/search/errors';
import { normalizeSearch } from '~/search/normalize';
import { createSearchService } from '~/search/service.server';
import type { SearchParams } from '~/search/types';
import { CH_FR, records, SK } from './fixtures';

type Sent = { url: string; method: string; body: { requests: Record<string, unknown>[] } };

/** A requester answering like Algolia from canned answers, recording what the client sent. */
function simulatedAlgolia(answer: (body: Sent['body']) => { status: number; content: unknown }) {
  const sent: Sent[] = [];
  const requester: AlgoliaRequester = {
    async send(request) {
      const data = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data ?? new Uint8Array());
      const body = JSON.parse(data || '{}') as Sent['body'];
      sent.push({ url: request.url, method: request.method, body });
      const { status, content } = answer(body);
      return { status, content: JSON.stringify(content), isTimedOut: false };
    },
  };
  return { sent, requester };
}

const applied = (params: Omit<SearchParams, 'store'>) => normalizeSearch({ store: CH_FR, ...params });

describe('Algolia request mapping', () => {
  it('names the index prod.{locale} and a replica per sort', () => {
    expect(indexName(CH_FR)).toBe('prod.fr-CH');
    expect(indexName(SK, 'priceAsc')).toBe('prod.sk-SK_price_asc');
    expect(indexName(SK, 'newest', 'staging.')).toBe('staging.sk-SK_newest');
  });

  it('maps filters, paging and sorting to Algolia parameters', () => {
    const { requests, roles } = buildSearchRequests(
      applied({
        query: ' perceuse ',
        categoryId: 'cat-1',
        filters: {
          brands: ['Makita', 'Bosch'],
          tags: ['on-sale', 'new'],
          campaign: 'pro-deals',
          priceMin: 10,
          priceMax: 250.5,
          ratingMin: 4.5,
          categoryLevels: { lvl1: 'Outils > Perceuses' },
        },
        sort: 'priceAsc',
        page: 3,
        pageSize: 36,
      }),
      CH_FR,
    );
    expect(requests[0]).toEqual({
      indexName: 'prod.fr-CH_price_asc',
      query: 'perceuse',
      maxValuesPerFacet: 100,
      facetFilters: [
        'categoryIds:cat-1',
        ['brand:Bosch', 'brand:Makita'],
        'tags:new',
        'tags:on-sale',
        'tags:campaign:pro-deals',
        'categories.lvl0:Outils',
        'categories.lvl1:Outils > Perceuses',
      ],
      numericFilters: ['priceAmount>=10', 'priceAmount<=250.5', 'rating>=4.5'],
      facets: ['brand', 'tags', 'priceAmount', 'ratingBucket', 'categories.lvl2'],
      hitsPerPage: 36,
      page: 2,
      clickAnalytics: true,
    });
    expect(roles).toEqual([{ facet: 'brand' }, { facet: 'price' }, { facet: 'rating' }, { facet: 'category', depth: 0 }, { facet: 'category', depth: 1 }]);
    const [, brand, price, rating, level0, level1] = requests;
    expect(brand.facetFilters).not.toContainEqual(['brand:Bosch', 'brand:Makita']);
    expect(brand).toMatchObject({ facets: ['brand'], hitsPerPage: 0, analytics: false, clickAnalytics: false });
    expect(price.numericFilters).toEqual(['rating>=4.5']);
    expect(rating.numericFilters).toEqual(['priceAmount>=10', 'priceAmount<=250.5']);
    expect(level0.facetFilters.filter((filter) => String(filter).startsWith('categories.'))).toEqual([]);
    expect(level1.facetFilters.filter((filter) => String(filter).startsWith('categories.'))).toEqual(['categories.lvl0:Outils']);
    // The category listing scope and the campaign are never widened.
    for (const request of requests) expect(request.facetFilters).toContain('categoryIds:cat-1');
    for (const request of requests) expect(request.facetFilters).toContain('tags:campaign:pro-deals');
  });

  it('asks for one query when nothing is refined', () => {
    const { requests } = buildSearchRequests(applied({}), SK);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ indexName: 'prod.sk-SK', query: '', facetFilters: [], numericFilters: [], page: 0, hitsPerPage: 24 });
    expect(requests[0].facets).toContain('categories.lvl0');
  });

  it('escapes a facet value that would read as a negation', () => {
    const { requests } = buildSearchRequests(applied({ filters: { brands: ['-Brand'] } }), SK);
    expect(requests[0].facetFilters).toEqual([['brand:\\-Brand']]);
  });

  it('asks quick search for as many hits as it shows', () => {
    expect(buildQuickRequest(SK, 'vrt', 6)).toMatchObject({ indexName: 'prod.sk-SK', query: 'vrt', hitsPerPage: 6, page: 0, clickAnalytics: true });
  });

  it('describes the indexes an operator creates', () => {
    const settings = algoliaIndexSettings('prod.fr-CH');
    expect(settings.primary.settings.replicas).toEqual([
      'prod.fr-CH_name_asc', 'prod.fr-CH_name_desc', 'prod.fr-CH_price_asc', 'prod.fr-CH_price_desc', 'prod.fr-CH_newest',
    ]);
    expect(settings.primary.settings.attributesForFaceting).toContain('categories.lvl4');
    expect(settings.replicas.find((replica) => replica.name.endsWith('_price_asc'))?.settings.ranking[0]).toBe('asc(priceAmount)');
    expect(settings.primary.settings.queryLanguages).toEqual(['fr']);
    expect(settings.primary.settings).not.toHaveProperty('decompoundedAttributes');
  });

  it('gives each language its plurals, decompounding and synonyms from the language data', () => {
    const german = algoliaIndexSettings('prod.de-DE');
    expect(german.primary.settings.searchableAttributes.slice(0, 2)).toEqual(['name', 'productType']);
    expect(german.primary.settings).toMatchObject({ ignorePlurals: ['de'], decompoundQuery: true, decompoundedAttributes: { de: expect.arrayContaining(['name']) } });
    expect(german.synonyms).toContainEqual(expect.objectContaining({ type: 'oneWaySynonym', input: 'schlagbohrmaschine', synonyms: ['bohrhammer'] }));
    expect(german.synonyms).toContainEqual(expect.objectContaining({ type: 'synonym', synonyms: expect.arrayContaining(['akkuschrauber', 'bohrschrauber']) }));
    expect(new Set(german.synonyms.map((synonym) => synonym.objectID)).size).toBe(german.synonyms.length);
    expect(algoliaIndexSettings('prod.nb-NO').primary.settings).toMatchObject({ queryLanguages: ['no'], decompoundedAttributes: { no: expect.any(Array) } });
  });
});

describe('Algolia hit mapping', () => {
  const pushed = records(
    [
      { sku: 'EX10000001', name: 'Vŕtačka Makita', brand: 'Makita', categories: ['drills'], prices: [{ currency: 'EUR', country: 'SK', amount: 129, sale: 99 }], tags: ['on-sale'], rating: { average: 4.7, count: 3 } },
      { sku: 'EX10000002', name: 'Píla Bosch', brand: 'Bosch', categories: ['saws'], prices: [{ currency: 'EUR', country: 'SK', amount: 59 }] },
    ],
    SK,
  );

  it('reads the records the shared builder makes', () => {
    const hit = fromAlgoliaHit({ ...pushed[0], _highlightResult: {} });
    expect(hit).toMatchObject({
      sku: 'EX10000001',
      name: 'Vŕtačka Makita',
      url: pushed[0].url,
      price: { centAmount: 9900, currencyCode: 'EUR', fractionDigits: 2 },
      priceBefore: { centAmount: 12900 },
      rating: 4.7,
      reviewCount: 3,
      tags: ['on-sale'],
      categories: pushed[0].categories,
    });
  });

  it('reads partial or malformed records leniently', () => {
    expect(fromAlgoliaHit({ objectID: 'EX1', name: 'A', slug: 'a-1', price: { centAmount: 'x' }, tags: 'new', isOnStock: 'yes' })).toMatchObject({
      sku: 'EX1',
      url: '/a-1/',
      price: null,
      tags: [],
      isOnStock: false,
      categories: { lvl0: [], lvl4: [] },
    });
    expect(fromAlgoliaHit({ name: 'no object id' })).toBeNull();
  });

  it('searches through the client and merges the widened facet answers', async () => {
    const { sent, requester } = simulatedAlgolia((body) => ({
      status: 200,
      content: {
        results: [
          {
            hits: [{ ...pushed[1], _highlightResult: {} }, { broken: true }],
            nbHits: 30,
            nbPages: 3,
            page: 1,
            hitsPerPage: 12,
            queryID: 'q-123',
            facets: {
              brand: { Bosch: 30 },
              tags: { 'on-sale': 4, 'campaign:pro-deals': 2, new: 1 },
              ratingBucket: { '4.5': 3, '4': 5, '0': 22 },
              'categories.lvl1': { 'Elektrické náradie > Píly': 30, 'Záhrada > Kosačky': 1 },
            },
            facets_stats: { priceAmount: { min: 20, max: 300, avg: 90, sum: 2700 } },
          },
          { hits: [], nbHits: 80, facets: { brand: { Bosch: 30, Makita: 50 } } },
          { hits: [], nbHits: 60, facets: { 'categories.lvl0': { 'Elektrické náradie': 60, Záhrada: 10 } } },
        ].slice(0, body.requests.length),
      },
    }));
    const service = createSearchService({ kind: 'algolia', appId: 'APPID', apiKey: 'search-key', requester });
    const result = await service.search({
      store: SK,
      query: 'píla',
      filters: { brands: ['Bosch'], categoryLevels: { lvl0: 'Elektrické náradie' } },
      page: 2,
      pageSize: 12,
    });

    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(sent[0].url).toMatch(/^https:\/\/APPID(-dsn)?\.algolia\.net\/1\/indexes\/\*\/queries/);
    expect(sent[0].body.requests.map((request) => request.indexName)).toEqual(['prod.sk-SK', 'prod.sk-SK', 'prod.sk-SK']);
    expect(sent[0].body.requests[0]).toMatchObject({ query: 'píla', page: 1, hitsPerPage: 12 });

    expect(result).toMatchObject({ total: 30, page: 2, pageSize: 12, pageCount: 3, queryId: 'q-123' });
    expect(result.hits.map((hit) => hit.sku)).toEqual(['EX10000002']);
    expect(result.facets.brands).toEqual([
      { value: 'Makita', count: 50, selected: false },
      { value: 'Bosch', count: 30, selected: true },
    ]);
    expect(result.facets.tags).toEqual([
      { value: 'new', count: 1, selected: false },
      { value: 'on-sale', count: 4, selected: false },
    ]);
    expect(result.facets.categories.lvl0).toEqual([
      { value: 'Elektrické náradie', count: 60, selected: true },
      { value: 'Záhrada', count: 10, selected: false },
    ]);
    expect(result.facets.categories.lvl1).toEqual([{ value: 'Elektrické náradie > Píly', count: 30, selected: false }]);
    expect(result.facets.price).toEqual({ min: 20, max: 300 });
    expect(result.facets.ratings.slice(0, 3)).toEqual([
      { threshold: 4.5, count: 3, selected: false },
      { threshold: 4, count: 8, selected: false },
      { threshold: 3, count: 8, selected: false },
    ]);
  });

  it('quick-searches with the limit and skips terms that are too short', async () => {
    const { sent, requester } = simulatedAlgolia(() => ({ status: 200, content: { results: [{ hits: pushed, nbHits: 2 }] } }));
    const service = createSearchService({ kind: 'algolia', appId: 'APPID', apiKey: 'search-key', requester });
    expect(await service.quickSearch({ store: SK, query: 'v', limit: 5 })).toEqual([]);
    expect(sent).toHaveLength(0);
    const hits = await service.quickSearch({ store: SK, query: ' vŕt ', limit: 500 });
    expect(sent[0].body.requests[0]).toMatchObject({ query: 'vŕt', hitsPerPage: 20, clickAnalytics: true });
    expect(hits).toEqual(pushed.map((record) => ({ sku: record.sku, name: record.name, url: record.url, image: record.image, price: record.price, priceBefore: record.priceBefore })));
  });

  it('turns an Algolia failure into a SearchError', async () => {
    const { requester } = simulatedAlgolia(() => ({ status: 403, content: { message: 'Invalid Application-ID or API key', status: 403 } }));
    const service = createSearchService({ kind: 'algolia', appId: 'APPID', apiKey: 'wrong', requester });
    const failure = service.search({ store: SK, query: 'x' });
    await expect(failure).rejects.toBeInstanceOf(SearchError);
    await expect(failure).rejects.toThrow('An error occurred during request to /search, Invalid Application-ID or API key');
  });

  it('refuses a configuration without keys', () => {
    expect(() => createSearchService({ kind: 'algolia', appId: '', apiKey: '' })).toThrow(/application id/);
  });
});
