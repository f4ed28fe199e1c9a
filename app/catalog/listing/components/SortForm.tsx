import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { LISTING_PAGE_SIZES, SORT_OPTIONS } from '~/markets/constants';
import type { ListingView } from '../types';
import { HiddenInputs } from './HiddenInputs';

/** A GET form: without JavaScript the Apply button submits it, with JavaScript a change does (inside an island's server
 *  HTML through `data-submit-on-change`). Changing either starts again at page 1. */
export function SortForm({ path, form }: { path: string; form: ListingView['sortForm'] }) {
  const { t } = useTranslation('catalog');
  const submit = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form method="get" action={path} className="sort-form" key={`${form.sort}-${form.pageSize}`} data-submit-on-change>
      <HiddenInputs fields={form.hidden} />
      <label>
        {`${t('listing.sort')} `}
        <select name="sort" defaultValue={form.sort} onChange={submit}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>{t(`listing.sortOptions.${option}`)}</option>
          ))}
        </select>
      </label>
      <label>
        {`${t('listing.pageSize')} `}
        <select name="hitsPerPage" defaultValue={String(form.pageSize)} onChange={submit}>
          {LISTING_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>{size}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--ghost">{t('listing.apply')}</button>
    </Form>
  );
}
