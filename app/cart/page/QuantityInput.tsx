import type { ChangeEventHandler } from 'react';
import { useTranslation } from '~/i18n/react';
import { errorId } from './messages';

/** The labelled quantity field of a cart line (0 removes the line), its error linked by aria-describedby. */
export function QuantityInput({ lineId, quantity, maxQuantity, keptValue, invalid, onChange }: {
  lineId: string;
  quantity: number;
  maxQuantity: number;
  keptValue?: string;
  invalid: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
}) {
  const { t } = useTranslation('cart');
  const inputId = `quantity-${lineId}`;
  return (
    <>
      <label htmlFor={inputId}>{t('lines.quantity')}</label>
      <input
        id={inputId}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={0}
        max={maxQuantity}
        defaultValue={keptValue ?? quantity}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId('update-quantity', lineId) : undefined}
        onChange={onChange}
      />
    </>
  );
}
