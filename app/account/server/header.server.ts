import type { AppLoadContext } from '@remix-run/node';
import type { HeaderCustomer } from '../view';
import { markDegraded } from '~/commerce/request-scope.server';
import { currentCustomer } from './customer-session.server';
import { headerCustomerOf } from './customer-view.server';

/** Guests cost no call. A customer the backend no longer knows ends the session (spec §8 "User not found"); a backend
 *  failure leaves the page as a guest's rather than failing it. */
export async function headerCustomer(context: AppLoadContext): Promise<HeaderCustomer | null> {
  const { storefront } = context;
  if (!storefront.shopper.session.get().customerId) return null;
  try {
    const customer = await currentCustomer(storefront);
    return customer ? await headerCustomerOf(storefront, customer) : null;
  } catch (err) {
    storefront.commerce.client.logger.error({ err }, 'header customer unavailable');
    // A guest's header for a customer: never kept for their next pages.
    markDegraded();
    return null;
  }
}
