import { lazy, Suspense } from 'react';
import { useTranslation } from '~/i18n/react';
import { CartForm } from './CartForm';
import { errorId } from './messages';

const QuantityStepper = lazy(() => import('./QuantityStepper'));

export type QuantityFormProps = {
  lineId: string;
  cartId: string;
  name: string;
  quantity: number;
  maxQuantity: number;
  keptValue?: string;
  error: string | null;
  onPending(quantity: number | null): void;
};

/** The quantity of one cart line (0 removes it, spec §4): a form with an Update button, no script needed. */
function PlainQuantityForm({ lineId, cartId, name, quantity, maxQuantity, keptValue, error }: QuantityFormProps) {
  const { t } = useTranslation('cart');
  const inputId = `quantity-${lineId}`;
  const describedBy = error ? errorId('update-quantity', lineId) : undefined;
  return (
    <CartForm intent="update-quantity" cartId={cartId} lineId={lineId} className="cart-line__quantity">
      <label htmlFor={inputId}>{t('lines.quantity')}</label>
      <input
        id={inputId}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={0}
        max={maxQuantity}
        defaultValue={keptValue ?? quantity}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <button type="submit" className="btn btn--ghost">
        {t('lines.update')}
        <span className="visually-hidden"> {name}</span>
      </button>
      {error ? <p className="field__error" id={describedBy} role="alert">{error}</p> : null}
    </CartForm>
  );
}

/** Server-rendered as a plain form; once the page is interactive the optimistic stepper takes its place. */
export function QuantityForm({ enhanced, ...props }: QuantityFormProps & { enhanced: boolean }) {
  if (!enhanced) return <PlainQuantityForm {...props} />;
  return (
    <Suspense fallback={<PlainQuantityForm {...props} />}>
      <QuantityStepper {...props} />
    </Suspense>
  );
}
