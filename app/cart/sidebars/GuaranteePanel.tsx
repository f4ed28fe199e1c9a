import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { formatMoney } from '~/commerce/money';
import { errorMessage } from '../page/messages';
import type { CartFetcherData, PanelData } from '../panels';
import type { CartView } from '../view';
import { useCartTranslations } from './use-cart-translations';

type GuaranteePanelData = Extract<PanelData, { kind: 'guarantee' }>;

/** The extra-guarantee panel: the options for the product just added, highest rate first. */
export function GuaranteePanel({ panel, titleId, locale, onDone }: {
  panel: GuaranteePanelData;
  titleId: string;
  locale: string;
  /** On to the cart sidebar, with the cart the answer carried (none after "No, thanks"). */
  onDone(view?: CartView | null): void;
}) {
  const { t } = useCartTranslations();
  const fetcher = useFetcher<CartFetcherData>();
  const answer = fetcher.state !== 'submitting' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) onDone(answer.view);
  }, [answer, onDone]);
  const error = answer && !answer.ok ? answer.message : null;
  return (
    <>
      <p className="notice notice--ok" role="status">{t('sidebar.added', { quantity: panel.added.quantity, name: panel.added.name })}</p>
      <h2 id={titleId}>{t('sidebar.guaranteeTitle', { name: panel.added.name })}</h2>
      <fetcher.Form method="post" action="/checkout/cart" noValidate>
        <input type="hidden" name="intent" value="add-guarantee" />
        <input type="hidden" name="lineId" value={panel.added.lineId} />
        <input type="hidden" name="js" value="1" />
        <fieldset className="cart-sidebar__options">
          <legend>{t('guarantee.choose', { name: panel.added.name })}</legend>
          {panel.options.map((option, index) => (
            <label key={option.sku}>
              <input type="radio" name="guaranteeSku" value={option.sku} defaultChecked={index === 0} data-autofocus={index === 0 ? '' : undefined} />{' '}
              {t('guarantee.option', { name: option.name, rate: option.rateText })} – {formatMoney(option.unitPrice, locale)} {t('guarantee.perUnit')}
            </label>
          ))}
        </fieldset>
        {error ? <p className="field__error" role="alert">{errorMessage(t, error)}</p> : null}
        <div className="cart-sidebar__actions">
          <button type="submit" className="btn" disabled={fetcher.state === 'submitting'}>{t('guarantee.add')}</button>
          <button type="button" className="btn btn--ghost" onClick={() => onDone()}>{t('sidebar.noThanks')}</button>
        </div>
      </fetcher.Form>
    </>
  );
}
