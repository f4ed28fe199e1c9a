import { Fragment } from 'react';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { LanguageCode } from '~/markets';

/**
 * Only in multi-language stores. A plain POST that works without JavaScript; `reloadDocument` makes it the
 * full redirect of spec §2 with JavaScript too. Each language is a submit input whose value is its label ("FR",
 * which the action reads as `fr`) and a space apart from the next: a text browser shows "[DE] [FR] [IT]", where a
 * button's value would print beside its text and adjacent buttons ran together.
 */
export function LanguageSwitcher({ languages, current }: { languages: readonly LanguageCode[]; current: LanguageCode }) {
  const { t } = useTranslation('common');
  return (
    <Form method="post" action="/set-language" reloadDocument className="lang-switch" aria-label={t('header.languageSwitch')}>
      {languages.map((language, index) => (
        <Fragment key={language}>
          {index > 0 ? ' ' : null}
          <input type="submit" name="language" value={language.toUpperCase()} lang={language} aria-current={language === current ? 'true' : undefined} />
        </Fragment>
      ))}
    </Form>
  );
}
