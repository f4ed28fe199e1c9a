// Small fixture data created through the SDK: two stores (SK/EUR, CZ/CZK),
// three products, a three-level category tree, stock, shipping methods,
// customer groups, cart discounts and a discount code.
import type { ByProjectKeyRequestBuilder, CartDiscountDraft, ProductDraft } from '@commercetools/platform-sdk';
import { loyaltyDiscountKey, volumeDiscountKey } from '~/commerce/discount-keys';

export const SKU = { drill: 'EX10000001', saw: 'EX10000002', grinder: 'EX10000003', unknown: 'EX19999999' } as const;

export type Fixture = {
  productIds: Record<keyof typeof SKU, string>;
  categoryIds: { tools: string; drills: string; saws: string; cordless: string };
  discountCodeId: string;
};

function product(sku: string, name: string, slugSk: string, slugCs: string, eur: number, czk: number): ProductDraft {
  return {
    key: sku,
    productType: { typeId: 'product-type', key: 'tool' },
    taxCategory: { typeId: 'tax-category', key: 'standard' },
    name: { sk: name, cs: `${name} CZ` },
    slug: { sk: slugSk, cs: slugCs },
    publish: true,
    masterVariant: {
      sku,
      attributes: [{ name: 'volumeDiscountGroup', value: 'drills' }],
      prices: [
        { value: { currencyCode: 'EUR', centAmount: eur }, country: 'SK' },
        { value: { currencyCode: 'CZK', centAmount: czk }, country: 'CZ' },
      ],
    },
  };
}

function relative(key: string, permyriad: number, sortOrder: string, extra: Partial<CartDiscountDraft> = {}): CartDiscountDraft {
  return {
    key,
    name: { sk: key },
    value: { type: 'relative', permyriad },
    cartPredicate: '1 = 1',
    target: { type: 'lineItems', predicate: '1 = 1' },
    sortOrder,
    isActive: true,
    requiresDiscountCode: false,
    ...extra,
  };
}

export async function seedFixture(api: ByProjectKeyRequestBuilder): Promise<Fixture> {
  const run = async <T>(request: { execute(): Promise<{ body: T }> }) => (await request.execute()).body;

  await run(api.taxCategories().post({ body: { key: 'standard', name: 'standard', rates: [
    { name: 'SK', amount: 0.2, includedInPrice: true, country: 'SK' },
    { name: 'CZ', amount: 0.21, includedInPrice: true, country: 'CZ' },
  ] } }));
  const skZone = await run(api.zones().post({ body: { key: 'sk', name: 'SK', locations: [{ country: 'SK' }] } }));
  const czZone = await run(api.zones().post({ body: { key: 'cz', name: 'CZ', locations: [{ country: 'CZ' }] } }));
  const zoneRates = (eur: number, czk: number, freeEur?: number, freeCzk?: number) => [
    { zone: { typeId: 'zone' as const, id: skZone.id }, shippingRates: [{ price: { currencyCode: 'EUR', centAmount: eur }, ...(freeEur ? { freeAbove: { currencyCode: 'EUR', centAmount: freeEur } } : {}) }] },
    { zone: { typeId: 'zone' as const, id: czZone.id }, shippingRates: [{ price: { currencyCode: 'CZK', centAmount: czk }, ...(freeCzk ? { freeAbove: { currencyCode: 'CZK', centAmount: freeCzk } } : {}) }] },
  ];
  const taxCategory = { typeId: 'tax-category' as const, key: 'standard' };
  await run(api.shippingMethods().post({ body: { key: 'parcel', name: 'Parcel', localizedName: { sk: 'Balík', cs: 'Balík CZ' }, isDefault: true, taxCategory, zoneRates: zoneRates(195, 4600, 5900, 139900) } }));
  await run(api.shippingMethods().post({ body: { key: 'freight', name: 'Freight', isDefault: false, taxCategory, zoneRates: zoneRates(995, 23500) } }));
  // A method that ships nowhere near our stores must not be offered.
  await run(api.shippingMethods().post({ body: { key: 'pickup', name: 'Pickup', isDefault: false, taxCategory, zoneRates: [] } }));

  await run(api.stores().post({ body: { key: 'sk', name: { sk: 'Slovensko' }, languages: ['sk'], countries: [{ code: 'SK' }] } }));
  await run(api.stores().post({ body: { key: 'cz', name: { cs: 'Česko' }, languages: ['cs'], countries: [{ code: 'CZ' }] } }));

  await run(api.productTypes().post({ body: { key: 'tool', name: 'tool', description: 'tools', attributes: [
    { name: 'volumeDiscountGroup', label: { sk: 'Skupina' }, isRequired: false, type: { name: 'text' } },
  ] } }));
  const drill = await run(api.products().post({ body: product(SKU.drill, 'Vŕtačka', 'vrtacka-10000001', 'vrtacka-cz-10000001', 12990, 329000) }));
  const saw = await run(api.products().post({ body: product(SKU.saw, 'Píla', 'pila-10000002', 'pila-cz-10000002', 8990, 229000) }));
  const grinder = await run(api.products().post({ body: product(SKU.grinder, 'Brúska', 'bruska-10000003', 'bruska-cz-10000003', 4990, 129000) }));

  const tools = await run(api.categories().post({ body: { key: 'tools', name: { sk: 'Náradie', cs: 'Nářadí' }, slug: { sk: 'naradie', cs: 'naradi' }, orderHint: '0.5' } }));
  const child = (key: string, name: string, slug: string, orderHint: string, parentId: string) =>
    run(api.categories().post({ body: { key, name: { sk: name }, slug: { sk: slug }, orderHint, parent: { typeId: 'category', id: parentId } } }));
  const drills = await child('drills', 'Vŕtačky', 'vrtacky', '0.2', tools.id);
  const saws = await child('saws', 'Píly', 'ply', '0.1', tools.id);
  const cordless = await child('cordless', 'Akumulátorové', 'akumulatorove', '0.1', drills.id);

  await run(api.inventory().post({ body: { sku: SKU.drill, quantityOnStock: 5 } }));
  await run(api.inventory().post({ body: { sku: SKU.saw, quantityOnStock: 0 } }));

  for (const key of ['monetary-cohort-base-tier', 'tier-1', 'tier-2']) {
    await run(api.customerGroups().post({ body: { key, groupName: key } }));
  }
  // Created out of order on purpose: the answer must be sorted by sortOrder.
  await run(api.cartDiscounts().post({ body: relative(volumeDiscountKey('drills', 10), 1500, '0.3') }));
  await run(api.cartDiscounts().post({ body: relative(volumeDiscountKey('drills', 3), 500, '0.1') }));
  await run(api.cartDiscounts().post({ body: relative(volumeDiscountKey('drills', 5), 1000, '0.2') }));
  await run(api.cartDiscounts().post({ body: relative(volumeDiscountKey('saws', 3), 500, '0.4') }));
  await run(api.cartDiscounts().post({ body: relative(volumeDiscountKey('drills', 20), 2000, '0.5', { stores: [{ typeId: 'store', key: 'cz' }] }) }));
  await run(api.cartDiscounts().post({ body: relative(loyaltyDiscountKey('tier-1', 'SK'), 300, '0.6') }));
  await run(api.cartDiscounts().post({ body: relative('personalized-tier-1', 700, '0.7') }));
  await run(api.cartDiscounts().post({ body: relative('personalized-tier-2', 0, '0.8') }));
  const codeDiscount = await run(api.cartDiscounts().post({ body: relative('welcome', 1000, '0.9', { requiresDiscountCode: true }) }));
  const code = await run(api.discountCodes().post({ body: { code: 'WELCOME10', cartDiscounts: [{ typeId: 'cart-discount', id: codeDiscount.id }], isActive: true } }));

  return {
    productIds: { drill: drill.id, saw: saw.id, grinder: grinder.id, unknown: '' },
    categoryIds: { tools: tools.id, drills: drills.id, saws: saws.id, cordless: cordless.id },
    discountCodeId: code.id,
  };
}

export const SHIPPING_ADDRESS = {
  firstName: 'Jana',
  lastName: 'Nováková',
  streetName: 'Hlavná',
  streetNumber: '1',
  postalCode: '811 01',
  city: 'Bratislava',
  country: 'SK',
};
