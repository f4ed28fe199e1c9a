import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountMeta } from '~/account/meta';
import { checkoutLinks } from '~/checkout/links';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { thankYouLoader } from '~/checkout/server/thank-you.server';

/** `/checkout/thank-you?order=…` (spec §2): the confirmation, for the order's own session only. */
export const handle = { i18n: ['checkout'] };

export function loader(args: LoaderFunctionArgs) {
  return thankYouLoader(args);
}

const ThankYouPage = preloadedLazy(() => import('~/checkout/pages/ThankYouPage').then((module) => module.ThankYouPage));

export default function CheckoutThankYouRoute() {
  return (
    <Suspense fallback={null}>
      <ThankYouPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const links: LinksFunction = checkoutLinks;

export const meta = accountMeta;
