import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { ErrorSummary } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { confirmEmailSchema } from '../schemas';

/** /create-account/confirm?token=…: one button; the token travels in a hidden field. */
export function ConfirmEmailPage({ data, lastResult }: { data: { token: string; redirectTo: string | null }; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(confirmEmailSchema, { id: 'confirm-email', lastResult });
  const linkBroken = (form.errors ?? []).some((error) => error.startsWith('confirmLink')) || (fields.token.errors ?? []).length > 0;
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('confirmEmail.title')}</h1>
      <p>{t('confirmEmail.intro')}</p>
      {/* A token the link broke is told in the summary (the field is hidden). */}
      <ErrorSummary form={form} fields={fields} labels={{ token: t('confirmEmail.title') }} />
      {linkBroken ? <p>{t('confirmEmail.requestNew')} <Link to="/login">{t('register.logIn')}</Link></p> : null}
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name={fields.token.name} value={data.token} />
        {data.redirectTo ? <input type="hidden" name="redirectTo" value={data.redirectTo} /> : null}
        <button type="submit" className="btn">{t('confirmEmail.submit')}</button>
      </Form>
    </div>
  );
}
