import { Link } from '@remix-run/react';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from '~/i18n/react';
import { useRootData } from '~/root-data';
import { NOTIFICATION_DURATION_MS } from '~/markets/constants';

const PanelHost = lazy(() => import('./sidebars/PanelHost'));

/** A link to the cart page, which is all it is without JavaScript; with it, a click with items opens the cart sidebar
 *  and a click on an empty cart shows "Your cart is empty" for a moment instead of leaving the page. */
export function CartIconLink({ count }: { count: number }) {
  const { t } = useTranslation('common');
  const root = useRootData();
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState(false);
  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), NOTIFICATION_DURATION_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: the page
    if (count > 0 && root?.toggles.cartSidebar === false) return;
    event.preventDefault();
    if (count > 0) setOpen(true);
    else setHint(true);
  };

  return (
    <span className="cart-icon">
      {/* The name starts with the visible text ("Cart (2)"), as WCAG 2.5.3 asks, then says the count in words; the
          hidden parentheses make text browsers and copies read "Cart (2)" too. */}
      <Link to="/checkout/cart" onClick={onClick} aria-label={`${t('header.cart')} (${count}), ${count > 0 ? t('header.cartCount', { count }) : t('header.cartEmpty')}`}>
        {`${t('header.cart')} `}<span className="visually-hidden">(</span><span className="badge">{count}</span><span className="visually-hidden">)</span>
      </Link>
      {hint ? <span className="cart-icon__hint" role="status">{t('header.cartEmpty')}</span> : null}
      {open ? (
        <Suspense fallback={null}>
          <PanelHost panel={{ kind: 'cart', added: null }} locale={root?.locale ?? 'en'} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}
