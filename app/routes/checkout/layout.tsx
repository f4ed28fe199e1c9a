import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, Outlet } from '@remix-run/react';
import { requireCheckoutCart } from '~/checkout/server/checkout-cart.server';
import { useTranslation } from '~/i18n/react';

// Pages of the family that need no cart: the cart page shows an empty cart, the thank-you page an order.
const WITHOUT_CART = /\/checkout\/(?:cart|thank-you)$/;

/** Pages seen one after another, each rendered per request: the whole stylesheet, linked once and cached, costs
 * less than the same rules inline in every document. */
export const handle = { linkedCss: true };

/** Spec checkout-payments-support §2: checkout pages need an active cart with at least one line item, else home
 * (the payment page also checks the addresses). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!WITHOUT_CART.test(new URL(request.url).pathname)) await requireCheckoutCart(context.storefront);
  return null;
}

export default function CheckoutLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar">
          <Link to="/" className="logo" aria-label={t('header.logoLabel')}>{t('siteName')}</Link>
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
