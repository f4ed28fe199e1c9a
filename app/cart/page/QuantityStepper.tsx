import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/react';
import { DEBOUNCE_MS } from '~/markets/constants';
import type { CartFetcherData } from '../panels';
import { normalizeCartQuantityInput } from '../rules/quantity';
import { message } from '~/forms/messages';
import { errorId, messageText } from './messages';
import type { QuantityFormProps } from './QuantityForm';
import { QuantityInput } from './QuantityInput';

/** Loaded after hydration (until then QuantityForm does the same with its Update button). One fetcher per line, so a
 *  newer value cancels the request of an older one, and the line shows the new quantity at once. */
export default function QuantityStepper({ lineId, cartId, name, quantity, maxQuantity, keptValue, error, onPending }: QuantityFormProps) {
  const { t } = useTranslation('cart');
  const fetcher = useFetcher<CartFetcherData>({ key: `cart-quantity-${lineId}` });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The server's quantity after a change (this tab's or another's) replaces the field, unless it is being typed in.
  useEffect(() => {
    const input = form.current?.elements.namedItem('quantity') as HTMLInputElement | null;
    if (input && document.activeElement !== input) input.value = String(quantity);
  }, [quantity]);

  const pending = fetcher.formData ? Number(fetcher.formData.get('quantity')) : null;
  useEffect(() => onPending(pending), [pending, onPending]);
  const fetcherError = fetcher.state !== 'submitting' && fetcher.data && !fetcher.data.ok ? messageText(t, fetcher.data.message) : null;
  const shown = fetcherError ?? error;
  // More was asked than can be sold: the line holds the most that can be, and says how many.
  const capped = fetcher.state === 'idle' && fetcher.data?.ok && fetcher.data.capped ? messageText(t, message('maxQuantity', { max: fetcher.data.capped })) : null;

  const submitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const input = form.current?.elements.namedItem('quantity') as HTMLInputElement | null;
      if (!form.current || !input) return;
      input.value = String(normalizeCartQuantityInput(input.value));
      fetcher.submit(form.current);
    }, DEBOUNCE_MS.numberInput);
  };

  return (
    <fetcher.Form ref={form} method="post" action="/checkout/cart" className="cart-line__quantity" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="update-quantity" />
      <input type="hidden" name="cartId" value={cartId} />
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="js" value="1" />
      <QuantityInput lineId={lineId} quantity={quantity} maxQuantity={maxQuantity} keptValue={keptValue} invalid={Boolean(shown)} onChange={submitSoon} />
      <button type="submit" className="btn btn--ghost" onClick={() => clearTimeout(timer.current)}>
        {t('lines.update')}
        <span className="visually-hidden"> {name}</span>
      </button>
      {shown ? (
        <p className="field__error" id={errorId('update-quantity', lineId)} role="alert">
          {shown}
        </p>
      ) : null}
      {!shown && capped ? <p className="notice notice--warn" role="status">{capped}</p> : null}
    </fetcher.Form>
  );
}
