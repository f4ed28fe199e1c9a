import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { ErrorSummary, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { loginSchema } from '../schemas';
import { Notice } from './Notice';

export interface LoginViewData {
  providers: string[];
  redirectTo: string | null;
  notice: string | null;
  noticeProvider: string | null;
  checkout: boolean;
}

export function LoginPage({ data, lastResult }: { data: LoginViewData; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(loginSchema, { id: 'login', lastResult });
  const prefix = data.checkout ? '/checkout' : '';
  const providerName = data.noticeProvider === 'google' || data.noticeProvider === 'facebook' ? t(`social.${data.noticeProvider}`) : '';
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('login.title')}</h1>
      <Notice notice={data.notice} values={{ provider: providerName }} />
      <ErrorSummary form={form} fields={fields} labels={{ email: t('fields.email'), password: t('fields.password') }} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        {data.redirectTo ? <input type="hidden" name="redirectTo" value={data.redirectTo} /> : null}
        <TextField meta={fields.email} label={t('fields.email')} type="email" autoComplete="email" />
        <TextField meta={fields.password} label={t('fields.password')} type="password" autoComplete="current-password" />
        <button type="submit" className="btn">{t('login.submit')}</button>
      </Form>
      <p><Link to={`${prefix}/password-reset`}>{t('login.forgotPassword')}</Link></p>
      {data.providers.length > 0 ? (
        <section className="social-sign-in" aria-labelledby="social-title">
          <h2 id="social-title">{t('social.title')}</h2>
          <ul>
            {data.providers.map((provider) => (
              <li key={provider}>
                {/* A plain link: the provider's page is a navigation, never a form post (CSP form-action). */}
                <a className="btn btn--ghost" href={`/login?provider=${provider}${data.redirectTo ? `&redirectTo=${encodeURIComponent(data.redirectTo)}` : ''}`}>
                  {t('social.continueWith', { provider: t(`social.${provider}`) })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        {t('login.newCustomer')} <Link to={`${prefix}/create-account`}>{t('login.createAccount')}</Link>
      </p>
    </div>
  );
}
