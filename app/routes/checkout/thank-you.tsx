import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountMeta } from '~/account/meta';
import { checkoutLinks } from '~/checkout/links';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { thankYouLoader } from '~/checkout/server/thank-you.server';

/** `/checkout/thank-you?order=…` (spec §2): for the order's own session only (thank-you.server.ts says why). */
export const handle = { i18n: ['checkout'] };

export function loader(args: LoaderFunctionArgs) {
  return thankYouLoader(args);
}

const ThankYouPage = preloadedLazy(() => import('~/checkout/pages/ThankYouPage').then((module) => module.ThankYouPage));
const ThankYouElsewherePage = preloadedLazy(() => import('~/checkout/pages/ThankYouPage').then((module) => module.ThankYouElsewherePage));

export default function CheckoutThankYouRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={null}>
      {'elsewhere' in data ? <ThankYouElsewherePage data={data} /> : <ThankYouPage data={data} />}
    </Suspense>
  );
}

export const links: LinksFunction = checkoutLinks;

export const meta = accountMeta;
