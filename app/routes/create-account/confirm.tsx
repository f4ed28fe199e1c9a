import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { confirmEmailAction } from '~/account/server/email-confirmation.server';
import { accountPage } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import type { IntentRefusal } from '~/forms/answer';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** A button confirms the address and signs in; the link never acts by itself, since mail scanners open links and
 * must not spend the token. */
export const handle = { i18n: ['account'] };
/** A refused attempt's Retry-After reaches the document answer too. */
export const headers = actionAnswerHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  return {
    page: await accountPage(context, 'confirmEmail.title'),
    // Checked when the form is sent; a malformed one shows the "link not valid" message there.
    token: /^[A-Za-z0-9_=+/-]{1,256}$/.test(token) ? token : '',
    redirectTo: safeRedirectPath(url.searchParams.get('redirectTo')),
  };
}

export function action(args: ActionFunctionArgs) {
  return confirmEmailAction(args);
}

const ConfirmEmailPage = preloadedLazy(() => import('~/account/pages/ConfirmEmailPage').then((module) => module.ConfirmEmailPage));

export default function ConfirmEmailRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<IntentRefusal>();
  return (
    <Suspense fallback={null}>
      <ConfirmEmailPage data={data} lastResult={answer?.result} />
    </Suspense>
  );
}

export const meta = accountMeta;
