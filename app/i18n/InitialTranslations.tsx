import { pageNumberStyle } from '~/cache/intl-formatters';
import type { NumberStyle } from '~/cache/number-style';
import { useTranslationBundles } from './react';

/** The document names the language and namespaces it was rendered with; the browser fetches those files (preloaded,
 * cached by the service worker) and hydrates once they are in, so texts do not travel inside every document. */
export const INITIAL_TRANSLATIONS_ID = 'initial-translations';

export interface InitialTranslations {
  language: string;
  namespaces: string[];
  /** How the server wrote the page's numbers (decision 172): the browser writes them alike. */
  numbers?: NumberStyle;
}

export function InitialTranslationsScript({ locale, currency }: { locale?: string; currency?: string }) {
  const { language, bundles } = useTranslationBundles();
  // In the browser the element keeps the server's text, read once before hydration: nothing to make again.
  const numbers = typeof document === 'undefined' && locale ? pageNumberStyle(locale, currency) : undefined;
  const json =
    typeof document === 'undefined' ? JSON.stringify({ language, namespaces: Object.keys(bundles), numbers } satisfies InitialTranslations).replace(/</g, '\\u003c') : '';
  return <script id={INITIAL_TRANSLATIONS_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
