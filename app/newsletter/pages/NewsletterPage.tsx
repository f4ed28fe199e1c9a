import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { useNamespace } from '~/i18n/use-namespace';
import { SubscriptionForm } from './SubscriptionForm';

export interface NewsletterPageData {
  title: string;
  /** The request was taken: the page says to look for the confirmation mail. */
  sent: boolean;
  newsletterOptional: boolean;
  returnTo: string | null;
}

/** `/newsletter`: where the footer block posts to, and the page its errors and its "check your inbox" show on. */
export function NewsletterPage({ data }: { data: NewsletterPageData }) {
  const { t, ready } = useNamespace('newsletter');
  const lastResult = useActionData<{ result: SubmissionResult<string[]> }>()?.result;
  if (!ready) return null;
  return (
    <div className="container newsletter-page">
      <h1>{t('title')}</h1>
      {data.sent ? (
        <div className="notice notice--ok" role="status">
          <p><strong>{t('sent.title')}</strong></p>
          <p>{t('sent.text')}</p>
        </div>
      ) : (
        <>
          <p>{t('intro')}</p>
          <SubscriptionForm action="/newsletter" lastResult={lastResult} newsletterOptional={data.newsletterOptional} returnTo={data.returnTo ?? undefined} submitLabel={t('submit')} />
        </>
      )}
    </div>
  );
}
