// Which routes' pages may be kept (decisions 106, 117): a route says so in its handle (`sharedDocument` or
// `cartDocument`), and the server must know before the render: a shared render sees only the shopper's shared
// view, and a cart page's key is read before it.
import type { ServerBuild } from '@remix-run/node';
import { matchRoutes } from '@remix-run/react';
import { LRUCache } from 'lru-cache';
import type { DocumentSharing, SharedDocumentHandle } from '~/lib/shared-document';

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

/** Paths whose answer is remembered per build: the catalogue's pages in every language, with room to spare. */
const REMEMBERED_PATHS = 20_000;

/**
 * How the route that answers this path shares its documents (undefined: not at all). The router flattens and
 * ranks the whole tree on every match (a visible share of a worker's time under the bench's mix), and the answer depends only
 * on the build and the path, so it is kept in a bounded LRU per build.
 */
export function createSharedRouteMatcher(getBuild: () => Promise<ServerBuild>) {
  const perBuild = new WeakMap<ServerBuild, { tree: RouteNode[]; answers: LRUCache<string, NonNullable<DocumentSharing> | 'none'> }>();
  return async (pathname: string, basename: string): Promise<DocumentSharing> => {
    const build = await getBuild();
    let known = perBuild.get(build);
    if (!known) perBuild.set(build, (known = { tree: routeTree(build), answers: new LRUCache({ max: REMEMBERED_PATHS }) }));
    const key = `${basename}\n${pathname}`;
    let shared = known.answers.get(key);
    if (shared === undefined) {
      // The build's index routes never have children, which is all the router's types ask of them.
      const matches = matchRoutes(known.tree as Parameters<typeof matchRoutes>[0], pathname, basename === '/' ? undefined : basename);
      const leaf = matches?.at(-1)?.route as RouteNode | undefined;
      const handle = leaf ? (build.routes[leaf.id]?.module.handle as SharedDocumentHandle | undefined) : undefined;
      shared = handle?.sharedDocument === true ? 'view' : handle?.cartDocument === true ? 'cart' : 'none';
      known.answers.set(key, shared);
    }
    return shared === 'none' ? undefined : shared;
  };
}
