import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { isCheckoutPath, redirectSignedIn } from '~/account/server/customer-session.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import type { IntentRefusal } from '~/forms/answer';
import { loginAction } from '~/account/server/sign-in.server';
import { isProviderName } from '~/account/social/providers.server';
import { finishSocialSignIn, startSocialSignIn } from '~/account/social/social-sign-in.server';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/login` and `/checkout/login` (spec §2), also the social providers' callback (spec checkout-payments-support
 * §2: "callback to /login"). */
export const handle = { i18n: ['account'] };
/** A refused attempt's Retry-After reaches the document answer too. */
export const headers = actionAnswerHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront } = context;
  const url = new URL(request.url);
  const callback = await finishSocialSignIn(storefront, request);
  if (callback) return callback;
  redirectSignedIn(context);
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'));
  const provider = url.searchParams.get('provider');
  if (isProviderName(provider)) {
    const started = await startSocialSignIn(storefront, request, provider, redirectTo);
    if (started) return started;
  }
  return {
    page: await accountPage(context, 'login.title', undefined, 'login.description'),
    providers: Object.keys(storefront.services.social),
    redirectTo,
    notice: noticeOf(request),
    // Not `provider`: that one starts a sign-in.
    noticeProvider: url.searchParams.get('via'),
    checkout: isCheckoutPath(request),
  };
}

export function action(args: ActionFunctionArgs) {
  return loginAction(args);
}

// conform and the schema come with the view's chunk, after the page is interactive (first-load budget).
const LoginPage = preloadedLazy(() => import('~/account/pages/LoginPage').then((module) => module.LoginPage));

export default function LoginRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<IntentRefusal>();
  return (
    <Suspense fallback={null}>
      <LoginPage data={data} lastResult={answer?.result} />
    </Suspense>
  );
}

export const meta = accountMeta;
