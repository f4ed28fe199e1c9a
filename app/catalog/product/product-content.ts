// The descriptive parts of a product page, read from its attributes for one language (spec §3
// "Descriptive": brand, model, ean, faq, highlights, techdetails, manualUrl, energy rating fields).
import type { ProductDetailsView, ProductPageData } from './product-data';
import { enumKey, localizedJsonList, localizedSetAttribute, textAttribute, type AttributeValues } from '~/product/product-attributes';

export type ProductContent = Pick<ProductPageData, 'brand' | 'energy'> & Omit<ProductDetailsView, 'descriptionHtml'>;

function energyOf(values: AttributeValues): ProductPageData['energy'] {
  const energy = { energyClass: enumKey(values, 'energyClass'), labelUrl: textAttribute(values, 'energyLabel'), ficheUrl: textAttribute(values, 'energyFiche') };
  return energy.energyClass || energy.labelUrl || energy.ficheUrl ? energy : null;
}

export function productContent(values: AttributeValues, language: string): ProductContent {
  return {
    brand: textAttribute(values, 'brand'),
    model: textAttribute(values, 'model'),
    ean: textAttribute(values, 'ean'),
    highlights: localizedSetAttribute(values, 'highlights', language),
    techDetails: localizedJsonList(values, 'techdetails', language, ['label', 'value'] as const),
    faq: localizedJsonList(values, 'faq', language, ['question', 'answer'] as const),
    energy: energyOf(values),
    manualUrl: textAttribute(values, 'manualUrl'),
  };
}
