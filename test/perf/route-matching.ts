/**
 * Measures what route matching costs per request: the one unprefixed tree (what the server uses, with the
 * language prefix as basename) against the same tree copied under all 21 language prefixes.
 * Run: npx node --import tsx test/perf/route-matching.ts
 */
import { matchRoutes, type RouteObject } from '@remix-run/router';
import remixConfig, { languagePrefixes } from '../../remix.config.js';

interface Entry { id: string; path?: string; index?: boolean; parentId?: string }

async function routeTree(): Promise<RouteObject[]> {
  const manifest = (await remixConfig.routes((callback: (route: unknown) => void) => {
    const routes: Record<string, Entry> = {};
    const stack: string[] = [];
    const route = (path: string | undefined, _file: string, options: { id: string; index?: boolean } | (() => void), children?: () => void) => {
      const opts = typeof options === 'function' ? { id: String(Math.random()) } : options;
      const kids = typeof options === 'function' ? options : children;
      routes[opts.id] = { id: opts.id, path, index: opts.index, parentId: stack.at(-1) };
      if (kids) { stack.push(opts.id); kids(); stack.pop(); }
    };
    callback(route);
    return routes;
  })) as Record<string, Entry>;
  const build = (parentId?: string): RouteObject[] =>
    Object.values(manifest).filter((entry) => entry.parentId === parentId).map((entry) =>
      entry.index ? { id: entry.id, index: true } : { id: entry.id, path: entry.path, children: build(entry.id) });
  return [{ id: 'root', path: '', children: build(undefined) }];
}

function time(label: string, routes: RouteObject[], paths: string[], basename?: (path: string) => string) {
  const rounds = 2000;
  for (let i = 0; i < 200; i++) for (const path of paths) matchRoutes(routes, path, basename?.(path));
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) for (const path of paths) matchRoutes(routes, path, basename?.(path));
  const perMatch = Number(process.hrtime.bigint() - start) / 1e6 / (rounds * paths.length);
  console.log(`${label}: ${perMatch.toFixed(3)} ms per match`);
  return perMatch;
}

const tree = await routeTree();
const copied: RouteObject[] = [{ id: 'root', path: '', children: [...tree[0].children!, ...languagePrefixes.map((prefix) => ({ id: `lang-${prefix}`, path: prefix, children: structuredClone(tree[0].children!) }))] }];
const count = (routes: RouteObject[]): number => routes.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
console.log(`routes: unprefixed tree ${count(tree)}, copied under ${languagePrefixes.length} prefixes ${count(copied)}`);
const paths = ['/fr/checkout/payment', '/fr/drills/cordless/', '/fr/my-account/my-profile', '/fr', '/fr/search'];
time('one tree + basename /fr', tree, paths, () => '/fr');
time('tree copied per prefix', copied, paths);
