import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';

/** Spec §4 "Customer session": logout clears the session. POST only; a GET just goes home. */
export async function loader() {
  return redirect('/', 303);
}

export async function action({ context }: ActionFunctionArgs) {
  context.storefront.session.unset('customerId', 'customerGroupKey', 'cartId');
  return redirect('/', 303);
}
