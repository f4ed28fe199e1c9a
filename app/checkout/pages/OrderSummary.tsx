import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import type { CheckoutSummary } from '../view';

/** The order beside each checkout step: lines, subtotal, discounts, shipping, fee, total and its VAT. */
export function OrderSummary({ summary, locale, headingLevel = 2 }: { summary: CheckoutSummary; locale: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('checkout');
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A NET cart says so at every amount (brief: "NET on every page, labelled so, never 'incl. VAT'").
  const label = (text: string) => (summary.net ? `${text} ${t('summary.netMark')}` : text);
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title">{t('summary.title', { count: summary.itemCount })}</Heading>
      <ul className="checkout-summary__lines">
        {summary.lines.map((line) => (
          <li key={`${line.sku}-${line.guarantee}`} className={line.guarantee ? 'is-guarantee' : undefined}>
            <span>{line.quantity} × {line.name}</span>
            {/* Apart on screen by the layout; in text, screen readers and a copy by a dash (decision 143). */}
            <span className="visually-hidden"> – </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <div><dt>{label(t('summary.subtotal'))}</dt><dd>{money(summary.subtotal)}</dd></div>
        {summary.discountTotal.centAmount > 0 ? <div><dt>{label(t('summary.discounts'))}</dt><dd>{`−${money(summary.discountTotal)}`}</dd></div> : null}
        <div>
          <dt>{label(summary.shipping.method === 'freight' ? t('summary.shippingFreight') : t('summary.shipping'))}</dt>
          <dd>{summary.shipping.free ? t('summary.shippingFree') : money(summary.shipping.price)}</dd>
        </div>
        {summary.cashOnDeliveryFee ? <div><dt>{label(summary.cashOnDeliveryFee.title)}</dt><dd>{money(summary.cashOnDeliveryFee.amount)}</dd></div> : null}
        <div className="checkout-summary__total"><dt>{summary.net ? t('summary.totalNet') : t('summary.total')}</dt><dd>{money(summary.total)}</dd></div>
        {summary.taxes.map((tax) => (
          <div key={tax.percent} className="checkout-summary__tax"><dt>{t('summary.vat', { percent: tax.percent })}</dt><dd>{money(tax.amount)}</dd></div>
        ))}
      </dl>
      {summary.net ? <p className="checkout-summary__net">{t('vat.netNote')}</p> : null}
    </section>
  );
}
