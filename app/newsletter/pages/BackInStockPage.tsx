import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import { ErrorSummary, FormMessagesNamespace, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { useNamespace } from '~/i18n/use-namespace';
import { restockSchema } from '../schema';

export interface BackInStockPageData {
  title: string;
  sku: string | null;
  product: { name: string; path: string } | null;
  sent: boolean;
}

/** Where the product page's form lands when its input is refused (without JavaScript the messages need a page), and
 * its confirmation when no product page is known to go back to. */
export function BackInStockPage({ data }: { data: BackInStockPageData }) {
  const { t, ready } = useNamespace('newsletter');
  const lastResult = useActionData<{ result: SubmissionResult<string[]> }>()?.result;
  const [form, fields] = useSchemaForm(restockSchema, { id: 'back-in-stock', lastResult, defaultValue: { sku: data.sku ?? undefined } });
  const sku = String(fields.sku.initialValue ?? data.sku ?? '');
  if (!ready) return null;
  return (
    <div className="container newsletter-page">
      <h1>{t('restock.title')}</h1>
      {data.product ? <p><Link to={data.product.path}>{data.product.name}</Link></p> : null}
      {data.sent ? (
        <p className="notice notice--ok" role="status">{t('restock.sent')}</p>
      ) : (
        <FormMessagesNamespace.Provider value="newsletter">
          <p>{t('restock.text')}</p>
          <ErrorSummary form={form} fields={fields} labels={{ email: t('fields.email'), sku: t('fields.product') }} />
          <Form method="post" action="/back-in-stock" {...getFormProps(form)} className="account-form">
            <input type="hidden" name="sku" value={sku} />
            {fields.returnTo.initialValue ? <input type="hidden" name="returnTo" value={String(fields.returnTo.initialValue)} /> : null}
            <TextField meta={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
            <button type="submit" className="btn">{t('restock.submit')}</button>
          </Form>
        </FormMessagesNamespace.Provider>
      )}
    </div>
  );
}
