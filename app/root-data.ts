// The root route's data for any component without importing app/root.tsx, which would sit above the whole app.
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import type { rootLoader } from './root-loader.server';
import type { IslandDataHolder, IslandName } from '~/islands/island-data';
import type { ImageSlot, ResponsiveImage } from '~/lib/images';

/** The root loader's data; undefined only where the root route did not load (a boundary above it). */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

/** What a document's loaders handed to its server render for the islands; empty in the browser. Here because the
 * footer, on every page, reads it. */
const IslandDataContext = createContext<IslandDataHolder | null>(null);
export const IslandDataProvider = IslandDataContext.Provider;

export function useServerIslandData<T>(name: IslandName): T | undefined {
  return useContext(IslandDataContext)?.get(name) as T | undefined;
}

/** Empty in the browser, which hides nonce attributes. Here beside the islands' data, as a module of its own would
 * be a first-load chunk of its own. */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/** What a lite page changes in the components it renders: how a picture is sized. */
export interface LitePage {
  image: (url: string, slot: ImageSlot) => ResponsiveImage;
}

/** Only the server render is told: a lite page carries no script, so the lite code stays out of the browser's
 * bundles. */
const LitePageContext = createContext<LitePage | undefined>(undefined);
export const LitePageProvider = LitePageContext.Provider;
/** What a lite page changes; undefined on a full page. One hook: each export costs first-load bytes. */
export const useLitePage = () => useContext(LitePageContext);

/** False in the server's render and the matching hydration, true right after. A transition, because an urgent
 * update reaching a Suspense boundary still hydrating makes React drop its server HTML (error #421). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
