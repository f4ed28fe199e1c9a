import { describe, expect, it } from 'vitest';
import { CATEGORY_LISTING_DEFAULTS, SEARCH_PAGE_DEFAULTS } from '~/search/constants';
import { parseSearchParams, searchHref, toSearchQuery, type ParsedSearchParams } from '~/search/params';

const parse = (query: string, defaults = SEARCH_PAGE_DEFAULTS) => parseSearchParams(new URLSearchParams(query), defaults);

const DEFAULTS: ParsedSearchParams = { query: '', filters: {}, campaign: undefined, sort: 'relevance', page: 1, pageSize: 24 };

describe('parseSearchParams', () => {
  it('reads every parameter of a full listing URL', () => {
    const parsed = parse(
      'query=+akku++vrtacka+&category=Power tools > Cordless tools&brand=Makita&brand=Bosch&tags=new&tags=topRated' +
        '&priceMin=10.5&priceMax=200&rating=4,5&sort=priceAsc&hitsPerPage=48&page=3',
    );
    expect(parsed).toEqual({
      query: 'akku vrtacka',
      filters: {
        brands: ['Bosch', 'Makita'],
        tags: ['new', 'topRated'],
        priceMin: 10.5,
        priceMax: 200,
        ratingMin: 4.5,
        categoryLevels: { lvl0: 'Power tools', lvl1: 'Power tools > Cordless tools' },
      },
      campaign: undefined,
      sort: 'priceAsc',
      page: 3,
      pageSize: 48,
    });
  });

  it('gives the defaults for an empty URL, per page type', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(parse('', CATEGORY_LISTING_DEFAULTS)).toEqual({ ...DEFAULTS, sort: 'newest' });
  });

  it.each([
    ['page=0'], ['page=-1'], ['page=1.5'], ['page=abc'], ['page='], ['page=1000'], ['page=99999999999'], ['page=1e2'], ['page=0x10'],
  ])('resets an invalid page (%s) to 1', (query) => {
    expect(parse(query).page).toBe(1);
  });

  it('keeps pages from 1 up to below the maximum', () => {
    expect(parse('page=1').page).toBe(1);
    expect(parse('page=999').page).toBe(999);
  });

  it.each([['hitsPerPage=25'], ['hitsPerPage=0'], ['hitsPerPage=1000'], ['hitsPerPage=twelve'], ['hitsPerPage=-12'], ['hitsPerPage=12.0']])(
    'resets a page size that is not an allowed one (%s)',
    (query) => {
      expect(parse(query).pageSize).toBe(24);
      expect(parse(query, { sort: 'newest', pageSize: 12 }).pageSize).toBe(12);
    },
  );

  it('accepts each allowed page size', () => {
    for (const size of [12, 24, 36, 48]) expect(parse(`hitsPerPage=${size}`).pageSize).toBe(size);
  });

  it('resets an unknown sort to the default of the page', () => {
    expect(parse('sort=cheapest').sort).toBe('relevance');
    expect(parse('sort=cheapest', CATEGORY_LISTING_DEFAULTS).sort).toBe('newest');
    expect(parse('sort=nameDesc').sort).toBe('nameDesc');
  });

  it('trims the query and cuts it to 100 characters', () => {
    expect(parse(`query=${'a'.repeat(150)}`).query).toHaveLength(100);
    expect(parse(`query=${'a'.repeat(99)}%20b`).query).toBe('a'.repeat(99));
    expect(parse('query=%20%20').query).toBe('');
    expect(parse('query=<script>alert(1)</script>').query).toBe('<script>alert(1)</script>');
  });

  it.each([
    ['priceMin=-1', {}],
    ['priceMin=abc', {}],
    ['priceMin=1000001', {}],
    ['priceMax=1e9', {}],
    ['priceMin=Infinity', {}],
    ['priceMin=0&priceMax=1000000', {}],
    ['priceMin=500&priceMax=100', {}],
    ['priceMin=100&priceMax=100', { priceMin: 100, priceMax: 100 }],
    ['priceMin=12,50', { priceMin: 12.5 }],
    ['priceMax=1000000', {}],
  ])('price bounds from %s', (query, expected) => {
    expect(parse(query).filters).toEqual(expected);
  });

  it('keeps only the five known tags and maps new-arrivals and sales', () => {
    expect(parse('tags=new&tags=bogus&tags=bware&tags=BESTSELLER').filters.tags).toEqual(['new', 'bware']);
    expect(parse('new-arrivals').filters.tags).toEqual(['new']);
    expect(parse('sales=true').filters.tags).toEqual(['on-sale']);
    expect(parse('sales=false&new-arrivals=0').filters.tags).toBeUndefined();
    expect(parse('sales=1&tags=on-sale&refinementList[tags][1]=bestseller').filters.tags).toEqual(['bestseller', 'on-sale']);
  });

  it('recognises a campaign in refinementList[tags][0]', () => {
    const parsed = parse('refinementList%5Btags%5D%5B0%5D=campaign%3Apro-deals');
    expect(parsed.campaign).toBe('pro-deals');
    expect(parsed.filters).toEqual({ campaign: 'pro-deals' });
    expect(parse('refinementList[tags][0]=campaign:').campaign).toBeUndefined();
    expect(parse('refinementList[tags][0]=campaign:<img src=x>').campaign).toBeUndefined();
    expect(parse('refinementList[tags][0]=pro-deals').campaign).toBeUndefined();
  });

  it('reads brands from brand and refinementList[brand], trimmed, unique and sorted', () => {
    expect(parse('brand=Makita&refinementList[brand][0]=Bosch&brand=%20Makita%20&brand=').filters.brands).toEqual(['Bosch', 'Makita']);
    expect(parse(`brand=${'x'.repeat(101)}`).filters.brands).toBeUndefined();
    const many = Array.from({ length: 30 }, (_, index) => `brand=B${String(index).padStart(2, '0')}`).join('&');
    expect(parse(many).filters.brands).toHaveLength(20);
  });

  it('reads ratings as half stars with a dot or a comma', () => {
    expect(parse('rating=4,5').filters.ratingMin).toBe(4.5);
    expect(parse('rating=4').filters.ratingMin).toBe(4);
    for (const bad of ['4.3', '0', '6', '-1', 'five', '4,55']) expect(parse(`rating=${bad}`).filters.ratingMin).toBeUndefined();
  });

  it('derives consistent category levels from one path', () => {
    expect(parse('hierarchicalMenu[categories.lvl0]=Garden > Lawn care > Mowers').filters.categoryLevels).toEqual({
      lvl0: 'Garden',
      lvl1: 'Garden > Lawn care',
      lvl2: 'Garden > Lawn care > Mowers',
    });
    expect(parse('category=A > > B').filters.categoryLevels).toBeUndefined();
    expect(parse('category=A>B>C>D>E>F').filters.categoryLevels).toBeUndefined();
  });

  it('never throws on garbage', () => {
    const garbage = ['%', 'page[]=1&page[]=2', 'query=%E0%A4%A', 'brand[x]=1', '&&&==', 'hitsPerPage=12&hitsPerPage=48', '\u0000=\u0000'];
    for (const query of garbage) expect(() => parse(query)).not.toThrow();
  });
});

describe('toSearchQuery', () => {
  it('omits defaults and the first page', () => {
    expect(toSearchQuery(DEFAULTS)).toBe('');
    expect(toSearchQuery({ ...DEFAULTS, sort: 'newest' }, CATEGORY_LISTING_DEFAULTS)).toBe('');
    expect(toSearchQuery({ ...DEFAULTS, page: 2 })).toBe('page=2');
    expect(searchHref('/search', DEFAULTS)).toBe('/search');
    expect(searchHref('/search', { ...DEFAULTS, query: 'drill' })).toBe('/search?query=drill');
  });

  it('writes one stable order whatever the input order', () => {
    const a = toSearchQuery({ ...DEFAULTS, filters: { brands: ['Makita', 'Bosch'], tags: ['topRated', 'new'] }, sort: 'priceDesc' });
    const b = toSearchQuery({ ...DEFAULTS, sort: 'priceDesc', filters: { tags: ['new', 'topRated'], brands: ['Bosch', 'Makita'] } });
    expect(a).toBe(b);
    expect(a).toBe('brand=Bosch&brand=Makita&tags=new&tags=topRated&sort=priceDesc');
  });

  it('writes the campaign in the spec format', () => {
    expect(toSearchQuery({ ...DEFAULTS, filters: { campaign: 'pro-deals' } })).toBe('refinementList%5Btags%5D%5B0%5D=campaign%3Apro-deals');
  });

  const states: ParsedSearchParams[] = [
    DEFAULTS,
    { ...DEFAULTS, query: 'vŕtačka & "bosch"', page: 7, pageSize: 12, sort: 'nameAsc' },
    { ...DEFAULTS, filters: { campaign: 'pro-deals', tags: ['on-sale'] }, campaign: 'pro-deals' },
    {
      ...DEFAULTS,
      query: 'x',
      filters: {
        brands: ['A&B', 'Kärcher'],
        tags: ['new', 'bestseller', 'bware', 'on-sale', 'topRated'],
        priceMin: 0.5,
        priceMax: 999999.99,
        ratingMin: 3,
        categoryLevels: { lvl0: 'Dílna', lvl1: 'Dílna > Svařování' },
      },
      sort: 'newest',
      page: 999,
      pageSize: 36,
    },
  ];

  it.each(states.map((state, index) => [index, state] as const))('round-trips state %i through the URL', (_, state) => {
    for (const defaults of [SEARCH_PAGE_DEFAULTS, CATEGORY_LISTING_DEFAULTS]) {
      const query = toSearchQuery(state, defaults);
      const parsed = parseSearchParams(new URLSearchParams(query), defaults);
      expect(parsed).toEqual(state);
      expect(toSearchQuery(parsed, defaults)).toBe(query);
    }
  });

  it('is a fixed point for whatever the parser produces', () => {
    const inputs = ['page=0&sort=x&tags=new&new-arrivals', 'query=%20a%20%20b&priceMin=5&priceMax=1', 'brand=Z&brand=A&rating=2,5&hitsPerPage=36'];
    for (const input of inputs) {
      const first = parse(input);
      expect(parse(toSearchQuery(first))).toEqual(first);
    }
  });
});
