import type { ComponentType } from 'react';

/** Keeps a component out of its route module (first-load JavaScript); unlike React.lazy the import starts when this
 *  module runs, so the server never suspends and the browser keeps the server's markup until the chunk arrives. */
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
