// A small catalogue for the cart: SK (EUR) and CZ (CZK) stores, parcel and freight shipping, tools with
// stock, a volume-discount group, an accessory, a freight item, one extra guarantee and discount codes.
import type { EmbeddedBackend } from '../../../server/commerce-backend/backend.ts';

export const SKU = {
  drill: 'EX10000001', // 129.90 € (sale 99.90 €), group "drills", 50 in stock, guarantee allowed
  saw: 'EX10000002', // 89.90 €, out of stock
  light: 'EX10000003', // 14.99 €, 8 in stock
  pallet: 'EX10000004', // 599.00 €, ships as freight
  battery: 'EX10000005', // 49.90 €, accessory of the drill (no guarantee)
  guarantee: '4100020', // 8 % of the product price
  unknown: 'EX19999999',
} as const;

const money = (currencyCode: string, centAmount: number) => ({ currencyCode, centAmount });
const ref = (typeId: string, key: string) => ({ typeId, key });

export async function seedCartFixture(backend: EmbeddedBackend): Promise<void> {
  const post = (path: string, body: unknown) => backend.request('POST', path, body);
  await post('/tax-categories', { key: 'standard', name: 'standard', rates: [
    { name: 'SK standard VAT', amount: 0.23, includedInPrice: true, country: 'SK' },
    { name: 'CZ standard VAT', amount: 0.21, includedInPrice: true, country: 'CZ' },
  ] });
  for (const country of ['SK', 'CZ']) await post('/zones', { key: country.toLowerCase(), name: country, locations: [{ country }] });
  const rates = (sk: number, cz: number, freeSk?: number, freeCz?: number) => [
    { zone: ref('zone', 'sk'), shippingRates: [{ price: money('EUR', sk), ...(freeSk ? { freeAbove: money('EUR', freeSk) } : {}) }] },
    { zone: ref('zone', 'cz'), shippingRates: [{ price: money('CZK', cz), ...(freeCz ? { freeAbove: money('CZK', freeCz) } : {}) }] },
  ];
  await post('/shipping-methods', { key: 'parcel', name: 'Parcel', isDefault: true, taxCategory: ref('tax-category', 'standard'), zoneRates: rates(195, 4600, 5900, 139900) });
  await post('/shipping-methods', { key: 'freight', name: 'Freight', isDefault: false, taxCategory: ref('tax-category', 'standard'), zoneRates: rates(995, 23500) });
  await post('/stores', { key: 'sk', name: { sk: 'Slovensko' }, languages: ['sk'], countries: [{ code: 'SK' }] });
  await post('/stores', { key: 'cz', name: { cs: 'Česko' }, languages: ['cs'], countries: [{ code: 'CZ' }] });
  await post('/types', {
    key: 'line-item-custom', name: { en: 'Line item' }, resourceTypeIds: ['line-item'],
    fieldDefinitions: [{ name: 'parentSku', label: { en: 'Parent SKU' }, required: false, type: { name: 'String' }, inputHint: 'SingleLine' }],
  });

  const attribute = (name: string, type: object) => ({ name, label: { en: name }, isRequired: false, attributeConstraint: 'None', isSearchable: false, type });
  const productSet = { name: 'set', elementType: { name: 'reference', referenceTypeId: 'product' } };
  const textSet = { name: 'set', elementType: { name: 'text' } };
  await post('/product-types', { key: 'tool', name: 'tool', description: 'tools', attributes: [
    attribute('brand', { name: 'text' }), attribute('volumeDiscountGroup', { name: 'text' }), attribute('isPackageTypeFreight', { name: 'boolean' }),
    attribute('enabledOnMarket', textSet), attribute('relatedAccessories', productSet), attribute('parentProductsForAccessory', productSet),
  ] });
  await post('/product-types', { key: 'extra-guarantee', name: 'guarantee', description: 'virtual', attributes: [
    attribute('priceRate', { name: 'number' }), attribute('excludedSkus', textSet), attribute('excludedBrands', textSet),
    attribute('excludedRelations', textSet), attribute('enabledOnMarket', textSet),
  ] });

  const product = async (sku: string, name: string, eur: number, czk: number, attributes: { name: string; value: unknown }[], sale?: number) => {
    const digits = sku.slice(2);
    const created = await post('/products', {
      key: sku, productType: ref('product-type', 'tool'), taxCategory: ref('tax-category', 'standard'),
      name: { sk: name, cs: `${name} CZ` }, slug: { sk: `${name.toLowerCase().replace(/\W+/g, '-')}-${digits}`, cs: `cz-${digits}` },
      publish: true,
      masterVariant: {
        sku, images: [{ url: `/__images/products/${sku}-1.svg`, dimensions: { w: 800, h: 800 } }],
        attributes: [{ name: 'enabledOnMarket', value: ['sk-SK', 'cs-CZ'] }, ...attributes],
        prices: [
          { key: 'sk', value: money('EUR', eur), country: 'SK', ...(sale ? { discounted: { value: money('EUR', sale), discount: ref('product-discount', 'sale') } } : {}) },
          { key: 'cz', value: money('CZK', czk), country: 'CZ' },
        ],
      },
    });
    return created as { id: string };
  };
  await post('/product-discounts', { key: 'sale', name: { en: 'sale' }, value: { type: 'external' }, predicate: '1 = 0', sortOrder: '0.9', isActive: true });
  const battery = await product(SKU.battery, 'Akumulátor', 4990, 129000, [{ name: 'brand', value: 'Norvik' }]);
  await product(SKU.drill, 'Vŕtačka', 12990, 329000, [
    { name: 'brand', value: 'Norvik' }, { name: 'volumeDiscountGroup', value: 'drills' },
    { name: 'relatedAccessories', value: [{ typeId: 'product', id: battery.id }] },
  ], 9990);
  await product(SKU.saw, 'Píla', 8990, 229000, [{ name: 'brand', value: 'Norvik' }]);
  await product(SKU.light, 'Svetlo', 1499, 37900, [{ name: 'brand', value: 'Lumen' }]);
  await product(SKU.pallet, 'Kompresor', 59900, 1490000, [{ name: 'brand', value: 'Norvik' }, { name: 'isPackageTypeFreight', value: true }]);
  // The battery fits the drill: an accessory, which no guarantee covers.
  const drill = (await backend.request('GET', `/products/key=${SKU.drill}`)) as { id: string };
  const batteryNow = (await backend.request('GET', `/products/key=${SKU.battery}`)) as { version: number };
  await post(`/products/key=${SKU.battery}`, { version: batteryNow.version, actions: [{ action: 'setAttribute', sku: SKU.battery, name: 'parentProductsForAccessory', value: [{ typeId: 'product', id: drill.id }] }, { action: 'publish' }] });

  await post('/products', {
    key: 'guarantee-4100020', productType: ref('product-type', 'extra-guarantee'), taxCategory: ref('tax-category', 'standard'),
    name: { sk: 'Predĺžená záruka +2 roky', cs: 'Prodloužená záruka +2 roky' }, slug: { sk: 'zaruka-4100020', cs: 'zaruka-4100020' }, publish: true,
    masterVariant: {
      sku: SKU.guarantee, prices: [{ value: money('EUR', 0), country: 'SK' }, { value: money('CZK', 0), country: 'CZ' }],
      attributes: [
        { name: 'priceRate', value: 8 }, { name: 'excludedSkus', value: [] }, { name: 'excludedBrands', value: [] },
        { name: 'excludedRelations', value: ['parentProductsForAccessory'] }, { name: 'enabledOnMarket', value: ['sk-SK', 'cs-CZ'] },
      ],
    },
  });

  for (const [sku, quantityOnStock] of [[SKU.drill, 50], [SKU.saw, 0], [SKU.light, 8], [SKU.pallet, 10], [SKU.battery, 30]] as const) {
    await post('/inventory', { sku, quantityOnStock });
  }

  const count = 'lineItemCount(attributes.volumeDiscountGroup = "drills")';
  const volume = (minQuantity: number, percent: number, predicate: string, sortOrder: string) => post('/cart-discounts', {
    key: `volume-drills-${minQuantity}`, name: { sk: `Množstevná zľava ${percent} %`, cs: `Množstevní sleva ${percent} %` },
    value: { type: 'relative', permyriad: percent * 100 }, cartPredicate: predicate,
    target: { type: 'lineItems', predicate: 'attributes.volumeDiscountGroup = "drills"' }, sortOrder, isActive: true, requiresDiscountCode: false,
  });
  await volume(3, 5, `${count} >= 3 and ${count} < 5`, '0.31');
  await volume(5, 10, `${count} >= 5`, '0.32');
  // The shop's code rules (decision 023): merchandise codes StopAfterThisDiscount below the volume discounts,
  // free shipping above everything, minimum order values as code predicates and a custom field.
  await post('/types', {
    key: 'discount-code-custom', name: { en: 'Discount code rules' }, resourceTypeIds: ['discount-code'],
    fieldDefinitions: [{ name: 'minimumOrderValue', label: { en: 'Minimum order value' }, required: false, type: { name: 'Set', elementType: { name: 'Money' } } }],
  });
  const codeDiscount = async (key: string, name: string, value: object, sortOrder: string, target: object, stackingMode: string) =>
    (await post('/cart-discounts', {
      key, name: { sk: name, cs: name }, value, cartPredicate: '1 = 1', target, sortOrder, isActive: true, requiresDiscountCode: true, stackingMode,
    })) as { id: string };
  const lines = { type: 'lineItems', predicate: '1 = 1' };
  const welcome = await codeDiscount('code-welcome10', 'Uvítacia zľava 10 %', { type: 'relative', permyriad: 1000 }, '0.13', lines, 'StopAfterThisDiscount');
  const save20 = await codeDiscount('code-save20', 'Pevná zľava', { type: 'absolute', money: [money('EUR', 2000), money('CZK', 50000)] }, '0.12', lines, 'StopAfterThisDiscount');
  const freeship = await codeDiscount('code-freeship', 'Doprava zadarmo', { type: 'relative', permyriad: 10000 }, '0.95', { type: 'shipping' }, 'Stacking');
  const code = (text: string, discountId: string, minimum: { eur: number; czk: number } | null, extra: object = {}) => post('/discount-codes', {
    key: text, code: text, cartDiscounts: [{ typeId: 'cart-discount', id: discountId }], isActive: true, ...extra,
    ...(minimum ? {
      // The merchandise reaches the minimum, never the guarantee (as the seed's codes, issue 36 item 2).
      cartPredicate: [`${(minimum.eur / 100).toFixed(2)} EUR`, `${(minimum.czk / 100).toFixed(2)} CZK`].map((amount) => `lineItemTotal(sku != "${SKU.guarantee}") >= "${amount}"`).join(' or '),
      custom: { type: { typeId: 'type', key: 'discount-code-custom' }, fields: { minimumOrderValue: [money('EUR', minimum.eur), money('CZK', minimum.czk)] } },
    } : {}),
  });
  await code('WELCOME10', welcome.id, null);
  await code('SAVE20', save20.id, { eur: 10000, czk: 250000 });
  await code('FREESHIP', freeship.id, { eur: 2500, czk: 60000 });
  await code('OLD2020', welcome.id, null, { validFrom: '2020-01-01T00:00:00.000Z', validUntil: '2020-02-01T00:00:00.000Z' });
}
