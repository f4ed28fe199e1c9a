import { describe, expect, it } from 'vitest';
import { toSearchRecord } from '~/search/record';
import { foldText, stripHtml, writtenOut } from '~/search/text';
import { CH_FR, CZ, product, SK, tree } from './fixtures';

const context = { categories: tree(), now: new Date('2026-11-01T00:00:00Z') };

describe('toSearchRecord', () => {
  it('builds the documented record for one store language', () => {
    const record = toSearchRecord(
      product({
        sku: 'EX10000123',
        name: { sk: 'Vŕtačka Makita DDF 18', cs: 'Vrtačka Makita DDF 18' },
        brand: 'Makita',
        categories: ['drills', 'garden'],
        prices: [{ currency: 'EUR', country: 'SK', amount: 129.99, sale: 99.99 }, { currency: 'CZK', country: 'CZ', amount: 3290 }],
        tags: ['new', 'bestseller', 'campaign:pro-deals'],
        rating: { average: 4.6, count: 7 },
        releaseDate: '2026-10-01',
        description: '<p>Silná &amp; ľahká</p><ul><li>18 V</li></ul>',
        ean: '4012345678901',
      }),
      SK,
      context,
    );
    expect(record).toMatchObject({
      objectID: 'EX10000123',
      sku: 'EX10000123',
      productId: 'id-EX10000123',
      name: 'Vŕtačka Makita DDF 18',
      slug: 'ex10000123-sk-10000123',
      url: '/ex10000123-sk-10000123/',
      image: '/__images/products/EX10000123-1.svg',
      brand: 'Makita',
      description: 'Silná & ľahká 18 V',
      tags: ['new', 'bestseller', 'campaign:pro-deals'],
      price: { centAmount: 9999, currencyCode: 'EUR', fractionDigits: 2 },
      priceBefore: { centAmount: 12999, currencyCode: 'EUR', fractionDigits: 2 },
      priceAmount: 99.99,
      rating: 4.6,
      ratingBucket: 4.5,
      reviewCount: 7,
      releasedAt: Date.parse('2026-10-01'),
      categories: {
        lvl0: ['Elektrické náradie', 'Záhrada'],
        lvl1: ['Elektrické náradie > Akumulátorové'],
        lvl2: ['Elektrické náradie > Akumulátorové > Vŕtačky'],
        lvl3: [],
        lvl4: [],
      },
    });
    expect(record?.codes).toEqual(expect.arrayContaining(['EX10000123', '10000123', '4012345678901']));
    expect(new Set(record?.categoryIds)).toEqual(new Set(['drills', 'cordless', 'power', 'garden']));
    expect(record?.popularity).toBeGreaterThan(10_000);
    // What it is (the primary category), what it has, and that it is no accessory.
    expect(record).toMatchObject({ productType: 'Vŕtačky', isAccessory: false, attributes: ['M 123'] });
    expect(new Set(record?.categoryNames)).toEqual(new Set(['Vŕtačky', 'Akumulátorové', 'Elektrické náradie', 'Záhrada']));
  });

  it('tells accessories by their product type, else by the products they fit', () => {
    const base = product({ sku: 'EX10000200', name: 'Pílový kotúč', prices: [{ currency: 'EUR', country: 'SK', amount: 20 }] });
    const typed = { ...base, productType: { typeId: 'product-type', id: 'x', obj: { key: 'accessory' } } } as unknown as typeof base;
    expect(toSearchRecord(typed, SK, context)?.isAccessory).toBe(true);
    // Unexpanded, as the embedded index reads it: the key comes from the product types read beside the products.
    const byId = { ...base, productType: { typeId: 'product-type', id: 'type-accessory' } } as unknown as typeof base;
    const keys = new Map([['type-accessory', 'accessory']]);
    expect(toSearchRecord(byId, SK, { ...context, productTypeKey: (id) => keys.get(id) })?.isAccessory).toBe(true);
    const fitting = { ...base, masterVariant: { ...base.masterVariant, attributes: [...(base.masterVariant.attributes ?? []), { name: 'parentProductsForAccessory', value: [{ typeId: 'product', id: 'p1' }] }] } };
    expect(toSearchRecord(fitting, SK, context)?.isAccessory).toBe(true);
    expect(toSearchRecord(base, SK, context)?.isAccessory).toBe(false);
  });

  it('searches technical values and highlights in the store language', () => {
    const base = product({ sku: 'EX10000201', name: 'Vŕtačka', prices: [{ currency: 'EUR', country: 'SK', amount: 20 }] });
    const attributes = [
      ...(base.masterVariant.attributes ?? []),
      { name: 'highlights', value: [{ sk: 'Bezuhlíkový motor', en: 'Brushless motor' }] },
      { name: 'techdetails', value: { sk: JSON.stringify([{ label: 'Napätie', value: '18 V' }]), en: '[]' } },
    ];
    const record = toSearchRecord({ ...base, masterVariant: { ...base.masterVariant, attributes } }, SK, context);
    expect(record?.attributes).toEqual(expect.arrayContaining(['Bezuhlíkový motor', '18 V']));
  });

  it('uses the price of the store country and currency', () => {
    const spec = {
      sku: 'EX10000001',
      name: 'Píla',
      prices: [
        { currency: 'EUR', amount: 90 },
        { currency: 'EUR', country: 'SK', amount: 80 },
        { currency: 'CZK', country: 'CZ', amount: 2190 },
      ],
    };
    expect(toSearchRecord(product(spec), SK, context)?.price?.centAmount).toBe(8000);
    expect(toSearchRecord(product(spec), { ...SK, country: 'AT', key: 'at', locale: 'de-AT', language: 'sk' }, context)?.priceAmount).toBe(90);
    expect(toSearchRecord(product(spec), CZ, { ...context, categories: tree('cs') })?.price).toEqual({
      centAmount: 219000,
      currencyCode: 'CZK',
      fractionDigits: 2,
    });
  });

  it('prefers the price the backend selected for the store', () => {
    const base = product({ sku: 'EX10000001', name: 'Píla', prices: [{ currency: 'EUR', country: 'SK', amount: 80 }] });
    const selected = { id: 'x', value: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 7000, fractionDigits: 2 } } as const;
    const projection = { ...base, masterVariant: { ...base.masterVariant, price: selected } };
    expect(toSearchRecord(projection, SK, context)?.priceAmount).toBe(70);
  });

  it('leaves out what a store must not list', () => {
    const guarantee = product({ sku: '4100010', name: 'Záruka' });
    expect(toSearchRecord(guarantee, SK, context)).toBeNull();
    const elsewhere = product({ sku: 'EX10000002', name: 'Píla', markets: ['cs-CZ', 'de-AT'] });
    expect(toSearchRecord(elsewhere, SK, context)).toBeNull();
    const here = product({ sku: 'EX10000002', name: 'Píla', markets: ['cs-CZ', 'sk-SK'] });
    expect(toSearchRecord(here, SK, context)).not.toBeNull();
    const unpriced = product({ sku: 'EX10000003', name: 'Píla', prices: [{ currency: 'CZK', country: 'CZ', amount: 10 }] });
    expect(toSearchRecord(unpriced, SK, context)).toBeNull();
    const untranslated = product({ sku: 'EX10000004', name: { sk: 'Píla' }, prices: [{ currency: 'CHF', amount: 10 }] });
    expect(toSearchRecord(untranslated, CH_FR, context)).toBeNull();
  });

  it('takes stock from the projection, else from the lookup, else not on stock', () => {
    expect(toSearchRecord(product({ sku: 'EX10000001', name: 'A', onStock: true }), SK, context)?.isOnStock).toBe(true);
    expect(toSearchRecord(product({ sku: 'EX10000001', name: 'A', onStock: false }), SK, { ...context, isOnStock: () => true })?.isOnStock).toBe(false);
    expect(toSearchRecord(product({ sku: 'EX10000001', name: 'A' }), SK, { ...context, isOnStock: () => true })?.isOnStock).toBe(true);
    expect(toSearchRecord(product({ sku: 'EX10000001', name: 'A' }), SK, context)?.isOnStock).toBe(false);
  });

  it('has no rating without reviews', () => {
    const record = toSearchRecord(product({ sku: 'EX10000001', name: 'A' }), SK, context);
    expect(record).toMatchObject({ rating: null, ratingBucket: 0, reviewCount: 0, priceBefore: null });
  });
});

describe('text folding', () => {
  it('removes diacritics in every shop script', () => {
    expect(foldText('Vŕtačka')).toBe('vrtacka');
    expect(foldText('Příklepová vrtačka')).toBe('priklepova vrtacka');
    expect(foldText('Straße Łódź Øre')).toBe('strasse lodz ore');
    expect(foldText('Τροχός')).toBe('τροχος');
    expect(foldText('ÁRVÍZTŰRŐ')).toBe('arvizturo');
  });

  it('spells letters out the way a language writes them without', () => {
    expect(writtenOut('Säge', 'de')).toBe('saege');
    expect(writtenOut('Säge', 'sk')).toBeUndefined();
    expect(writtenOut('Bohrer', 'de')).toBeUndefined();
  });

  it('strips HTML and decodes entities', () => {
    expect(stripHtml('<p>A&nbsp;&lt;b&gt; &#233;&#x41;</p>\n<br/>B')).toBe('A <b> éA B');
  });
});
