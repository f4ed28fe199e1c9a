import { describe, expect, it } from 'vitest';
import type { Category } from '@commercetools/platform-sdk';
import { buildCategoryTree } from '~/commerce/category.server';
import {
  blogPostsOf, isSafeUrl, isVisibleCategory, relatedCategories, siblingCategories, subcategoriesOf,
} from '~/catalog/category/category-links';
import { categorySlugOf } from '~/catalog/category/category-page.server';

function category(id: string, names: Record<string, string>, options: { parent?: string; fields?: Record<string, unknown>; slug?: Record<string, string> } = {}): Category {
  return {
    id, key: id, version: 1, createdAt: '2026-01-01T00:00:00.000Z', lastModifiedAt: '2026-01-01T00:00:00.000Z',
    name: names,
    slug: options.slug ?? Object.fromEntries(Object.keys(names).map((language) => [language, `${id}-${language}`])),
    orderHint: `0.${id.length}`, ancestors: [],
    ...(options.parent ? { parent: { typeId: 'category', id: options.parent } } : {}),
    ...(options.fields ? { custom: { type: { typeId: 'type', id: 't' }, fields: options.fields } } : {}),
  } as Category;
}

const both = (name: string) => ({ sk: name, cs: name });
const tree = (language: string) =>
  buildCategoryTree(
    [
      category('power', both('Náradie')),
      category('garden', both('Záhrada')),
      category('cordless', both('Aku'), { parent: 'power', fields: { relatedCategory1: 'corded', relatedCategory2: 'nope', relatedCategory3: 'cordless' } }),
      category('corded', both('Sieťové'), { parent: 'power' }),
      // Not in Czech: no name and no slug there.
      category('sanders', { sk: 'Brúsky' }, { parent: 'power' }),
      // Nothing to list in the Czech store.
      category('planers', both('Hoblíky'), { parent: 'power', fields: { hasProducts: ['sk'] } }),
      category('drills', both('Vŕtačky'), { parent: 'cordless' }),
    ],
    language,
  );

describe('sibling categories (spec §5 Other)', () => {
  it('keeps only visible siblings with a slug and a name, never the category itself', () => {
    const sk = tree('sk');
    const cordless = sk.byId.get('cordless')!;
    expect(siblingCategories(sk, cordless, 'sk').map((node) => node.id)).toEqual(['corded', 'sanders', 'planers']);
    const cs = tree('cs');
    // sanders has no Czech name or slug; planers has no products in the Czech store.
    expect(siblingCategories(cs, cs.byId.get('cordless')!, 'cz').map((node) => node.id)).toEqual(['corded']);
  });

  it('treats the roots as siblings of each other', () => {
    const sk = tree('sk');
    expect(siblingCategories(sk, sk.byId.get('garden')!, 'sk').map((node) => node.id)).toEqual(['power']);
  });

  it('lists children under a category, siblings under a leaf', () => {
    const sk = tree('sk');
    expect(subcategoriesOf(sk, sk.byId.get('cordless')!, 'sk')).toMatchObject({ kind: 'children', nodes: [{ id: 'drills' }] });
    expect(subcategoriesOf(sk, sk.byId.get('corded')!, 'sk').kind).toBe('siblings');
  });

  it('checks name and slug as strings', () => {
    expect(isVisibleCategory({ name: 'A', slug: 'a', customFields: {} }, 'sk')).toBe(true);
    expect(isVisibleCategory({ name: '', slug: 'a', customFields: {} }, 'sk')).toBe(false);
    expect(isVisibleCategory({ name: 'A', slug: ' ', customFields: {} }, 'sk')).toBe(false);
    expect(isVisibleCategory({ name: 'A', slug: 42 as unknown as string, customFields: {} }, 'sk')).toBe(false);
  });
});

describe('related categories and blog posts', () => {
  it('resolves the three related keys in order, skipping unknown ones and the category itself', () => {
    const sk = tree('sk');
    expect(relatedCategories(sk, sk.byId.get('cordless')!, 'sk').map((node) => node.id)).toEqual(['corded']);
  });

  it('reads blog posts from JSON and drops entries without a title or a safe link', () => {
    const json = JSON.stringify([
      { title: 'Guide', url: '/inspirations/#guide', imageUrl: '/__images/categories/a.svg' },
      { title: 'External', url: 'https://blog.example/post', imageUrl: 'javascript:alert(1)' },
      { title: 'Script', url: 'javascript:alert(1)' },
      { title: 'Other host', url: '//evil.example/x' },
      { url: '/no-title/' },
    ]);
    expect(blogPostsOf(json)).toEqual([
      { title: 'Guide', url: '/inspirations/#guide', image: '/__images/categories/a.svg' },
      { title: 'External', url: 'https://blog.example/post', image: null },
    ]);
    expect(blogPostsOf('{broken')).toEqual([]);
    expect(blogPostsOf(undefined)).toEqual([]);
  });

  it('accepts site paths and https URLs only', () => {
    expect(isSafeUrl('/drills/')).toBe(true);
    expect(isSafeUrl('https://cdn.example/a.svg')).toBe(true);
    for (const url of ['http://x.example/', '//x.example/', '/\\x.example', 'data:text/html,x', '', 42]) expect(isSafeUrl(url)).toBe(false);
  });
});

describe('category path of the catch-all', () => {
  it('is one slug, or /c/{slug} where categories are routed natively', () => {
    expect(categorySlugOf('/drills/', false)).toBe('drills');
    expect(categorySlugOf('/c/drills/', true)).toBe('drills');
    expect(categorySlugOf('/c/drills/', false)).toBeNull();
    expect(categorySlugOf('/power/drills/', true)).toBeNull();
    expect(categorySlugOf('/', false)).toBeNull();
  });
});
