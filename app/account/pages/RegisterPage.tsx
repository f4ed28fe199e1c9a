import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { ClientTypeField, ErrorSummary, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import type { CustomerType } from '../view';
import { PASSWORD_MIN, registerSchema } from '../schemas';

export interface RegisterViewData {
  redirectTo: string | null;
  checkout: boolean;
  defaultCustomerType: CustomerType;
}

export function RegisterPage({ data, lastResult }: { data: RegisterViewData; lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(registerSchema, { id: 'register', lastResult, defaultValue: { customerType: data.defaultCustomerType } });
  const labels = {
    email: t('fields.email'),
    password: t('fields.password'),
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    customerType: t('fields.customerType'),
    companyName: t('fields.companyName'),
  };
  return (
    <div className="container account-page account-page--narrow">
      <h1>{t('register.title')}</h1>
      <ErrorSummary form={form} fields={fields} labels={labels} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        {data.redirectTo ? <input type="hidden" name="redirectTo" value={data.redirectTo} /> : null}
        <TextField meta={fields.email} label={labels.email} type="email" autoComplete="email" />
        <TextField meta={fields.password} label={labels.password} type="password" autoComplete="new-password" hint={t('fields.passwordHint', { min: PASSWORD_MIN })} />
        <TextField meta={fields.firstName} label={labels.firstName} autoComplete="given-name" />
        <TextField meta={fields.lastName} label={labels.lastName} autoComplete="family-name" />
        <ClientTypeField meta={fields.customerType} legend={labels.customerType} />
        <TextField meta={fields.companyName} label={labels.companyName} autoComplete="organization" hint={t('fields.companyNameHint')} />
        <button type="submit" className="btn">{t('register.submit')}</button>
      </Form>
      <p>
        {t('register.haveAccount')} <Link to={data.checkout ? '/checkout/login' : '/login'}>{t('register.logIn')}</Link>
      </p>
    </div>
  );
}
