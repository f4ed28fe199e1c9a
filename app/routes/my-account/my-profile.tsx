import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Suspense } from 'react';
import { useLoaderData } from '@remix-run/react';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { profileAction } from '~/account/server/profile.server';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/my-account/my-profile`: names, e-mail, date of birth, customer type; the password. */
export const handle = { i18n: ['account'] };
/** A refused attempt's Retry-After reaches the document answer too. */
export const headers = actionAnswerHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { page: await accountPage(context, 'profile.title'), notice: noticeOf(request) };
}

export function action(args: ActionFunctionArgs) {
  return profileAction(args);
}

const ProfilePage = preloadedLazy(() => import('~/account/pages/ProfilePage').then((module) => module.ProfilePage));

export default function MyProfileRoute() {
  return (
    <Suspense fallback={null}>
      <ProfilePage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta = accountMeta;
