// Which categories a category page links to: its subcategories (or, for a leaf, its siblings), its related
// categories and its blog posts. Pure, over the localized category tree of the commerce layer.
import type { CategoryNode, CategoryTree } from '~/commerce/types';

export type CategoryLink = { id: string; name: string; slug: string; image: string | null };
export type BlogPostLink = { title: string; url: string; image: string | null };

const RELATED_FIELDS = ['relatedCategory1', 'relatedCategory2', 'relatedCategory3'] as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Visible in the current language when it has a name and a slug there, and not hidden by `hasProducts` from this store. */
export function isVisibleCategory(node: Pick<CategoryNode, 'name' | 'slug' | 'customFields'>, storeKey: string): boolean {
  if (!isText(node.slug) || !isText(node.name)) return false;
  const stores = node.customFields.hasProducts;
  return !Array.isArray(stores) || stores.includes(storeKey);
}

/** Spec §5 Other: "Sibling categories are kept only if they have a string slug and name, are visible in the current
 *  language and differ from the current category." Root categories are each other's siblings. */
export function siblingCategories(tree: CategoryTree, current: CategoryNode, storeKey: string): CategoryNode[] {
  const parent = current.parentId ? tree.byId.get(current.parentId) : undefined;
  const family = parent ? parent.children : tree.roots;
  return family.filter((node) => node.id !== current.id && isVisibleCategory(node, storeKey));
}

/** The categories listed under a category's title: its visible children, or its siblings when it has none. */
export function subcategoriesOf(tree: CategoryTree, current: CategoryNode, storeKey: string): { kind: 'children' | 'siblings'; nodes: CategoryNode[] } {
  const children = current.children.filter((node) => isVisibleCategory(node, storeKey));
  if (children.length > 0) return { kind: 'children', nodes: children };
  return { kind: 'siblings', nodes: siblingCategories(tree, current, storeKey) };
}

/** Related categories (custom fields holding category keys), the visible ones, in field order. */
export function relatedCategories(tree: CategoryTree, current: CategoryNode, storeKey: string): CategoryNode[] {
  const keys = RELATED_FIELDS.map((field) => current.customFields[field]).filter(isText);
  const byKey = new Map<string, CategoryNode>();
  for (const node of tree.byId.values()) if (node.key) byKey.set(node.key, node);
  const related: CategoryNode[] = [];
  for (const key of keys) {
    const node = byKey.get(key);
    if (node && node.id !== current.id && isVisibleCategory(node, storeKey) && !related.includes(node)) related.push(node);
  }
  return related;
}

export function toCategoryLink(node: CategoryNode): CategoryLink {
  const image = node.customFields.imageUrl;
  return { id: node.id, name: node.name, slug: node.slug, image: isSafeUrl(image) ? image : null };
}

/** A site path ('/x', never '//host') or an https URL: nothing else may become a link or an image here. */
export function isSafeUrl(value: unknown): value is string {
  if (!isText(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https:\/\/[^/\s]+/i.test(value);
}

/** A JSON list of { title, url, imageUrl } per language; broken JSON or entries without a title or a safe URL are
 *  left out. */
export function blogPostsOf(value: unknown): BlogPostLink[] {
  if (!isText(value)) return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const posts: BlogPostLink[] = [];
  for (const entry of list as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { title, url, imageUrl } = entry as Record<string, unknown>;
    if (!isText(title) || !isSafeUrl(url)) continue;
    posts.push({ title: title.trim(), url, image: isSafeUrl(imageUrl) ? imageUrl : null });
  }
  return posts;
}
