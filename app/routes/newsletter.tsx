import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { actionAnswerHeaders } from '~/lib/action-headers';
import { translatorFor } from '~/lib/i18n.server';
import { pageTitle } from '~/lib/meta';
import { NEWSLETTER_PATH, requestSubscription } from '~/newsletter/newsletter.server';
import type { NewsletterPageData } from '~/newsletter/pages/NewsletterPage';
import { safeRedirectPath } from '~/routing/safe-redirect';

/** `/newsletter`: newsletter consent with double opt-in for guests. */
export const handle = { i18n: ['newsletter'] };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<NewsletterPageData> {
  const url = new URL(request.url);
  const [t, common] = await Promise.all([translatorFor(context, 'newsletter'), translatorFor(context)]);
  return {
    title: pageTitle(t('title'), common('siteName')),
    sent: url.searchParams.get('status') === 'sent',
    newsletterOptional: context.storefront.request.market.rules.newsletterOptional,
    returnTo: safeRedirectPath(url.searchParams.get('returnTo')),
  };
}

export async function action(args: ActionFunctionArgs) {
  return requestSubscription(args, await args.request.formData(), { source: 'newsletter-form', successPath: `${NEWSLETTER_PATH}?status=sent` });
}

export const headers = actionAnswerHeaders;

const NewsletterPage = preloadedLazy(() => import('~/newsletter/pages/NewsletterPage').then((module) => module.NewsletterPage));

export default function NewsletterRoute() {
  return (
    <Suspense fallback={null}>
      <NewsletterPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: 'robots', content: 'noindex' }] : []);
