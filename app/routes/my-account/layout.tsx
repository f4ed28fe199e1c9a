import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, redirect } from '@remix-run/react';

/** Customer-only pages redirect guests to the root (spec §6). */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.storefront.session.get().customerId) throw redirect('/', 302);
  return null;
}

export default function MyAccountLayout() {
  return <Outlet />;
}
