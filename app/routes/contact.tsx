import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { actionAnswerHeaders } from '~/lib/action-headers';
import { headMeta } from '~/seo/document-head';
import { supportAction, supportLoader } from '~/support/support.server';

/** `/contact`: the support-request form (spec checkout-payments-support §2 "Support-request form"). */
export const handle = { i18n: ['support'] };

export function loader(args: LoaderFunctionArgs) {
  return supportLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return supportAction(args);
}

export const headers = actionAnswerHeaders;

// The steps, the form and its validation are a chunk of their own, after the page is interactive (budget).
const SupportPage = preloadedLazy(() => import('~/support/pages/SupportPage').then((module) => module.SupportPage));

export default function ContactRoute() {
  return (
    <Suspense fallback={null}>
      <SupportPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => headMeta(data?.head);
