import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { LanguageCode } from '~/markets';

/**
 * Only in multi-language stores. A plain POST that works without JavaScript; `reloadDocument` makes it the
 * full redirect of spec §2 with JavaScript too.
 */
export function LanguageSwitcher({ languages, current }: { languages: readonly LanguageCode[]; current: LanguageCode }) {
  const { t } = useTranslation('common');
  return (
    <Form method="post" action="/set-language" reloadDocument className="lang-switch" aria-label={t('header.languageSwitch')}>
      {languages.map((language) => (
        <button
          key={language}
          type="submit"
          name="language"
          value={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </Form>
  );
}
