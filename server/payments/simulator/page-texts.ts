import { bundlesFor } from '~/i18n/resources.server';
import { createTranslator, type TFunction } from '~/i18n/translator';
import { isLanguageCode } from '~/markets';

/** The simulator's shopper pages in one language (`locales/{language}/payment-pages.json`). */
export interface PageTexts {
  language: string;
  t: TFunction;
}

const NAMESPACE = 'payment-pages';

/** By the shopperLocale the shop sent, as the provider localises its own pages (`fr-CH` → French); English for a
 * locale of no store language, or none. */
export function pageTexts(shopperLocale?: string | null): PageTexts {
  const candidate = (shopperLocale ?? '').slice(0, 2).toLowerCase();
  const language = isLanguageCode(candidate) ? candidate : 'en';
  return { language, t: createTranslator(language, bundlesFor(language, [NAMESPACE]), NAMESPACE) };
}
