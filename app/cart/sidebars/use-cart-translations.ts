import { useNamespace } from '~/i18n/use-namespace';

/**
 * The cart texts on pages whose document did not embed them (a product page): the browser loads them when
 * idle anyway (entry.client); a panel opened before that fetches them itself and re-renders.
 */
export function useCartTranslations() {
  const { t, i18n } = useNamespace('cart');
  return { t, i18n };
}
