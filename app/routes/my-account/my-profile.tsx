import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { profileAction } from '~/account/server/profile.server';
import type { FormAnswer } from '~/account/server/replies.server';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { useMyAccount } from './layout';

/** `/my-account/my-profile`: names, e-mail, date of birth, customer type; the password. */
export const handle = { i18n: ['account'] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { page: await accountPage(context, 'profile.title'), notice: noticeOf(request) };
}

export function action(args: ActionFunctionArgs) {
  return profileAction(args);
}

const ProfileView = preloadedLazy(() => import('~/account/pages/ProfileView').then((module) => module.ProfileView));

export default function MyProfileRoute() {
  const { notice } = useLoaderData<typeof loader>();
  const { profile } = useMyAccount();
  const answer = useActionData<FormAnswer>();
  return (
    <Suspense fallback={null}>
      <ProfileView profile={profile} answer={answer} notice={notice} />
    </Suspense>
  );
}

export const meta = accountMeta;
