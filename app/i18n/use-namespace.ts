import { useEffect, useState } from 'react';
import { loadNamespace } from './load-namespace';
import { useTranslation, useTranslationBundles } from './react';

/** For a view a client-side navigation may reach before the browser has its texts: fetched once and shared; `ready`
 * is false meanwhile, so a view can wait instead of showing keys. */
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
