import { useEffect, useState } from 'react';
import { loadNamespace } from './load-namespace';
import { useTranslation, useTranslationBundles } from './react';

/**
 * A namespace's texts in a view that a client-side navigation may reach before the browser has them (documents
 * embed the namespaces of their own routes; others load lazily): fetched once and shared, the view
 * re-renders when they are there. `ready` is false meanwhile, so a view can wait instead of showing keys.
 */
export function useNamespace(namespace: string) {
  const { language, bundles } = useTranslationBundles();
  const [, setLoaded] = useState(0);
  const ready = Boolean(bundles[namespace]);
  useEffect(() => {
    if (bundles[namespace]) return;
    let active = true;
    void loadNamespace(language, namespace, bundles).then(() => {
      if (active) setLoaded((count) => count + 1);
    });
    return () => {
      active = false;
    };
  }, [bundles, language, namespace]);
  return { ...useTranslation(namespace), ready };
}
