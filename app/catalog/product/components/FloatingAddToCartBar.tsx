import { useEffect, useState } from 'react';
import { Price } from '~/product/Price';
import type { MoneyLike } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';

export interface FloatingBarProps {
  /** Id of the main add-to-cart element the bar stands in for. */
  targetId: string;
  /** Id of the main add-to-cart form: the bar's button submits it, with the quantity and guarantee chosen there. */
  formId: string;
  name: string;
  price: MoneyLike | null;
  originalPrice: MoneyLike | null;
  locale: string;
}

/** True once the element has scrolled fully off the top of the screen (not when it is below the fold). */
export function isScrolledOffTop(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
}

/** The quantity field of the main form, as the shopper left it (what the bar's button will add). */
function useMainQuantity(formId: string): number {
  const [quantity, setQuantity] = useState(1);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const read = () => {
      const value = Number((form.elements.namedItem('quantity') as HTMLInputElement | null)?.value);
      setQuantity(Number.isFinite(value) && value > 1 ? Math.floor(value) : 1);
    };
    read();
    form.addEventListener('input', read);
    form.addEventListener('change', read);
    return () => {
      form.removeEventListener('input', read);
      form.removeEventListener('change', read);
    };
  }, [formId]);
  return quantity;
}

export function FloatingAddToCartBar({ targetId, formId, name, price, originalPrice, locale }: FloatingBarProps) {
  const { t } = useTranslation('product');
  const { t: tCommon } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const quantity = useMainQuantity(formId);
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
      {/* Submits the main form: one form, one quantity, one guarantee choice, whichever button is used. Not a
          submit button of it from outside (`form=`): every button that submits sits in its form. */}
      <button type="button" className="btn" onClick={() => (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit()}>
        {quantity > 1 ? `${quantity} × ` : null}
        {tCommon('cartForm.addToCart')}
      </button>
    </aside>
  );
}
