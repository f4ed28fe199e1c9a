import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { SEARCH_TERM_MAX_LENGTH } from '~/lib/search-term';
import { QuickSearch } from '~/catalog/quick-search/QuickSearch';

/** GET /search: a plain form, so search works without JavaScript. */
export function SearchForm({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation('common');
  return (
    <Form method="get" action="/search" role="search" className="search-form">
      <label htmlFor="site-search" className="visually-hidden">{t('header.searchLabel')}</label>
      <input
        id="site-search"
        type="search"
        name="query"
        defaultValue={defaultValue}
        placeholder={t('header.searchPlaceholder')}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        autoComplete="off"
      />
      <button type="submit" className="btn">{t('header.searchButton')}</button>
      {/* The dropdown enhances the form with JavaScript; it loads on first focus. */}
      <QuickSearch inputId="site-search" />
    </Form>
  );
}
