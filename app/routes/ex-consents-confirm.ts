import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { readConsentRedirect } from '~/lib/consent-hash';

/**
 * Newsletter consent confirmation link (spec checkout-payments-support §2, §7): the hash is base64 JSON that
 * may hold a redirect_to path; the user goes to the language prefix plus that path, else the root. A missing
 * hash goes to the root. Recording the consent event arrives with the newsletter issue.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const hash = new URL(request.url).searchParams.get('hash');
  if (!hash) return redirect('/', 302);
  // Remix prefixes the location with the basename, i.e. the language prefix.
  return redirect(readConsentRedirect(hash) ?? '/', 302);
}
