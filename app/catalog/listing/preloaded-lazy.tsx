import type { ComponentType } from 'react';

/**
 * A component whose code sits in its own chunk, so the route module that shows it stays small: route modules
 * are part of the first-load JavaScript (budget 90 KB), the listing and home sections are not interactive
 * enough to earn a place there. Like React.lazy, but the import starts as soon as this module runs:
 * - on the server that is start-up, so rendering never suspends and every document is complete;
 * - in the browser it runs while the app boots, and React keeps the server's markup of the surrounding
 *   <Suspense> in place until the chunk has arrived, then hydrates it.
 * A failed import (chunk load error) reaches the route's error boundary and is tried again on the next render.
 */
export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  const start = (): Promise<void> =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
        pending = undefined;
      },
    ));
  void start();

  function Preloaded(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failure) {
      const { error } = failure;
      failure = undefined;
      throw error;
    }
    // The Suspense protocol: React shows the boundary's fallback (or keeps the server markup) until it settles.
    throw start();
  }
  return Preloaded;
}
