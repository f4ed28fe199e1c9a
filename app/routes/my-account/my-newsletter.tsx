import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { newsletterAction } from '~/account/server/newsletter.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import type { FormAnswer } from '~/account/server/replies.server';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { useMyAccount } from './layout';

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
  const { notice } = useLoaderData<typeof loader>();
  const { profile } = useMyAccount();
  const answer = useActionData<FormAnswer>();
  return (
    <Suspense fallback={null}>
      <NewsletterView subscribed={profile.newsletter} email={profile.email} lastResult={answer?.result} notice={notice} />
    </Suspense>
  );
}

export const meta = accountMeta;
