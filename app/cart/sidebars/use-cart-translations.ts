import { useNamespace } from '~/i18n/use-namespace';

/** Pages whose document did not embed the cart texts load them when idle (entry.client); a panel opened before that
 *  fetches them itself and re-renders. */
export function useCartTranslations() {
  const { t, i18n } = useNamespace('cart');
  return { t, i18n };
}
