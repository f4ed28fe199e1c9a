import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { ErrorSummary, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { PASSWORD_MIN, resetChangeSchema, resetRequestSchema } from '../schemas';

/** /password-reset (and /checkout/password-reset): the e-mail to send the link to. */
export function ResetRequestPage({ data, lastResult }: { data: { redirectTo: string | null }; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(resetRequestSchema, { id: 'password-reset', lastResult });
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('reset.title')}</h1>
      <p>{t('reset.intro')}</p>
      <ErrorSummary form={form} fields={fields} labels={{ email: t('fields.email') }} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        {data.redirectTo ? <input type="hidden" name="redirectTo" value={data.redirectTo} /> : null}
        <TextField meta={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
        <button type="submit" className="btn">{t('reset.submit')}</button>
      </Form>
      <p><Link to="/login">{t('reset.backToLogin')}</Link></p>
    </div>
  );
}

/** /password-reset/change-password?token=…: the new password; the token travels in a hidden field. */
export function ChangePasswordPage({ data, lastResult }: { data: { token: string; redirectTo: string | null }; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(resetChangeSchema, { id: 'change-password', lastResult });
  const labels = { password: t('fields.newPassword'), confirmPassword: t('fields.confirmPassword') };
  const linkBroken = (form.errors ?? []).some((error) => error.startsWith('resetLink'));
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('reset.changeTitle')}</h1>
      <ErrorSummary form={form} fields={fields} labels={labels} />
      {linkBroken ? <p><Link to="/password-reset">{t('reset.requestNew')}</Link></p> : null}
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name={fields.token.name} value={data.token} />
        {data.redirectTo ? <input type="hidden" name="redirectTo" value={data.redirectTo} /> : null}
        <TextField meta={fields.password} label={labels.password} type="password" autoComplete="new-password" hint={t('fields.passwordHint', { min: PASSWORD_MIN })} />
        <TextField meta={fields.confirmPassword} label={labels.confirmPassword} type="password" autoComplete="new-password" />
        <button type="submit" className="btn">{t('reset.changeSubmit')}</button>
      </Form>
    </div>
  );
}
