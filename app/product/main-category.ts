// The deepest of a product's categories in the main tree wins over landing categories (industry, longtail), which sit
// outside it; the breadcrumb and the cart's recommendations start from it.
import type { CategoryNode, CategoryTree } from '~/commerce/types';

const MAIN_FAMILY = 'all-categories';

function familyOf(tree: CategoryTree, node: CategoryNode): unknown {
  const root = node.ancestorIds.length > 0 ? tree.byId.get(node.ancestorIds[0]) : node;
  return (root ?? node).customFields.family;
}

/** The category the product page belongs to, or null when none of its categories is in the tree. */
export function mainCategory(tree: CategoryTree, categoryIds: readonly string[]): CategoryNode | null {
  const nodes = categoryIds.map((id) => tree.byId.get(id)).filter((node): node is CategoryNode => Boolean(node?.slug && node.name));
  const rank = (node: CategoryNode) => (familyOf(tree, node) === MAIN_FAMILY ? 0 : 1);
  nodes.sort((a, b) => rank(a) - rank(b) || b.depth - a.depth);
  return nodes[0] ?? null;
}
