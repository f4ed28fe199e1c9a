import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Suspense } from 'react';
import { useLoaderData } from '@remix-run/react';
import { addressAction } from '~/account/server/address-book.server';
import { accountPage, noticeOf } from '~/account/server/page.server';
import { accountMeta } from '~/account/meta';
import type { AddressKind } from '~/account/view';
import { preloadedLazy } from '~/catalog/listing/preloaded-lazy';
import { actionAnswerHeaders } from '~/lib/action-headers';

/** `/my-account/shipping-details` and `/my-account/billing-details`: one module, the kind from the path. */
export const handle = { i18n: ['account'] };

function kindOf(request: Request): AddressKind {
  return new URL(request.url).pathname.endsWith('/billing-details') ? 'billing' : 'shipping';
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const kind = kindOf(request);
  return { kind, page: await accountPage(context, `addresses.${kind}Title`), notice: noticeOf(request) };
}

export function action(args: ActionFunctionArgs) {
  return addressAction(kindOf(args.request), args);
}

/** A refused post's Retry-After (a limit, a backend failure) reaches the document answer too. */
export const headers = actionAnswerHeaders;

const AddressBookPage = preloadedLazy(() => import('~/account/pages/AddressBookPage').then((module) => module.AddressBookPage));

export default function AddressBookRoute() {
  return (
    <Suspense fallback={null}>
      <AddressBookPage data={useLoaderData<typeof loader>()} />
    </Suspense>
  );
}

export const meta = accountMeta;
