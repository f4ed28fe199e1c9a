// A small catalogue in the seed's shape, created through the SDK on a commercetools mock: a category
// tree, products with per-country prices, market tags, a guarantee product, stock and reviews.
import type { ByProjectKeyRequestBuilder, PriceDraft, ProductDraft } from '@commercetools/platform-sdk';
import type { StoreContext } from '~/commerce/types';

export const STORES = {
  SK: { key: 'sk', country: 'SK', currency: 'EUR', language: 'sk', locale: 'sk-SK' },
  CZ: { key: 'cz', country: 'CZ', currency: 'CZK', language: 'cs', locale: 'cs-CZ' },
  HU: { key: 'hu', country: 'HU', currency: 'HUF', language: 'hu', locale: 'hu-HU' },
  CH_DE: { key: 'ch', country: 'CH', currency: 'CHF', language: 'de', locale: 'de-CH' },
  CH_FR: { key: 'ch', country: 'CH', currency: 'CHF', language: 'fr', locale: 'fr-CH' },
} satisfies Record<string, StoreContext>;

const ALL_LOCALES = Object.values(STORES).map((store) => store.locale);

const send = async <T>(request: { execute(): Promise<{ body: T }> }): Promise<T> => (await request.execute()).body;

type Names = { sk: string; cs: string; hu: string; de: string; fr: string };
type Amounts = { EUR: number; CZK: number; HUF: number; CHF: number };
const COUNTRY: Record<keyof Amounts, string> = { EUR: 'SK', CZK: 'CZ', HUF: 'HU', CHF: 'CH' };

export type ProductInput = {
  sku: string;
  names: Names;
  brand: string;
  categoryKeys: string[];
  /** Major units; with `sale`, the discounted value in the same currencies. */
  prices: Amounts;
  sale?: Partial<Amounts>;
  tags?: string[];
  markets?: string[];
  releaseDate?: string;
  publish?: boolean;
};

const slugOf = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function productDraft(input: ProductInput, discountId: string): ProductDraft {
  const digits = input.sku.replace(/^\D+/, '');
  const prices: PriceDraft[] = (Object.keys(input.prices) as (keyof Amounts)[]).map((currency) => ({
    country: COUNTRY[currency],
    value: { currencyCode: currency, centAmount: Math.round(input.prices[currency] * 100) },
    ...(input.sale?.[currency] !== undefined
      ? {
          discounted: {
            value: { currencyCode: currency, centAmount: Math.round((input.sale[currency] as number) * 100) },
            discount: { typeId: 'product-discount', id: discountId },
          },
        }
      : {}),
  }));
  return {
    key: input.sku,
    productType: { typeId: 'product-type', key: 'tool' },
    name: input.names,
    slug: Object.fromEntries(Object.entries(input.names).map(([language, name]) => [language, `${slugOf(name)}-${digits}`])),
    categories: input.categoryKeys.map((key) => ({ typeId: 'category', key })),
    publish: input.publish ?? true,
    masterVariant: {
      sku: input.sku,
      prices,
      images: [{ url: `/__images/products/${input.sku}-1.svg`, dimensions: { w: 800, h: 800 } }],
      attributes: [
        { name: 'brand', value: input.brand },
        { name: 'tags', value: input.tags ?? [] },
        { name: 'enabledOnMarket', value: input.markets ?? ALL_LOCALES },
        { name: 'releaseDate', value: input.releaseDate ?? '2025-01-01' },
      ],
    },
  };
}

export const PRODUCTS: ProductInput[] = [
  {
    sku: 'EX10000001',
    names: { sk: 'Vŕtačka Makita DDF', cs: 'Vrtačka Makita DDF', hu: 'Fúrógép Makita DDF', de: 'Bohrmaschine Makita DDF', fr: 'Perceuse Makita DDF' },
    brand: 'Makita',
    categoryKeys: ['cordless'],
    prices: { EUR: 129.99, CZK: 3290, HUF: 52990, CHF: 139.9 },
    tags: ['bestseller'],
  },
  {
    sku: 'EX10000002',
    names: { sk: 'Píla Bosch GKS', cs: 'Pila Bosch GKS', hu: 'Fűrész Bosch GKS', de: 'Säge Bosch GKS', fr: 'Scie Bosch GKS' },
    brand: 'Bosch',
    categoryKeys: ['tools'],
    prices: { EUR: 89.99, CZK: 2290, HUF: 35990, CHF: 99.9 },
    sale: { CZK: 1990, HUF: 29990 },
    tags: ['on-sale'],
    releaseDate: '2026-10-01',
  },
  {
    sku: 'EX10000003',
    names: { sk: 'Kosačka Stihl', cs: 'Sekačka Stihl', hu: 'Fűnyíró Stihl', de: 'Rasenmäher Stihl', fr: 'Tondeuse Stihl' },
    brand: 'Stihl',
    categoryKeys: ['garden'],
    prices: { EUR: 349, CZK: 8790, HUF: 139990, CHF: 389 },
  },
  {
    sku: 'EX10000004',
    names: { sk: 'Vŕtačka len pre Česko', cs: 'Vrtačka jen pro Česko', hu: 'Fúrógép', de: 'Bohrer', fr: 'Foret' },
    brand: 'Narex',
    categoryKeys: ['drills'],
    prices: { EUR: 59, CZK: 1490, HUF: 23990, CHF: 69 },
    markets: ['cs-CZ'],
  },
  {
    sku: 'EX10000005',
    names: { sk: 'Nepublikovaná vŕtačka', cs: 'Nepublikovaná vrtačka', hu: 'Fúró', de: 'Bohrer', fr: 'Foret' },
    brand: 'Makita',
    categoryKeys: ['drills'],
    prices: { EUR: 10, CZK: 250, HUF: 4000, CHF: 11 },
    publish: false,
  },
  {
    sku: '4100010',
    names: { sk: 'Predĺžená záruka vŕtačka', cs: 'Záruka', hu: 'Garancia', de: 'Garantie', fr: 'Garantie' },
    brand: 'Guarantee',
    categoryKeys: [],
    prices: { EUR: 0, CZK: 0, HUF: 0, CHF: 0 },
  },
];

export type SearchFixture = { categoryIds: Record<string, string>; productIds: Record<string, string>; discountId: string };

async function category(api: ByProjectKeyRequestBuilder, key: string, names: Names, parentKey?: string) {
  return send(
    api.categories().post({
      body: {
        key,
        name: names,
        slug: Object.fromEntries(Object.entries(names).map(([language, name]) => [language, slugOf(name)])),
        orderHint: '0.5',
        ...(parentKey ? { parent: { typeId: 'category', key: parentKey } } : {}),
      },
    }),
  );
}

export async function seedSearchFixture(api: ByProjectKeyRequestBuilder): Promise<SearchFixture> {
  const text = { name: 'text' } as const;
  await send(
    api.productTypes().post({
      body: {
        key: 'tool',
        name: 'tool',
        description: 'tools',
        attributes: [
          { name: 'brand', label: { en: 'Brand' }, isRequired: false, type: text },
          { name: 'tags', label: { en: 'Tags' }, isRequired: false, type: { name: 'set', elementType: text } },
          { name: 'enabledOnMarket', label: { en: 'Markets' }, isRequired: false, type: { name: 'set', elementType: text } },
          { name: 'releaseDate', label: { en: 'Release' }, isRequired: false, type: { name: 'date' } },
        ],
      },
    }),
  );
  const discount = await send(
    api.productDiscounts().post({
      body: { key: 'sale', name: { en: 'Sale' }, value: { type: 'external' }, predicate: '1 = 1', sortOrder: '0.5', isActive: true },
    }),
  );
  const categories = [
    await category(api, 'tools', { sk: 'Náradie', cs: 'Nářadí', hu: 'Szerszámok', de: 'Werkzeuge', fr: 'Outils' }),
    await category(api, 'drills', { sk: 'Vŕtačky', cs: 'Vrtačky', hu: 'Fúrók', de: 'Bohrer', fr: 'Perceuses' }, 'tools'),
    await category(api, 'cordless', { sk: 'Akumulátorové', cs: 'Akumulátorové', hu: 'Akkus', de: 'Akku', fr: 'Sans fil' }, 'drills'),
    await category(api, 'garden', { sk: 'Záhrada', cs: 'Zahrada', hu: 'Kert', de: 'Garten', fr: 'Jardin' }),
  ];
  const productIds: Record<string, string> = {};
  for (const input of PRODUCTS) productIds[input.sku] = (await send(api.products().post({ body: productDraft(input, discount.id) }))).id;
  await send(api.inventory().post({ body: { sku: 'EX10000001', quantityOnStock: 5 } }));
  await send(api.inventory().post({ body: { sku: 'EX10000002', quantityOnStock: 0 } }));
  for (const rating of [5, 4, 5]) {
    await send(api.reviews().post({ body: { target: { typeId: 'product', id: productIds.EX10000001 }, rating, text: 'ok', authorName: 'A' } }));
  }
  return { categoryIds: Object.fromEntries(categories.map((item) => [item.key as string, item.id])), productIds, discountId: discount.id };
}
