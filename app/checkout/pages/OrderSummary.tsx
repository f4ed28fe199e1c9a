import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import type { CheckoutSummary } from '../view';

/** The checkout steps, the thank-you page and My account print the totals with this one component. */
export function SummaryTotals({ summary, locale, className = 'checkout-summary__totals' }: { summary: Omit<CheckoutSummary, 'lines' | 'itemCount'>; locale: string; className?: string }) {
  const { t } = useTranslation('checkout');
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale);
  // A NET cart says so at every amount (brief: "NET on every page, labelled so, never 'incl. VAT'").
  const label = (text: string) => (summary.net ? `${text} ${t('summary.netMark')}` : text);
  return (
    <dl className={className}>
      <div><dt>{label(t('summary.subtotal'))}</dt><dd>{money(summary.subtotal)}</dd></div>
      {summary.discounts.map((discount) => (
        <div key={discount.id} className="checkout-summary__discount"><dt>{label(discount.name || t('summary.discounts'))}</dt><dd>{`−${money(discount.amount)}`}</dd></div>
      ))}
      <div>
        <dt>{label(summary.shipping.method === 'freight' ? t('summary.shippingFreight') : t('summary.shipping'))}</dt>
        <dd>{summary.shipping.free ? t('summary.shippingFree') : money(summary.shipping.price)}</dd>
      </div>
      {summary.cashOnDeliveryFee ? <div><dt>{label(summary.cashOnDeliveryFee.title)}</dt><dd>{money(summary.cashOnDeliveryFee.amount)}</dd></div> : null}
      <div className="checkout-summary__total"><dt>{summary.net ? t('summary.totalNet') : t('summary.total')}</dt><dd>{money(summary.total)}</dd></div>
      {summary.taxes.map((tax) => (
        <div key={tax.percent} className="checkout-summary__tax"><dt>{t('summary.vat', { percent: tax.percentText })}</dt><dd>{money(tax.amount)}</dd></div>
      ))}
    </dl>
  );
}

/** The order beside each checkout step: its lines at their prices before discounts, then the figures. */
export function OrderSummary({ summary, locale, headingLevel = 2 }: { summary: CheckoutSummary; locale: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('checkout');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <Heading id="checkout-summary-title">{t('summary.title', { count: summary.itemCount })}</Heading>
      <ul className="checkout-summary__lines">
        {summary.lines.map((line) => (
          <li key={line.lineId} className={line.guarantee ? 'is-guarantee' : undefined}>
            <span>{line.quantity} × {line.name}</span>
            {/* Apart on screen by the layout; in text, screen readers and a copy by a dash. */}
            <span className="visually-hidden"> – </span>
            <span>{formatMoney(line.total, locale)}</span>
          </li>
        ))}
      </ul>
      <SummaryTotals summary={summary} locale={locale} />
      {summary.net ? <p className="checkout-summary__net">{t('vat.netNote')}</p> : null}
    </section>
  );
}
