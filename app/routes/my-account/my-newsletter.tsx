import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Suspense } from 'react';
import { useLoaderData } from '@remix-run/react';
import { newsletterAction } from '~/account/server/newsletter.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';

/** `/my-account/my-newsletter`: subscribe or unsubscribe the account's address. */
export const handle = { i18n: ['account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { page: await accountPage(context, 'newsletter.title'), notice: noticeOf(request) };
}

export function action(args: ActionFunctionArgs) {
  return newsletterAction(args);
}

const NewsletterView = preloadedLazy(() => import('~/account/pages/NewsletterView').then((module) => module.NewsletterView));

export default function MyNewsletterRoute() {
  return (
    <Suspense fallback={null}>
      <NewsletterView data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta = accountMeta;
