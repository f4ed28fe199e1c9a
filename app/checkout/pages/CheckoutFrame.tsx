import { Fragment, type ReactNode } from 'react';
import type { CheckoutStep } from '../rules/steps';
import type { CheckoutSummary } from '../view';
import { CheckoutProgress } from './CheckoutProgress';
import { OrderSummary } from './OrderSummary';

/** What the page says first (the thank-you page's order number) spans the whole width, above the page's own column
 *  beside the order summary. */
export function CheckoutFrame({ step, title, summary, locale, lead, children }: {
  step: CheckoutStep;
  title: string;
  summary: CheckoutSummary;
  locale: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container checkout-page">
      <CheckoutProgress current={step} />
      <h1>{title}</h1>
      {lead}
      <div className="checkout-layout">
        <div className="checkout-main">{children}</div>
        <aside className="checkout-aside">
          <OrderSummary summary={summary} locale={locale} />
        </aside>
      </div>
    </div>
  );
}

/** Addresses side by side (billing, shipping), as the review before paying and the thank-you page show them. */
export function AddressPair({ addresses, headingLevel }: { addresses: { title: string; lines: string[] }[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="checkout-review__addresses">
      {addresses.map(({ title, lines }) => (
        <div key={title}>
          <Heading>{title}</Heading>
          {/* Line breaks, not blocks of CSS: text browsers, screen readers and copy and paste keep the lines apart. */}
          <p>{lines.map((line, index) => <Fragment key={index}>{index > 0 ? <br /> : null}{line}</Fragment>)}</p>
        </div>
      ))}
    </div>
  );
}
