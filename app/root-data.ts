// The root route's data for any component, without importing the root route (decision 065): a component
// that imported app/root.tsx would sit above the whole app it is part of.
import { useRouteLoaderData } from '@remix-run/react';
import type { rootLoader } from './root-loader.server';

/** The root loader's data; undefined only where the root route did not load (a boundary above it). */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}
