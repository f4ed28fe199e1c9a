import { LANGUAGE_CODES } from '~/markets';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../server/commerce-backend/seed/data/index';

const data = buildSeedData();
const ALL = [...LANGUAGE_CODES].sort();

/** Asserts a localized text has exactly the 21 shop languages, none empty. */
function expectComplete(text: unknown, where: string) {
  expect(text, where).toBeTypeOf('object');
  const record = text as Record<string, string>;
  expect(Object.keys(record).sort(), where).toEqual(ALL);
  for (const language of ALL) expect(record[language]?.trim().length, `${where} ${language}`).toBeGreaterThan(0);
}

// Words that are spelt the same as in English in that language.
const SAME_AS_ENGLISH = new Set(['nl:Multimeters', 'fr:Batteries', 'sv:Digital multimeter']);

describe('localized seed texts', () => {
  it('gives every product name, slug, description and meta text all 21 languages', () => {
    for (const { sku, draft } of data.products) {
      for (const field of ['name', 'slug', 'description', 'metaTitle', 'metaDescription'] as const) {
        expectComplete(draft[field], `${sku}.${field}`);
      }
    }
  });

  it('gives every localized product attribute all 21 languages', () => {
    for (const { sku, draft } of data.products.filter((p) => p.sku.startsWith('EX'))) {
      const attributes = new Map(draft.masterVariant?.attributes?.map((a) => [a.name, a.value]));
      for (const name of ['description', 'faq', 'techdetails']) expectComplete(attributes.get(name), `${sku}.${name}`);
      for (const highlight of attributes.get('highlights') as unknown[]) expectComplete(highlight, `${sku}.highlights`);
      // The JSON attributes parse in every language; accessories are never offered the extra guarantee.
      const accessory = data.catalog.find((product) => product.sku === sku)?.kind.accessory ?? false;
      for (const language of ALL) {
        const faq = JSON.parse((attributes.get('faq') as Record<string, string>)[language]) as { question: string }[];
        expect(faq.length).toBeGreaterThanOrEqual(accessory ? 2 : 3);
        if (language === 'en') expect(faq.some((entry) => /warranty/i.test(entry.question)), sku).toBe(!accessory);
        expect(JSON.parse((attributes.get('techdetails') as Record<string, string>)[language]).length).toBeGreaterThan(1);
      }
    }
  });

  it('gives every category name, slug, content and blog list all 21 languages', () => {
    for (const category of data.categories) {
      for (const field of ['name', 'slug', 'description', 'metaTitle', 'metaDescription'] as const) {
        expectComplete(category[field], `${category.key}.${field}`);
      }
      expectComplete(category.custom?.fields?.content, `${category.key}.content`);
      expectComplete(category.custom?.fields?.relatedBlogPosts, `${category.key}.relatedBlogPosts`);
    }
  });

  it('translates names instead of copying English', () => {
    const copies: string[] = [];
    for (const text of [...data.categories.map((c) => c.name), ...data.products.map((p) => p.draft.name)]) {
      for (const language of ALL.filter((l) => l !== 'en')) {
        const value = (text as Record<string, string>)[language];
        if (value === text.en && ![...SAME_AS_ENGLISH].some((word) => value.startsWith(word.split(':')[1]) && word.startsWith(language))) {
          copies.push(`${language}: ${value}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('localizes attribute labels shoppers see in every language', () => {
    const standard = data.productTypes.find((t) => t.key === 'standard-product');
    for (const name of ['brand', 'model', 'ean', 'techdetails', 'grossWeight', 'energyClass']) {
      expectComplete(standard?.attributes?.find((a) => a.name === name)?.label, `label ${name}`);
    }
  });
});
