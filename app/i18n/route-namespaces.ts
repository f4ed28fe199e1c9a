import { useMatches } from '@remix-run/react';
import { loadNamespace, namespaceFailed } from './load-namespace';
import { useTranslationBundles } from './react';

function namespacesOf(handle: unknown): string[] {
  const i18n = (handle as { i18n?: unknown } | undefined)?.i18n;
  return Array.isArray(i18n) ? i18n.filter((namespace): namespace is string => typeof namespace === 'string') : [];
}

/** A client-side navigation may reach a route whose namespaces the browser has not fetched yet, so the render
 * suspends until they are there; Remix navigates in a transition, so the previous page stays instead of keys. */
export function useRouteNamespaces(): void {
  const { language, bundles } = useTranslationBundles();
  const missing = useMatches()
    .flatMap((match) => namespacesOf(match.handle))
    .filter((namespace) => !bundles[namespace] && !namespaceFailed(language, namespace));
  // The server renders with every route namespace; only the browser can lack one.
  if (missing.length > 0 && typeof document !== 'undefined') throw Promise.all(missing.map((namespace) => loadNamespace(language, namespace, bundles)));
}
