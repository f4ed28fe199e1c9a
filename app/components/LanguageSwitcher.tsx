import { Fragment } from 'react';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import type { LanguageCode } from '~/markets';

/** A plain POST; `reloadDocument` makes it spec §2's full redirect with JavaScript too. Submit inputs a space apart,
 * so a text browser shows "[DE] [FR] [IT]", where buttons' values would print beside their text and run together. */
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
