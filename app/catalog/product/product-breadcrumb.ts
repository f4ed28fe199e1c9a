// The product's breadcrumb and navigation from the category tree, below the product's main category
// (app/product/main-category.ts).
import type { CategoryNode, CategoryTree } from '~/commerce/types';
import type { Market } from '~/markets';
import { categoryPath as categoryPagePath, type RoutingEnvironment } from '~/seo/page-paths';
import { isVisibleCategory } from '~/catalog/category/category-links';
import type { Crumb } from './product-data';

/** Root-first steps down to the category; steps without a name or slug in this language are skipped. */
export function productBreadcrumb(tree: CategoryTree, category: CategoryNode, market: Market, environment: RoutingEnvironment): Crumb[] {
  const steps = [...category.ancestorIds.map((id) => tree.byId.get(id)), category];
  return steps
    .filter((node): node is CategoryNode => Boolean(node?.slug && node.name))
    .map((node) => ({ name: node.name, path: categoryPagePath(node.slug, market, environment) }));
}

/** Spec §2: "On product pages the link is hidden and the product's own category children are shown instead"; for the
 *  leaf most products sit in, the children of its parent (the category and its siblings). */
export function productNavigation(tree: CategoryTree, category: CategoryNode, market: Market, environment: RoutingEnvironment): Crumb[] {
  const visible = (nodes: CategoryNode[]) => nodes.filter((node) => isVisibleCategory(node, market.storeKey));
  const parent = category.parentId ? tree.byId.get(category.parentId) : undefined;
  const own = visible(category.children);
  const nodes = own.length > 0 ? own : visible(parent ? parent.children : []);
  return nodes.map((node) => ({ name: node.name, path: categoryPagePath(node.slug, market, environment) }));
}
