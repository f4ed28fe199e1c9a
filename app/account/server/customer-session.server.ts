// Who is signed in, for loaders and actions of the account pages. The customer always comes from the
// session's id, read fresh from the backend; nothing from a form says whose data a page shows.
import type { Customer } from '@commercetools/platform-sdk';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { customerGroupKeys, fetchCustomer, type SignInResult } from '~/commerce/customer.server';
import { customerTierKey } from '~/commerce/discount-keys';
import type { StorefrontContext } from '~/context';
import { endCustomerSession, startCustomerSession } from '~/session.server';
import { newSignIn } from './session-revocation.server';

/** Spec §6: login and registration pages send signed-in users home. */
export function redirectSignedIn(context: AppLoadContext): void {
  if (context.storefront.shopper.session.get().customerId) throw redirect('/', 302);
}

/** The signed-in customer, or null (guest, or a customer the backend no longer knows: then signed out). */
export async function currentCustomer(storefront: Pick<StorefrontContext, 'shopper' | 'commerce'>): Promise<Customer | null> {
  const { customerId } = storefront.shopper.session.get();
  if (!customerId) return null;
  const customer = await fetchCustomer(storefront.commerce, customerId);
  // Spec §8 "User not found": the session names a customer that is gone; it ends.
  if (!customer) endCustomerSession(storefront.shopper.session);
  return customer;
}

/** Spec §6: customer-only pages send guests to the root. */
export async function requireCustomer(context: AppLoadContext): Promise<Customer> {
  const customer = await currentCustomer(context.storefront);
  if (!customer) throw redirect('/', 302);
  return customer;
}

export function tierKeyOf(customer: Customer): string {
  return customerTierKey({ groupKeys: customerGroupKeys(customer) });
}

/** Spec §4: login or registration returns a cart, which replaces the current cart. The session is rotated and holds
 *  its own id at the customer's current generation of sessions, so a sign-out elsewhere can end it. */
export async function rememberSignIn(storefront: Pick<StorefrontContext, 'shopper' | 'commerce'>, result: SignInResult, options: { signedInUntil?: number } = {}): Promise<void> {
  const signIn = await newSignIn(storefront.commerce.client, result.customer.id);
  startCustomerSession(storefront.shopper.session, {
    ...signIn,
    customerId: result.customer.id,
    cartId: result.cart?.id ?? undefined,
    customerGroupKey: tierKeyOf(result.customer),
    signedInUntil: options.signedInUntil,
  });
}

/** The account forms under /checkout (login, registration, reset) continue into the checkout. */
export function isCheckoutPath(request: Request): boolean {
  return /(?:^|\/)checkout\//.test(new URL(request.url).pathname);
}
