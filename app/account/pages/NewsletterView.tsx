import type { SubmissionResult } from '@conform-to/react';
import { getFormProps } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { ErrorSummary } from '../forms/fields';
import { useAccountForm } from '../forms/use-account-form';
import { newsletterSchema } from '../schemas';
import { Notice } from './Notice';

export function NewsletterView({ subscribed, email, lastResult, notice }: { subscribed: boolean; email: string; lastResult?: SubmissionResult<string[]>; notice: string | null }) {
  const { t } = useTranslation('account');
  const [form, fields] = useAccountForm(newsletterSchema, { id: 'newsletter', lastResult });
  return (
    <div className="account-section">
      <h1>{t('newsletter.title')}</h1>
      <Notice notice={notice} />
      <ErrorSummary form={form} fields={fields} labels={{}} />
      <p>{subscribed ? t('newsletter.subscribed', { email }) : t('newsletter.notSubscribed')}</p>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={subscribed ? 'unsubscribe' : 'subscribe'} />
        <button type="submit" className="btn">{subscribed ? t('newsletter.unsubscribe') : t('newsletter.subscribe')}</button>
      </Form>
    </div>
  );
}
