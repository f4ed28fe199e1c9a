/**
 * Measures what route matching costs per request: the one unprefixed tree (what the server uses, with the
 * language prefix as basename) against the same tree copied under all 21 language prefixes (decision 002).
 * Run: npx node --import tsx test/perf/route-matching.ts
 */
import { defineRoutes } from '@remix-run/dev/dist/config/routes.js';
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { languagePrefixes, routes } from '../../remix.config.js';

function routeTree(): AgnosticRouteObject[] {
  const manifest = routes(defineRoutes);
  const build = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(manifest)
      .filter((entry) => (entry.parentId === 'root' ? undefined : entry.parentId) === parentId)
      .map((entry) => (entry.index ? { id: entry.id, index: true } : { id: entry.id, path: entry.path, children: build(entry.id) }));
  return [{ id: 'root', path: '', children: build(undefined) }];
}

function time(label: string, tree: AgnosticRouteObject[], paths: string[], basename?: string) {
  const rounds = 2000;
  for (let i = 0; i < 200; i++) for (const path of paths) matchRoutes(tree, path, basename);
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) for (const path of paths) matchRoutes(tree, path, basename);
  const perMatch = Number(process.hrtime.bigint() - start) / 1e6 / (rounds * paths.length);
  console.log(`${label}: ${perMatch.toFixed(3)} ms per match`);
}

const tree = routeTree();
const children = tree[0].children ?? [];
const copied: AgnosticRouteObject[] = [
  { id: 'root', path: '', children: [...children, ...languagePrefixes.map((prefix) => ({ id: `lang-${prefix}`, path: prefix, children: structuredClone(children) }))] },
];
const count = (list: AgnosticRouteObject[]): number => list.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
console.log(`routes: unprefixed tree ${count(tree)}, copied under ${languagePrefixes.length} prefixes ${count(copied)}`);
const paths = ['/fr/checkout/payment', '/fr/drills/cordless/', '/fr/my-account/my-profile', '/fr', '/fr/search'];
time('one tree + basename /fr', tree, paths, '/fr');
time('tree copied per prefix', copied, paths);
