// The root route's data for any component, without importing the root route (decision 065): a component
// that imported app/root.tsx would sit above the whole app it is part of.
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { useRouteLoaderData } from '@remix-run/react';
import type { rootLoader } from './root-loader.server';
import type { IslandDataHolder, IslandName } from '~/islands/island-data';
import type { ImageSlot, ResponsiveImage } from '~/lib/images';

/** The root loader's data; undefined only where the root route did not load (a boundary above it). */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

/**
 * The data a document's loaders handed to its server render for the islands (decision 074): provided by
 * entry.server, empty in the browser. Here, in every page's smallest shared module, because the footer, on
 * every page, reads it too.
 */
const IslandDataContext = createContext<IslandDataHolder | null>(null);
export const IslandDataProvider = IslandDataContext.Provider;

export function useServerIslandData<T>(name: IslandName): T | undefined {
  return useContext(IslandDataContext)?.get(name) as T | undefined;
}

/** All the islands' data of a document's server render (null in the browser). */
export const useServerIslands = () => useContext(IslandDataContext);

/**
 * The Content-Security-Policy nonce of this response (server/edge/security-headers.ts). Only the server render
 * knows it; browsers hide nonce attributes from the page, so in the browser it is empty. Here, beside the islands'
 * data, because the root and the add-to-cart forms of lazy page bodies read it: a module of its own would be a
 * first-load chunk of its own.
 */
const NonceContext = createContext('');
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/** What a lite page changes in the components it renders: how a picture is sized. */
export interface LitePage {
  image: (url: string, slot: ImageSlot) => ResponsiveImage;
}

/**
 * Whether this document is a lite page (decision 109; `isLitePage` in ~/render-mode), with what it renders
 * differently. Only the server render is told (entry.server hands in `liteImage`): a lite page carries no script, so
 * no browser renders it again, and the lite code stays out of the browser's bundles. Here for the reason above.
 */
const LitePageContext = createContext<LitePage | undefined>(undefined);
export const LitePageProvider = LitePageContext.Provider;
/** What a lite page changes; undefined on a full page. One hook: each export costs first-load bytes. */
export const useLitePage = () => useContext(LitePageContext);

/**
 * Here rather than in a module of its own: a first-load chunk of its own costs more than the hook (issue 23).
 * False in the server's render and the hydration that matches it, true right after. The switch is a transition:
 * an urgent update that reaches a Suspense boundary still hydrating (a streamed row, a lazy island, the cart's
 * recommendations) makes React drop that boundary's server HTML and render it again in the browser, and report
 * it as React error #421 (issue 23). A transition waits for the boundary instead.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
