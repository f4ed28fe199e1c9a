import { startTransition, useEffect, useState } from 'react';

/**
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
