import { describe, expect, it } from 'vitest';
import {
  attributeValues, enumKey, localizedJsonList, localizedSetAttribute, nonEmptyRelations, referenceIds, textSetAttribute,
} from '~/product/product-attributes';

const values = attributeValues([
  { name: 'faq', value: { en: '[{"question":"Can I return it?","answer":"Within 30 days."},{"question":"Broken"}]', sk: '[{"question":"Môžem ho vrátiť?","answer":"Do 30 dní."}]' } },
  { name: 'techdetails', value: { en: 'not json' } },
  { name: 'highlights', value: [{ en: 'Soft start', sk: 'Pozvoľný rozbeh' }, { de: 'Nur deutsch' }] },
  { name: 'enabledOnMarket', value: ['sk-SK', 'cs-CZ', 7] },
  { name: 'relatedAccessories', value: [{ typeId: 'product', id: 'a1' }, { typeId: 'product' }] },
  { name: 'referencedResourceSet', value: [] },
  { name: 'energyClass', value: { key: 'A', label: 'A' } },
]);

describe('product attributes', () => {
  it('reads localized JSON lists for one language, skipping incomplete entries and broken JSON', () => {
    expect(localizedJsonList(values, 'faq', 'en', ['question', 'answer'])).toEqual([{ question: 'Can I return it?', answer: 'Within 30 days.' }]);
    expect(localizedJsonList(values, 'faq', 'sk', ['question', 'answer'])).toEqual([{ question: 'Môžem ho vrátiť?', answer: 'Do 30 dní.' }]);
    expect(localizedJsonList(values, 'techdetails', 'en', ['label', 'value'])).toEqual([]);
    expect(localizedJsonList(values, 'missing', 'en', ['label', 'value'])).toEqual([]);
  });

  it('reads sets of localized texts, texts and references', () => {
    expect(localizedSetAttribute(values, 'highlights', 'sk')).toEqual(['Pozvoľný rozbeh']);
    expect(textSetAttribute(values, 'enabledOnMarket')).toEqual(['sk-SK', 'cs-CZ']);
    expect(referenceIds(values, 'relatedAccessories')).toEqual(['a1']);
    expect(enumKey(values, 'energyClass')).toBe('A');
  });

  it('names the filled relation attributes', () => {
    expect(nonEmptyRelations(values)).toEqual(['relatedAccessories']);
  });
});
