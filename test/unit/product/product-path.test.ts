import { describe, expect, it } from 'vitest';
import { isCanonicalProductPath, isProductPageSku, parseProductPath } from '~/product/product-path';

describe('parseProductPath (spec §2 "Slug rules")', () => {
  it('takes a path ending in eight digits after a name as a product and yields EX + the digits', () => {
    expect(parseProductPath('/akumulatorovy-vrtaci-skrutkovac-kraftwerk-ks18-10000123/')).toEqual({
      sku: 'EX10000123',
      slug: 'akumulatorovy-vrtaci-skrutkovac-kraftwerk-ks18-10000123',
    });
  });

  it('reads the native /p/{slug}/ form and slugs with letters of any script', () => {
    expect(parseProductPath('/p/vŕtačka-20000042/')?.sku).toBe('EX20000042');
    expect(parseProductPath('/ексцентършлайф-norvik-18000123')?.sku).toBe('EX18000123');
  });

  it('uses the last segment, so an old nested path still names the product', () => {
    expect(parseProductPath('/category/drills/drill-10000001/')?.sku).toBe('EX10000001');
  });

  it.each([
    ['a category', '/drills/'],
    ['home', '/'],
    ['seven digits (the virtual guarantees)', '/extra-guarantee-4100010/'],
    ['nine digits', '/drill-123456789/'],
    ['digits without a name', '/10000123/'],
    ['a name without letters', '/--10000123/'],
    ['a content page', '/privacy-data/'],
  ])('is not a product path: %s', (_name, path) => {
    expect(parseProductPath(path)).toBeNull();
  });
});

describe('isCanonicalProductPath', () => {
  it('compares decoded paths, so a percent-encoded canonical matches the decoded route parameter', () => {
    expect(isCanonicalProductPath('/vŕtačka-10000001/', '/v%C5%95ta%C4%8Dka-10000001/')).toBe(true);
  });

  it('leaves the trailing slash to the URL rules: data requests (`/{slug}.data`) never carry it', () => {
    expect(isCanonicalProductPath('/drill-10000001', '/drill-10000001/')).toBe(true);
  });

  it('refuses another slug and a prefix the market does not use', () => {
    expect(isCanonicalProductPath('/old-name-10000001/', '/new-name-10000001/')).toBe(false);
    expect(isCanonicalProductPath('/p/drill-10000001/', '/drill-10000001/')).toBe(false);
    expect(isCanonicalProductPath('/drill-10000001/', '/p/drill-10000001/')).toBe(false);
  });
});

describe('isProductPageSku', () => {
  it('accepts EX + eight digits only', () => {
    expect(isProductPageSku('EX10000123')).toBe(true);
    expect(isProductPageSku('4100010')).toBe(false);
    expect(isProductPageSku('EX1000012')).toBe(false);
    expect(isProductPageSku('ex10000123')).toBe(false);
    expect(isProductPageSku('EX10000123;')).toBe(false);
  });
});
