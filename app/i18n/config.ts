import type { InitOptions } from 'i18next';

/** Namespaces every page needs; routes add theirs through `handle.i18n`. */
export const DEFAULT_NAMESPACE = 'common';

/** Every namespace in locales/{language}/ (a unit test keeps this list in step with the folder). */
export const NAMESPACES = ['common', 'catalog', 'product', 'cart'] as const;

export const i18nBaseOptions: InitOptions = {
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
};

/** Where the browser fetches a namespace it does not have yet (translation files load lazily per locale). */
export function translationUrl(language: string, namespace: string): string {
  return `/locales/${language}/${namespace}.json`;
}
