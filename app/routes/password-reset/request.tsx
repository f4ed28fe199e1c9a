import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { isCheckoutPath } from '~/account/server/customer-session.server';
import { accountPage } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import { resetRequestAction } from '~/account/server/password-reset.server';
import type { IntentRefusal } from '~/forms/answer';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/password-reset`, `/checkout/password-reset` and `/checkout/reset-password`: the e-mail for the link. */
export const handle = { i18n: ['account'] };
/** A refused attempt's Retry-After reaches the document answer too. */
export const headers = actionAnswerHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const requested = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'));
  return {
    page: await accountPage(context, 'reset.title'),
    // From the checkout, the new password leads back into it.
    redirectTo: requested ?? (isCheckoutPath(request) ? '/checkout/addresses' : null),
  };
}

export function action(args: ActionFunctionArgs) {
  return resetRequestAction(args);
}

const ResetRequestPage = preloadedLazy(() => import('~/account/pages/PasswordResetPages').then((module) => module.ResetRequestPage));

export default function PasswordResetRequestRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<IntentRefusal>();
  return (
    <Suspense fallback={null}>
      <ResetRequestPage data={data} lastResult={answer?.result} />
    </Suspense>
  );
}

export const meta = accountMeta;
