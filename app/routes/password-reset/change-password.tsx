import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountPage } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { resetChangeAction } from '~/account/server/password-reset.server';
import type { IntentRefusal } from '~/forms/answer';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/password-reset/change-password?token=…` from the mail: the new password, then signed in. */
export const handle = { i18n: ['account'] };
/** A refused attempt's Retry-After reaches the document answer too. */
export const headers = actionAnswerHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  return {
    page: await accountPage(context, 'reset.changeTitle'),
    // Checked when the form is sent; a malformed one shows the "link not valid" message there.
    token: /^[A-Za-z0-9_=+/-]{1,256}$/.test(token) ? token : '',
    redirectTo: safeRedirectPath(url.searchParams.get('redirectTo')),
  };
}

export function action(args: ActionFunctionArgs) {
  return resetChangeAction(args);
}

const ChangePasswordPage = preloadedLazy(() => import('~/account/pages/PasswordResetPages').then((module) => module.ChangePasswordPage));

export default function ChangePasswordRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<IntentRefusal>();
  return (
    <Suspense fallback={null}>
      <ChangePasswordPage data={data} lastResult={answer?.result} />
    </Suspense>
  );
}

export const meta = accountMeta;
