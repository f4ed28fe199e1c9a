import { Form, Link, useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { formatMoney } from '~/commerce/money';
import type { AddedItem } from '../panels';
import type { CartView } from '../view';
import type { CartLoaderData } from '../server/cart-loader.server';
import { useCartTranslations } from './use-cart-translations';
import { withColon } from '~/i18n/translator';

/** The cart sidebar: the cart as the cart page's loader has it, with the ways on to the cart and the checkout. */
export function CartSidebar({ added, view: given, titleId, locale }: { added: AddedItem | null; view?: CartView | null; titleId: string; locale: string }) {
  const { t } = useCartTranslations();
  const fetcher = useFetcher<CartLoaderData>();
  const { load } = fetcher;
  const loaded = given !== undefined || fetcher.data !== undefined;
  // Only when the opening answer did not carry the cart (after "No, thanks" in the guarantee panel).
  useEffect(() => {
    if (given === undefined && fetcher.state === 'idle' && fetcher.data === undefined) load('/checkout/cart');
  }, [given, fetcher.state, fetcher.data, load]);
  const view = given !== undefined ? given : fetcher.data?.view;
  return (
    <>
      {added ? <p className="notice notice--ok" role="status">{t('sidebar.added', { quantity: added.quantity, name: added.name })}</p> : null}
      <h2 id={titleId}>{t('title')}</h2>
      {!loaded ? (
        <p aria-live="polite">{t('sidebar.loading')}</p>
      ) : !view ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <ul className="cart-sidebar__lines">
            {view.lines.map((line) => (
              <li key={line.id}>
                <span>{line.quantity} × {line.name}</span> {formatMoney(line.lineTotal, locale)}
                {line.guarantee ? <small> + {line.guarantee.name}</small> : null}
              </li>
            ))}
          </ul>
          <p className="cart-sidebar__total">
            {withColon(t('summary.total'), locale)} {formatMoney(view.total, locale)}
          </p>
        </>
      )}
      <div className="cart-sidebar__actions">
        <Link to="/checkout/cart" className="btn btn--ghost" data-autofocus="">{t('viewCart')}</Link>
        {view ? (
          <Form method="post" action="/checkout/cart">
            <input type="hidden" name="intent" value="begin-checkout" />
            <input type="hidden" name="cartId" value={view.id} />
            <button type="submit" className="btn">{t('checkout')}</button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
