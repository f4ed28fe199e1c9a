import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/react';
import { CHECKOUT_PROGRESS, type CheckoutStep } from '../rules/steps';

/** Where the shopper is in the checkout (spec §4 steps); earlier steps are links back. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const index = CHECKOUT_PROGRESS.findIndex((item) => item.step === current);
  return (
    <nav className="checkout-progress" aria-label={t('progress.label')}>
      <ol>
        {CHECKOUT_PROGRESS.map((item, position) => {
          const label = t(`progress.${item.step}`);
          const done = position < index;
          return (
            <li key={item.step} className={position === index ? 'is-current' : done ? 'is-done' : undefined} aria-current={position === index ? 'step' : undefined}>
              {done && item.path && current !== 'thankYou' ? <Link to={item.path}>{label}</Link> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
