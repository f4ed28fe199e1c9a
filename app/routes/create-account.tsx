import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { isCheckoutPath, redirectSignedIn } from '~/account/server/customer-session.server';
import { accountPage } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import type { IntentRefusal } from '~/forms/answer';
import { registerAction } from '~/account/server/sign-in.server';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/create-account` and `/checkout/create-account` (spec §2). */
export const handle = { i18n: ['account'] };
/** A refused attempt's Retry-After reaches the document answer too. */
export const headers = actionAnswerHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  redirectSignedIn(context);
  return {
    page: await accountPage(context, 'register.title'),
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get('redirectTo')),
    checkout: isCheckoutPath(request),
    defaultCustomerType: context.storefront.request.market.rules.defaultClientType,
  };
}

export function action(args: ActionFunctionArgs) {
  return registerAction(args);
}

const RegisterPage = preloadedLazy(() => import('~/account/pages/RegisterPage').then((module) => module.RegisterPage));

export default function CreateAccountRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<IntentRefusal>();
  return (
    <Suspense fallback={null}>
      <RegisterPage data={data} lastResult={answer?.result} />
    </Suspense>
  );
}

export const meta = accountMeta;
