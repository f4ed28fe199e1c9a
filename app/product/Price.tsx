import { formatMoney, type MoneyLike } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';

/** With an `original` (the price before discounts) the old price is struck through. */
export function Price({ value, original, locale, size = 'normal' }: { value: MoneyLike; original?: MoneyLike | null; locale: string; size?: 'normal' | 'large' }) {
  const { t } = useTranslation('common');
  const discounted = original && original.centAmount > value.centAmount;
  return (
    // No class for the normal size (no style names it): bytes on every card.
    <span className={size === 'large' ? 'price-block price-block--large' : undefined}>
      {/* Node's and the browser's ICU group digits differently in some locales (de-CH: 1'234 vs 1 234). */}
      {/* The test id only on a product page's own price: the many cards of a page go without its bytes. */}
      <span className="price" data-testid={size === 'large' ? 'price' : undefined} suppressHydrationWarning>{formatMoney(value, locale)}</span>
      {discounted ? (
        <>
          {' '}
          <span className="visually-hidden">{t('price.before')}</span>
          <s className="price--old" suppressHydrationWarning>{formatMoney(original, locale)}</s>
        </>
      ) : null}
    </span>
  );
}
