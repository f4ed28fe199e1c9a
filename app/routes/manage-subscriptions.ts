import { redirect } from '@remix-run/node';

/** Spec §2 "Newsletter consent routes": the path manageSubscriptions redirects to the root. */
export async function loader() {
  return redirect('/', 302);
}
