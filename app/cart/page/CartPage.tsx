import { Link, useLocation } from '@remix-run/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import type { CartLoaderData } from '../server/cart-loader.server';
import { CartForm } from './CartForm';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { DiscountCodes } from './DiscountCodes';
import { message } from '~/forms/messages';
import { fieldId, messageText, type PageFeedback } from './messages';
import { useHydrated } from '~/root-data';

// Script-only helpers are chunks of their own, fetched once the page is interactive (first-load budget).
const LiveCart = lazy(() => import('./LiveCart'));

/** With JavaScript the cart also changes without a navigation (a fetcher, the live cart channel, another tab): then the
 *  URL's notice is old news, and an emptied cart must not still say a guarantee was added. */
function useCurrentNotice<T>(notice: T | null, cartVersion: number | null): T | null {
  const { key } = useLocation();
  const [shown, setShown] = useState({ key, cartVersion });
  // A new location (a form's redirect) brings its own notice, about the cart as it is now.
  if (shown.key !== key) setShown({ key, cartVersion });
  return shown.key !== key || shown.cartVersion === cartVersion ? notice : null;
}

/** Spec §3 Cart and §9: the whole cart, server-rendered; every change is a form that works without JavaScript.
 *  `recommendations` is the streamed row under the cart (the route composes it from the catalog's cards). */
export function CartPage({ data, feedback, recommendations }: { data: CartLoaderData; feedback: PageFeedback | null; recommendations?: ReactNode }) {
  const { t } = useTranslation('cart');
  const { view, locale, formToken } = data;
  const enhanced = useHydrated();
  const errorTarget = feedback ? fieldId(feedback.intent, feedback.lineId) : null;
  const notice = useCurrentNotice(data.notice, view?.version ?? null);
  return (
    <div className="container cart-page">
      <h1>{t('title')}</h1>
      {enhanced && data.channel.cartId ? (
        <Suspense fallback={null}>
          <LiveCart {...data.channel} />
        </Suspense>
      ) : null}
      {feedback ? (
        <div className="error-summary" role="alert" aria-labelledby="cart-error-summary-title">
          <h2 id="cart-error-summary-title">{t('errors.summary')}</h2>
          <p>{errorTarget ? <a href={`#${errorTarget}`}>{messageText(t, feedback.message)}</a> : messageText(t, feedback.message)}</p>
          {feedback.intent === 'add-to-cart' && typeof feedback.values.returnTo === 'string' ? (
            <p><Link to={feedback.values.returnTo}>{t('backToProduct')}</Link></p>
          ) : null}
        </div>
      ) : notice ? (
        <>
          <p className="notice notice--ok" role="status">{t(`notices.${notice}`)}</p>
          {/* More was asked than can be sold: the cart holds the most that can be. */}
          {data.capped ? <p className="notice notice--warn" role="status">{messageText(t, message('maxQuantity', { max: data.capped }))}</p> : null}
        </>
      ) : null}
      {data.unavailable ? (
        <p className="notice notice--error">{t('unavailable')}</p>
      ) : !view ? (
        <div className="cart-empty">
          <p className="cart-empty__title">{t('empty')}</p>
          <p>{t('emptyHint')}</p>
        </div>
      ) : (
        <div className="cart-layout">
          <section className="cart-items" aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading">{t('items', { count: view.itemCount })}</h2>
            <ul className="cart-lines">
              {view.lines.map((line) => (
                <CartLine
                  key={line.id}
                  enhanced={enhanced}
                  line={line}
                  cartId={view.id}
                  token={formToken}
                  locale={locale}
                  volume={line.volumeGroup ? view.volumeHints.find((hint) => hint.group === line.volumeGroup) : undefined}
                  feedback={feedback}
                  net={view.net}
                />
              ))}
            </ul>
          </section>
          <div className="cart-aside">
            <DiscountCodes view={view} token={formToken} feedback={feedback} />
            <CartTotals view={view} locale={locale} />
            {data.checkoutEnabled ? (
              <CartForm intent="begin-checkout" token={formToken} cartId={view.id} className="cart-checkout">
                <button type="submit" className="btn cart-checkout__button">{t('checkout')}</button>
              </CartForm>
            ) : null}
          </div>
        </div>
      )}
      {recommendations ? <Suspense fallback={null}>{recommendations}</Suspense> : null}
      <p><Link to="/">{t('continueShopping')}</Link></p>
    </div>
  );
}
