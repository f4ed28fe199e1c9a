import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Bundles, type TFunction } from './translator';

interface TranslationState {
  language: string;
  bundles: Bundles;
}

const TranslationContext = createContext<TranslationState>({ language: 'en', bundles: {} });

/** Same shape on server and client, so markup matches at hydration. */
export function TranslationProvider({ language, bundles, children }: TranslationState & { children: ReactNode }) {
  const value = useMemo(() => ({ language, bundles }), [language, bundles]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The react-i18next-style hook the components use. */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: { language: string; dir: () => 'ltr' | 'rtl' } } {
  const { language, bundles } = useContext(TranslationContext);
  return useMemo(
    () => ({
      t: createTranslator(language, bundles, namespace),
      // None of the shop's languages is written right to left.
      i18n: { language, dir: () => 'ltr' as const },
    }),
    [language, bundles, namespace],
  );
}

export function useTranslationBundles(): TranslationState {
  return useContext(TranslationContext);
}
