// The route table (remix.config.js) and the URL rules must agree: every named route is reachable in
// the form the rules call canonical, or the server would redirect it away (or into a loop).
import { describe, expect, it } from 'vitest';
import { defineRoutes } from '@remix-run/dev/dist/config/routes.js';
import { routes } from '../../../remix.config.js';
import { pageOf, resolveFor, withoutNegotiation } from './helpers';

function routePaths(): string[] {
  const manifest = routes(defineRoutes);
  // Top-level routes name the implicit 'root' route as parent, which the manifest does not hold.
  const fullPath = (id: string): string => {
    const route = manifest[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  return Object.keys(manifest).map(fullPath).filter((path) => path !== '' && !path.includes('*'));
}

describe('route table', () => {
  const paths = routePaths();

  it('has named routes to check', () => {
    expect(paths).toEqual(expect.arrayContaining(['search', 'checkout/cart', 'exConsents/confirm']));
  });

  // Crawler files (robots.txt, sitemaps) and the service worker (its scope is the whole store) exist once per
  // store, at the root, in the default language.
  const rootFile = (path: string) => path === 'robots.txt' || path.startsWith('sitemap') || path === 'sw.js';
  const pagePaths = paths.filter((path) => !rootFile(path));

  it.each(pagePaths)('/%s resolves as a page without a trailing slash', (path) => {
    expect(withoutNegotiation(resolveFor('CH', `/${path}`))).toEqual(pageOf(`/${path}`, 'de'));
    expect(withoutNegotiation(resolveFor('CH', `/fr/${path}`))).toEqual(pageOf(`/fr/${path}`, 'fr', '/fr'));
  });

  it.each(paths.filter(rootFile))('/%s is served at the root', (path) => {
    const concrete = `/${path.replace(':file', 'de.xml')}`;
    expect(withoutNegotiation(resolveFor('CH', concrete))).toEqual(pageOf(concrete, 'de'));
  });
});
