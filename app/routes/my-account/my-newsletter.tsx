import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Suspense } from 'react';
import { useLoaderData } from '@remix-run/react';
import { newsletterAction, newsletterState } from '~/account/server/newsletter.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/my-account/my-newsletter`: the account's newsletter consent (channels, double opt-in, unsubscribe). */
export const handle = { i18n: ['account', 'newsletter'] };

export async function loader(args: LoaderFunctionArgs) {
  const [page, state] = await Promise.all([accountPage(args.context, 'newsletter.title'), newsletterState(args)]);
  return { page, notice: noticeOf(args.request), ...state };
}

export function action(args: ActionFunctionArgs) {
  return newsletterAction(args);
}

const AccountNewsletterPage = preloadedLazy(() => import('~/account/pages/AccountNewsletterPage').then((module) => module.AccountNewsletterPage));

export const headers = actionAnswerHeaders;

export default function MyNewsletterRoute() {
  return (
    <Suspense fallback={null}>
      <AccountNewsletterPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta = accountMeta;
