import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, Outlet, redirect } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';

/**
 * The checkout family (layout "no-footer"). Guard of spec checkout-payments-support §2: checkout pages
 * need an active cart with at least one line item, else home. The cart page itself shows an empty cart.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = context.storefront;
  const path = new URL(request.url).pathname;
  const isCartPage = path.endsWith('/checkout/cart');
  if (!isCartPage && !session.get().cartId) throw redirect('/', 302);
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
