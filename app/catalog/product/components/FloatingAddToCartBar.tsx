import { useEffect, useState } from 'react';
import { AddToCartForm } from '~/cart/AddToCartForm';
import { Price } from '~/catalog/components/Price';
import type { MoneyLike } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';

export interface FloatingBarProps {
  /** Id of the main add-to-cart element the bar stands in for. */
  targetId: string;
  sku: string;
  name: string;
  price: MoneyLike | null;
  originalPrice: MoneyLike | null;
  locale: string;
}

/** True once the element has scrolled fully off the top of the screen (not when it is below the fold). */
export function isScrolledOffTop(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
}

export function FloatingAddToCartBar({ targetId, sku, name, price, originalPrice, locale }: FloatingBarProps) {
  const { t } = useTranslation('product');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(isScrolledOffTop(entry)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);
  if (!visible) return null;
  return (
    <aside className="pdp-bar" aria-label={t('floatingBar')}>
      <span className="pdp-bar__name">{name}</span>
      {price ? <Price value={price} original={originalPrice} locale={locale} /> : null}
      <AddToCartForm sku={sku} compact />
    </aside>
  );
}
