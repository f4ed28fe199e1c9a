// The category tree (spec §7 /getCategory): one flat fetch, children built here,
// localized for the store language; both cached (catalogue-cache.server.ts).
import type { Category } from '@commercetools/platform-sdk';
import type { CommerceContext } from './client.server';
import { callCommerce, send } from './errors.server';
import { localized } from './localize';
import type { CategoryNode, CategoryTree } from './types';

const PAGE_SIZE = 500; // commercetools' maximum page size

async function fetchAllCategories(ctx: CommerceContext): Promise<Category[]> {
  const all: Category[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = await callCommerce('/getCategory', () =>
      send(ctx.client.apiRoot.categories().get({ queryArgs: { limit: PAGE_SIZE, offset, sort: 'id asc' } })),
    );
    all.push(...page.results);
    if (page.results.length < PAGE_SIZE) return all;
  }
}

function byOrder(a: CategoryNode, b: CategoryNode): number {
  return a.orderHint.localeCompare(b.orderHint) || a.name.localeCompare(b.name);
}

function sortDeep(nodes: CategoryNode[]): void {
  nodes.sort(byOrder);
  for (const node of nodes) sortDeep(node.children);
}

export function buildCategoryTree(categories: Category[], language: string): CategoryTree {
  const byId = new Map<string, CategoryNode>();
  for (const category of categories) {
    byId.set(category.id, {
      id: category.id,
      key: category.key,
      name: localized(category.name, language) ?? '',
      slug: localized(category.slug, language) ?? '',
      description: localized(category.description, language),
      metaTitle: localized(category.metaTitle, language),
      metaDescription: localized(category.metaDescription, language),
      orderHint: category.orderHint,
      parentId: category.parent?.id,
      ancestorIds: [],
      depth: 0,
      customFields: category.custom?.fields ?? {},
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    // Walked from the parents rather than read from `ancestors`, whose order backends differ on.
    for (let id = node.parentId; id && byId.has(id) && !node.ancestorIds.includes(id); id = byId.get(id)?.parentId) {
      node.ancestorIds.unshift(id);
    }
    node.depth = node.ancestorIds.length;
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    // A parent missing from the answer makes the node a root rather than losing it.
    (parent ? parent.children : roots).push(node);
  }
  sortDeep(roots);
  const bySlug = new Map<string, CategoryNode>();
  for (const node of byId.values()) if (node.slug) bySlug.set(node.slug, node);
  return { roots, byId, bySlug };
}

/** Every category, read once for all stores and languages. */
function allCategories(ctx: CommerceContext): Promise<Category[]> {
  return ctx.client.catalogueCache.get({ name: 'categories', key: '', depends: ['categories'], getFreshValue: () => fetchAllCategories(ctx) });
}

export function getCategoryTree(ctx: CommerceContext): Promise<CategoryTree> {
  const { store } = ctx;
  return ctx.client.catalogueCache.get({
    name: 'category-tree',
    key: store.language,
    depends: ['categories'],
    getFreshValue: async () => buildCategoryTree(await allCategories(ctx), store.language),
  });
}

/** Root-first path to a category, for breadcrumbs. */
export function categoryPath(tree: CategoryTree, node: CategoryNode): CategoryNode[] {
  const path = node.ancestorIds.map((id) => tree.byId.get(id)).filter((item): item is CategoryNode => Boolean(item));
  return [...path, node];
}

/** The category with the slugs of every language (hreflang needs them; the tree holds one language). */
export function categoryRecord(client: CommerceContext['client'], id: string): Promise<Category> {
  return client.catalogueCache.get({
    name: 'category',
    key: id,
    depends: ['categories'],
    getFreshValue: () => callCommerce('/getCategory', () => send(client.apiRoot.categories().withId({ ID: id }).get())),
  });
}
