import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { confirmFromLink } from '~/newsletter/newsletter.server';

/** Spec checkout-payments-support §2, §7: to the language prefix plus the hash's redirect_to, else (missing or
 * broken hash) the root. The shop's own links also confirm the pending consent they were sent for. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const location = await confirmFromLink(context, new URL(request.url).searchParams.get('hash'));
  // Remix prefixes the location with the basename, i.e. the language prefix.
  return redirect(location, { status: 302, headers: { 'Cache-Control': 'no-store' } });
}
