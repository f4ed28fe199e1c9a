import { useEffect, useState } from 'react';
import { translationUrl } from '~/i18n/config';
import { useTranslation, useTranslationBundles } from '~/i18n/react';

/**
 * The cart texts on pages whose document did not embed them (a product page): the browser loads them when
 * idle anyway (entry.client); a panel opened before that fetches them itself and re-renders.
 */
export function useCartTranslations() {
  const { language, bundles } = useTranslationBundles();
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (bundles.cart) return;
    let active = true;
    fetch(translationUrl(language, 'cart'))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((bundle: Record<string, unknown>) => {
        bundles.cart = bundle; // the shared bundles object the translator reads
        if (active) setLoaded((count) => count + 1);
      })
      .catch((error: unknown) => console.warn('cart translations unavailable', error));
    return () => {
      active = false;
    };
  }, [bundles, language]);
  return useTranslation('cart');
}
