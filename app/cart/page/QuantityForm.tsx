import { lazy, Suspense } from 'react';
import { useTranslation } from '~/i18n/react';
import { CartForm } from './CartForm';
import { errorId } from './messages';
import { QuantityInput } from './QuantityInput';

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
  return (
    <CartForm intent="update-quantity" cartId={cartId} lineId={lineId} className="cart-line__quantity">
      <QuantityInput lineId={lineId} quantity={quantity} maxQuantity={maxQuantity} keptValue={keptValue} invalid={Boolean(error)} />
      <button type="submit" className="btn btn--ghost">
        {t('lines.update')}
        <span className="visually-hidden"> {name}</span>
      </button>
      {error ? <p className="field__error" id={errorId('update-quantity', lineId)} role="alert">{error}</p> : null}
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
