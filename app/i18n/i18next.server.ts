import { RemixI18Next } from 'remix-i18next/server';
import { LANGUAGE_CODES } from '~/markets';
import { i18nBaseOptions } from './config';
import { resources } from './resources.server';

/** remix-i18next for fixed `t` functions. The language is decided before Remix runs (language.server.ts), so
 * detection here only reads what the server already decided. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGE_CODES],
    fallbackLanguage: 'en',
    // Never consulted: callers always pass the language the server decided.
    order: ['custom'],
    findLocale: async () => null,
  },
  i18next: { ...i18nBaseOptions, resources, supportedLngs: [...LANGUAGE_CODES] },
});
