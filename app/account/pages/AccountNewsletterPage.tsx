import type { SerializeFrom } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import { Form, useActionData, useRouteLoaderData } from '@remix-run/react';
import type { loader } from '~/routes/my-account/my-newsletter';
import type { MyAccountData } from '~/routes/my-account/layout';
import { useTranslation } from '~/i18n/react';
import { useNamespace } from '~/i18n/use-namespace';
import { chosenChannels } from '~/newsletter/consents';
import { SubscriptionForm } from '~/newsletter/pages/SubscriptionForm';
import { MY_NEWSLETTER_PATH } from '../menu';

const NOTICES = ['confirmationSent', 'unsubscribed', 'requestFailed'];

/** My newsletter: what the account agreed to (confirmed, waiting for the link, nothing), and the form to change it. */
export function AccountNewsletterPage({ data }: { data: SerializeFrom<typeof loader> }) {
  const { t } = useTranslation('account');
  const { t: tn, ready } = useNamespace('newsletter');
  const { email } = (useRouteLoaderData('routes/my-account') as MyAccountData).profile;
  const lastResult = useActionData<{ result: SubmissionResult<string[]> }>()?.result;
  const { consent, notice } = data;
  const channelNames = (consents: Parameters<typeof chosenChannels>[0]) => chosenChannels(consents).map((channel) => tn(`channels.${channel}`)).join(', ');
  const status = !consent
    ? tn('account.unavailable')
    : consent.status === 'confirmed' && chosenChannels(consent.consents).length > 0
      ? tn('account.subscribed', { channels: channelNames(consent.consents), email })
      : tn('account.notSubscribed');
  if (!ready) return null;
  return (
    <div className="account-section">
      <h1>{t('newsletter.title')}</h1>
      {notice && NOTICES.includes(notice) ? (
        <p className={`notice ${notice === 'requestFailed' ? 'notice--error' : 'notice--ok'}`} role={notice === 'requestFailed' ? 'alert' : 'status'}>
          {tn(`account.notices.${notice}`, { email })}
        </p>
      ) : null}
      <p>{status}</p>
      {consent?.pending ? <p className="notice notice--warn">{tn('account.pending', { channels: channelNames(consent.pending), email })}</p> : null}
      <SubscriptionForm
        action={MY_NEWSLETTER_PATH}
        lastResult={lastResult}
        newsletterOptional={data.newsletterOptional}
        email={email}
        defaults={{ consents: consent?.pending ?? consent?.consents, phoneNumber: consent?.phoneNumber }}
        returnTo={MY_NEWSLETTER_PATH}
        submitLabel={tn('account.save')}
      />
      {consent && (consent.status === 'confirmed' || consent.pending) ? (
        <Form method="post" action={MY_NEWSLETTER_PATH} className="newsletter-unsubscribe">
          <input type="hidden" name="intent" value="unsubscribe" />
          <button type="submit" className="btn btn--ghost">{tn('account.unsubscribe')}</button>
        </Form>
      ) : null}
    </div>
  );
}
