import type { AttributeDefinitionDraft, AttributeType, ProductTypeDraft } from '@commercetools/platform-sdk';
import { PRODUCT_TYPE_KEYS } from './constants';
import { ATTRIBUTE_LABELS, DELIVERY_PACKAGE_LABELS } from './i18n/attribute-labels';
import { mapL10n, type L10n } from './i18n/languages';
import { TECH_LABELS } from './i18n/tech-labels';

const TEXT: AttributeType = { name: 'text' };
const LTEXT: AttributeType = { name: 'ltext' };
const BOOLEAN: AttributeType = { name: 'boolean' };
const NUMBER: AttributeType = { name: 'number' };
const PRODUCT_SET: AttributeType = { name: 'set', elementType: { name: 'reference', referenceTypeId: 'product' } };
const TEXT_SET: AttributeType = { name: 'set', elementType: TEXT };

export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

const attr = (name: string, type: AttributeType, label: L10n | string, searchable = false): AttributeDefinitionDraft => ({
  name,
  type,
  label: typeof label === 'string' ? { en: label } : label,
  isRequired: false,
  attributeConstraint: 'None',
  isSearchable: searchable,
  // commercetools reads inputHint for text attributes only.
  ...(type.name === 'text' || type.name === 'ltext' ? { inputHint: 'SingleLine' as const } : {}),
});

// "Height (packed)", "Weight (unpacked)": dimension word plus qualifier, both translated.
const dimensionLabel = (dimension: L10n, qualifier: L10n): L10n =>
  mapL10n((language) => `${dimension[language]} (${qualifier[language]})`);

const PHYSICAL: AttributeDefinitionDraft[] = (['gross', 'net'] as const).flatMap((kind) => {
  const qualifier = ATTRIBUTE_LABELS[kind];
  return [
    attr(`${kind}Height`, NUMBER, dimensionLabel(ATTRIBUTE_LABELS.height, qualifier)),
    attr(`${kind}Length`, NUMBER, dimensionLabel(ATTRIBUTE_LABELS.length, qualifier)),
    attr(`${kind}Width`, NUMBER, dimensionLabel(ATTRIBUTE_LABELS.width, qualifier)),
    attr(`${kind}Weight`, NUMBER, dimensionLabel(TECH_LABELS.weight, qualifier)),
  ];
});

/** Attributes of tools and accessories: every family of spec §3 (physical values in cm and kg). */
const PRODUCT_ATTRIBUTES: AttributeDefinitionDraft[] = [
  // Descriptive
  attr('brand', TEXT, ATTRIBUTE_LABELS.brand, true),
  attr('family', TEXT, ATTRIBUTE_LABELS.family),
  attr('model', TEXT, ATTRIBUTE_LABELS.model, true),
  attr('ean', TEXT, ATTRIBUTE_LABELS.ean, true),
  attr('description', LTEXT, ATTRIBUTE_LABELS.description),
  attr('faq', LTEXT, ATTRIBUTE_LABELS.faq),
  attr('highlights', { name: 'set', elementType: LTEXT }, ATTRIBUTE_LABELS.highlights),
  attr('techdetails', LTEXT, ATTRIBUTE_LABELS.techdetails),
  attr('tags', TEXT_SET, 'Tags'),
  attr('manualUrl', TEXT, ATTRIBUTE_LABELS.manualUrl),
  attr('video', TEXT, ATTRIBUTE_LABELS.video),
  attr('numberOf360Images', NUMBER, 'Number of 360° images'),
  attr('releaseDate', { name: 'date' }, ATTRIBUTE_LABELS.releaseDate),
  attr('energyClass', { name: 'enum', values: ENERGY_CLASSES.map((key) => ({ key, label: key })) }, ATTRIBUTE_LABELS.energyClass),
  attr('energyLabel', TEXT, ATTRIBUTE_LABELS.energyLabel),
  attr('energyFiche', TEXT, ATTRIBUTE_LABELS.energyFiche),
  attr('recommendedRetailPrice', { name: 'money' }, ATTRIBUTE_LABELS.recommendedRetailPrice),
  attr('dispatchCutoffTime', { name: 'time' }, ATTRIBUTE_LABELS.dispatchCutoffTime),
  attr('saleEndsAt', { name: 'datetime' }, ATTRIBUTE_LABELS.saleEndsAt),
  // Physical
  attr('deliveryPackage', {
    name: 'lenum',
    values: (['parcel', 'pallet'] as const).map((key) => ({ key, label: DELIVERY_PACKAGE_LABELS[key] })),
  }, ATTRIBUTE_LABELS.deliveryPackage),
  attr('isPackageTypeFreight', BOOLEAN, 'Ships as freight'),
  ...PHYSICAL,
  // Market and selling
  attr('isBware', BOOLEAN, 'B-stock'),
  attr('enabledOnMarket', TEXT_SET, 'Enabled on market (language-country tags)'),
  attr('eligibleForSelling', BOOLEAN, 'Eligible for selling'),
  attr('volumeDiscountGroup', TEXT, 'Volume discount group'),
  // Relations
  attr('parentProductsForAccessory', PRODUCT_SET, 'Products this accessory fits'),
  attr('relatedAccessories', PRODUCT_SET, 'Related accessories'),
  attr('referencedResourceSet', PRODUCT_SET, 'Referenced products (B-stock original, set contents)'),
];

/** Extra-guarantee attributes: exclusions, relative price rate, markets. */
const GUARANTEE_ATTRIBUTES: AttributeDefinitionDraft[] = [
  attr('priceRate', NUMBER, 'Price rate (percent of the product price)'),
  attr('guaranteeYears', NUMBER, 'Years of cover'),
  attr('excludedSkus', TEXT_SET, 'Excluded SKUs'),
  attr('excludedBrands', TEXT_SET, 'Excluded brands'),
  attr('excludedRelations', TEXT_SET, 'Excluded relations (attribute names that must be empty)'),
  attr('enabledOnMarket', TEXT_SET, 'Enabled on market (language-country tags)'),
];

export function buildProductTypes(): ProductTypeDraft[] {
  return [
    { key: PRODUCT_TYPE_KEYS.standard, name: 'Standard product', description: 'Tools and machines', attributes: PRODUCT_ATTRIBUTES },
    { key: PRODUCT_TYPE_KEYS.accessory, name: 'Accessory', description: 'Accessories and consumables', attributes: PRODUCT_ATTRIBUTES },
    { key: PRODUCT_TYPE_KEYS.guarantee, name: 'Extra guarantee', description: 'Virtual guarantee add-on', attributes: GUARANTEE_ATTRIBUTES },
  ];
}
