import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Suspense } from 'react';
import { accountMeta } from '~/account/meta';
import { checkoutLinks } from '~/checkout/links';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { addressesAction, addressesLoader, type AddressesActionData } from '~/checkout/server/addresses-step.server';
import { actionAnswerHeaders } from '~/lib/action-headers';
import type { SharedDocumentHandle } from '~/lib/shared-document';

/** `/checkout/addresses` (spec §2): shipping and billing details, shipping address type, VAT ID. */
export const handle = {
  i18n: ['checkout', 'account'],
  // The shopper's own cart: the server may keep the document for the same session and cart version.
  cartDocument: true,
} satisfies SharedDocumentHandle & Record<string, unknown>;

export function loader(args: LoaderFunctionArgs) {
  return addressesLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return addressesAction(args);
}

/** A refused post's Retry-After (a limit, a backend failure) reaches the document answer too. */
export const headers = actionAnswerHeaders;

// conform, zod and the form come in the view's chunk, after the page is interactive (first-load budget).
const AddressesPage = preloadedLazy(() => import('~/checkout/pages/AddressesPage').then((module) => module.AddressesPage));

export default function CheckoutAddressesRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<AddressesActionData>();
  return (
    <Suspense fallback={null}>
      <AddressesPage data={data} answer={answer} />
    </Suspense>
  );
}

export const links: LinksFunction = checkoutLinks;

export const meta = accountMeta;
