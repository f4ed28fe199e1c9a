// Which routes' pages may be shared (decision 106): a route says so in its handle (`sharedDocument: true`), and
// the server must know before the render, since a shared render sees only the shopper's shared view.
import type { ServerBuild } from '@remix-run/node';
import { matchRoutes } from '@remix-run/react';
import type { SharedDocumentHandle } from '~/lib/shared-document';

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

function routeTree(build: ServerBuild): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** True when the route that answers this path shares its documents. */
export function createSharedRouteMatcher(getBuild: () => Promise<ServerBuild>) {
  const trees = new WeakMap<ServerBuild, RouteNode[]>();
  return async (pathname: string, basename: string): Promise<boolean> => {
    const build = await getBuild();
    let tree = trees.get(build);
    if (!tree) trees.set(build, (tree = routeTree(build)));
    // The build's index routes never have children, which is all the router's types ask of them.
    const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], pathname, basename === '/' ? undefined : basename);
    const leaf = matches?.at(-1)?.route as RouteNode | undefined;
    const handle = leaf ? (build.routes[leaf.id]?.module.handle as SharedDocumentHandle | undefined) : undefined;
    return handle?.sharedDocument === true;
  };
}
