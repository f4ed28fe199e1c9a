import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import type { CartView } from '../view';

/** Subtotal, discounts, shipping, cash-on-delivery fee, total and its VAT portions, with free-shipping progress. */
export function CartTotals({ view, locale }: { view: CartView; locale: string }) {
  const { t } = useTranslation('cart');
  const { freeShipping, shipping } = view;
  // A NET cart says so at every amount, and its total is not "incl. VAT" (brief "Money, prices, VAT").
  const label = (text: string) => (view.net ? `${text} ${t('summary.netMark')}` : text);
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading">{t('summary.title')}</h2>
      {view.vatNotice ? <p className={`notice notice--${view.vatNotice === 'notAdjustedToNet' ? 'warn' : 'ok'}`}>{t(`summary.${view.vatNotice}`, { country: view.sellerCountry })}</p> : null}
      {shipping.method === 'parcel' && freeShipping ? (
        <div className="cart-free-shipping">
          <p>
            {freeShipping.reached
              ? t('summary.freeShippingReached')
              : t('summary.freeShippingRemaining', { amount: formatMoney(freeShipping.remaining, locale) })}
          </p>
          <progress max={100} value={freeShipping.percent} aria-label={t('summary.freeShippingProgress', { threshold: formatMoney(freeShipping.threshold, locale) })} />
        </div>
      ) : null}
      <dl className="cart-totals__list">
        <div>
          <dt>{label(t('summary.subtotal'))}</dt>
          <dd>{formatMoney(view.subtotal, locale)}</dd>
        </div>
        {view.discounts.map((discount) => (
          <div key={discount.id} className="cart-totals__discount">
            <dt>{label(discount.name || t('summary.discount'))}</dt>
            <dd>{`−${formatMoney(discount.amount, locale)}`}</dd>
          </div>
        ))}
        <div>
          <dt>{label(shipping.method === 'freight' ? t('summary.shippingFreight') : t('summary.shipping'))}</dt>
          <dd>{shipping.free ? t('summary.shippingFree') : formatMoney(shipping.price, locale)}</dd>
        </div>
        {view.cashOnDeliveryFee ? (
          <div>
            <dt>{label(view.cashOnDeliveryFee.title)}</dt>
            <dd>{formatMoney(view.cashOnDeliveryFee.amount, locale)}</dd>
          </div>
        ) : null}
        <div className="cart-totals__total">
          <dt>{view.net ? t('summary.totalNet') : t('summary.total')}</dt>
          <dd>{formatMoney(view.total, locale)}</dd>
        </div>
        {view.taxes.map((tax) => (
          <div key={tax.percent} className="cart-totals__tax">
            <dt>{t('summary.vat', { percent: tax.percentText })}</dt>
            <dd>{formatMoney(tax.amount, locale)}</dd>
          </div>
        ))}
      </dl>
      {view.net ? <p className="cart-totals__net">{t('summary.netNote')}</p> : null}
    </section>
  );
}
