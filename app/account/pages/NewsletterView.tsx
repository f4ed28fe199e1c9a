import type { SerializeFrom } from '@remix-run/node';
import { getFormProps } from '@conform-to/react';
import { Form, useRouteLoaderData, useActionData } from '@remix-run/react';
import type { loader } from '~/routes/my-account/my-newsletter';
import type { MyAccountData } from '~/routes/my-account/layout';
import type { FormAnswer } from '../server/replies.server';
import { useTranslation } from '~/i18n/react';
import { ErrorSummary } from '../forms/fields';
import { useAccountForm } from '../forms/use-account-form';
import { newsletterSchema } from '../schemas';
import { Notice } from './Notice';

export function NewsletterView({ data }: { data: SerializeFrom<typeof loader> }) {
  const { t } = useTranslation('account');
  const { notice } = data;
  const { profile } = (useRouteLoaderData('routes/my-account') as MyAccountData);
  const { newsletter: subscribed, email } = profile;
  const lastResult = useActionData<FormAnswer>()?.result;
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
