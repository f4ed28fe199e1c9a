import type { SerializeFrom } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form, useRouteLoaderData, useActionData } from '@remix-run/react';
import type { loader } from '~/routes/my-account/my-profile';
import type { MyAccountData } from '~/routes/my-account/layout';
import type { IntentRefusal } from '~/forms/answer';
import { useTranslation } from '~/i18n/react';
import { ClientTypeField, ErrorSummary, TextField } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { PASSWORD_MIN, profileSchema } from '../schemas';
import type { ProfilePage as Profile } from '../view';
import { Notice } from './Notice';

type Answer = { result: SubmissionResult<string[]>; intent?: string } | undefined;

function ProfileForm({ profile, lastResult }: { profile: Profile; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(profileSchema, {
    id: 'profile',
    lastResult,
    defaultValue: { firstName: profile.firstName, lastName: profile.lastName, email: profile.email, dateOfBirth: profile.dateOfBirth, customerType: profile.customerType },
  });
  const labels = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    dateOfBirth: t('fields.dateOfBirth'),
    customerType: t('fields.customerType'),
  };
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.detailsTitle')}</h2>
      <ErrorSummary form={form} fields={fields} labels={labels} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="update-profile" />
        <TextField meta={fields.firstName} label={labels.firstName} autoComplete="given-name" />
        <TextField meta={fields.lastName} label={labels.lastName} autoComplete="family-name" />
        <TextField meta={fields.email} label={labels.email} type="email" autoComplete="email" />
        <TextField meta={fields.dateOfBirth} label={labels.dateOfBirth} type="date" autoComplete="bday" />
        <ClientTypeField meta={fields.customerType} legend={labels.customerType} />
        <button type="submit" className="btn">{t('profile.save')}</button>
      </Form>
    </section>
  );
}

function PasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(profileSchema, { id: 'password', lastResult });
  const labels = { currentPassword: t('fields.currentPassword'), password: t('fields.newPassword'), confirmPassword: t('fields.confirmPassword') };
  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t('profile.passwordTitle')}</h2>
      <p>{t('profile.passwordIntro')}</p>
      <ErrorSummary form={form} fields={fields} labels={labels} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="change-password" />
        <TextField meta={fields.currentPassword} label={labels.currentPassword} type="password" autoComplete="current-password" />
        <TextField meta={fields.password} label={labels.password} type="password" autoComplete="new-password" hint={t('fields.passwordHint', { min: PASSWORD_MIN })} />
        <TextField meta={fields.confirmPassword} label={labels.confirmPassword} type="password" autoComplete="new-password" />
        <button type="submit" className="btn">{t('profile.changePassword')}</button>
      </Form>
    </section>
  );
}

/** Every session of the account ends, in every browser that holds one, a copied cookie too (decision 135). */
function SignOutEverywhereForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation('account');
  const [form, fields] = useSchemaForm(profileSchema, { id: 'sessions', lastResult });
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('profile.sessionsTitle')}</h2>
      <p>{t('profile.sessionsIntro')}</p>
      <ErrorSummary form={form} fields={fields} labels={{}} />
      <Form method="post" {...getFormProps(form)} className="account-form">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className="btn btn--ghost">{t('profile.signOutEverywhere')}</button>
      </Form>
    </section>
  );
}

export function ProfilePage({ data }: { data: SerializeFrom<typeof loader> }) {
  const { t } = useTranslation('account');
  const { profile } = (useRouteLoaderData('routes/my-account') as MyAccountData);
  const { notice } = data;
  const answer: Answer = useActionData<IntentRefusal>();
  const resultFor = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  return (
    <div className="account-section">
      <h1>{t('profile.title')}</h1>
      <Notice notice={notice} />
      <ProfileForm profile={profile} lastResult={resultFor('update-profile')} />
      {profile.hasPassword ? <PasswordForm lastResult={resultFor('change-password')} /> : <p>{t('profile.socialAccount')}</p>}
      <SignOutEverywhereForm lastResult={resultFor('sign-out-everywhere')} />
    </div>
  );
}
