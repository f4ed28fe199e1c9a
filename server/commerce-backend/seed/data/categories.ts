import { withColon } from '~/i18n/translator';
import { getMarket, type LanguageCode } from '~/markets';
import type { CategoryDraft } from '@commercetools/platform-sdk';
import { CATEGORY_NODES, categoryNode, type CategoryKey, type CategoryNode } from './catalog/category-tree';
import type { CatalogProduct } from './catalog/types';
import { categoryImageUrl, TYPE_KEYS } from './constants';
import { BLOG_TITLE_SUFFIXES, CATEGORY_NOTE, DEPARTMENT_SENTENCES } from './i18n/catalog-texts';
import { mapL10n, SEED_LANGUAGES, type L10n } from './i18n/languages';
import { keyRef } from './refs';
import { slugify } from './slug';

/** Store keys with at least one product in the category or below it (custom field hasProducts). */
function storesWithProducts(products: readonly CatalogProduct[]): Map<CategoryKey, Set<string>> {
  const result = new Map<CategoryKey, Set<string>>();
  for (const product of products) {
    const storeKeys = product.markets.map((country) => getMarket(country).storeKey);
    for (const key of product.categories) {
      for (let node: CategoryNode | undefined = categoryNode(key); node; node = node.parent ? categoryNode(node.parent) : undefined) {
        const set = result.get(node.key) ?? new Set<string>();
        storeKeys.forEach((storeKey) => set.add(storeKey));
        result.set(node.key, set);
      }
    }
  }
  return result;
}

/** "Drills: buying guide", with the colon the language writes. */
export function blogPostTitle(categoryName: string, suffix: string, language: LanguageCode): string {
  return `${withColon(categoryName, language)} ${suffix}`;
}

/** Up to three related categories: siblings first, then other categories of the same level. */
function relatedCategories(node: CategoryNode): CategoryKey[] {
  const sameLevel = CATEGORY_NODES.filter((other) => other.key !== node.key && other.level === node.level
    && other.family === node.family);
  const siblings = sameLevel.filter((other) => other.parent === node.parent);
  const cousins = sameLevel.filter((other) => other.parent !== node.parent && other.department === node.department);
  return [...siblings, ...cousins, ...sameLevel].map((other) => other.key)
    .filter((key, index, all) => all.indexOf(key) === index).slice(0, 3);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Slugs per language, unique within the language: a clash gets the parent's slug as a prefix. */
function categorySlugs(): Map<CategoryKey, L10n> {
  const used = new Map<LanguageCode, Set<string>>(SEED_LANGUAGES.map((language) => [language, new Set<string>()]));
  const slugs = new Map<CategoryKey, L10n>();
  for (const node of CATEGORY_NODES) {
    slugs.set(node.key, mapL10n((language) => {
      const taken = used.get(language) as Set<string>;
      let slug = slugify(node.name[language], language);
      if (taken.has(slug) && node.parent) slug = `${slugs.get(node.parent)?.[language]}-${slug}`;
      if (taken.has(slug)) slug = `${slug}-${node.key}`;
      taken.add(slug);
      return slug;
    }));
  }
  return slugs;
}

export function buildCategories(products: readonly CatalogProduct[]): CategoryDraft[] {
  const withProducts = storesWithProducts(products);
  const slugs = categorySlugs();
  return CATEGORY_NODES.map((node, index) => {
    const slug = slugs.get(node.key) as L10n;
    const department = DEPARTMENT_SENTENCES[node.department];
    const related = relatedCategories(node);
    return {
      key: node.key,
      name: node.name,
      slug,
      description: CATEGORY_NOTE,
      metaTitle: node.name,
      metaDescription: mapL10n((language) => `${node.name[language]} – ${department[language]}`.slice(0, 160)),
      parent: node.parent ? keyRef('category', node.parent) : undefined,
      // orderHint: a decimal string between 0 and 1 keeping the tree order.
      orderHint: `0.${String(index + 1).padStart(3, '0')}`,
      custom: {
        type: { typeId: 'type', key: TYPE_KEYS.category },
        fields: {
          imageUrl: categoryImageUrl(node.key),
          hasProducts: [...(withProducts.get(node.key) ?? [])].sort(),
          content: mapL10n((language) => `<h2>${escapeHtml(node.name[language])}</h2><p>${escapeHtml(department[language])}</p>`
            + `<p>${escapeHtml(CATEGORY_NOTE[language])}</p>`),
          relatedBlogPosts: mapL10n((language) => JSON.stringify(BLOG_TITLE_SUFFIXES.map((suffix, post) => ({
            title: blogPostTitle(node.name[language], suffix[language], language),
            // The inspirations content page hosts the articles; the anchor picks one.
            url: `/inspirations/#${slug[language]}-${post === 0 ? 'guide' : 'care'}`,
            imageUrl: categoryImageUrl(`${node.key}-blog-${post + 1}`),
          })))),
          ...Object.fromEntries(related.map((key, position) => [`relatedCategory${position + 1}`, key])),
          family: node.family,
          hideChevron: node.level === 3 || node.family !== 'all-categories',
        },
      },
    };
  });
}
