import { Link } from '@remix-run/react';
import { PictureSpace, ResponsiveImg } from '~/components/ResponsiveImg';
import { useLitePage } from '~/root-data';
import { useState } from 'react';
import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import { withColon } from '~/i18n/translator';
import type { CartLineView, VolumeHintView } from '../view';
import { CartForm } from './CartForm';
import { translateMessage } from '~/forms/messages';
import { errorId, feedbackFor, messageText, type PageFeedback } from './messages';
import { QuantityForm } from './QuantityForm';

type Props = {
  enhanced: boolean;
  line: CartLineView;
  cartId: string;
  token: string;
  locale: string;
  volume: VolumeHintView | undefined;
  feedback: PageFeedback | null;
  /** NET prices (a company's validated VAT ID): every amount says so. */
  net: boolean;
};

function LineError({ feedback, intent, lineId }: { feedback: PageFeedback | null; intent: string; lineId: string }) {
  const { t } = useTranslation('cart');
  const own = feedbackFor(feedback, intent, lineId);
  return own ? <p className="field__error" id={errorId(intent, lineId)} role="alert">{messageText(t, own.message)}</p> : null;
}

/** One product in the cart with its quantity, prices, extra guarantee and volume-discount hint. */
export function CartLine({ enhanced, line, cartId, token, locale, volume, feedback, net }: Props) {
  const { t } = useTranslation('cart');
  const lite = useLitePage();
  const label = (text: string) => (net ? `${text} ${t('summary.netMark')}` : text);
  const [pendingQuantity, setPendingQuantity] = useState<number | null>(null);
  const quantityFeedback = feedbackFor(feedback, 'update-quantity', line.id);
  const guaranteeFeedback = feedbackFor(feedback, 'add-guarantee', line.id);
  const updating = pendingQuantity !== null && pendingQuantity !== line.quantity;
  return (
    <li className="cart-line" aria-busy={updating || undefined}>
      {/* A lite page keeps the thumbnail's place and loads nothing. */}
      {line.image && !lite ? <ResponsiveImg className="cart-line__image" url={line.image.url} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
      {line.image && lite ? <PictureSpace width={96} height={96} /> : null}
      <div className="cart-line__main">
        <h3 className="cart-line__name">{line.url ? <Link to={line.url}>{line.name}</Link> : line.name}</h3>
        <p className="cart-line__variant">
          {t('lines.sku', { sku: line.sku })}
          {line.variant.bware ? <span className="cart-badge">{t('lines.bware')}</span> : null}
          {line.variant.freight ? <span className="cart-badge">{t('lines.freight')}</span> : null}
        </p>
        <p className="cart-line__unit">
          {withColon(label(t('lines.unitPrice')), locale)} {formatMoney(line.unitPrice, locale)}
          {line.unitPrice.centAmount < line.listPrice.centAmount ? (
            <>
              {' '}
              <span className="visually-hidden">{t('lines.priceBefore')}</span>
              <s className="price--old">{formatMoney(line.listPrice, locale)}</s>
            </>
          ) : null}
        </p>
        {line.overStock ? <p className="notice notice--warn">{translateMessage(t, line.overStock)}</p> : null}
        <QuantityForm
          enhanced={enhanced}
          lineId={line.id}
          cartId={cartId}
          name={line.name}
          quantity={line.quantity}
          maxQuantity={line.maxQuantity}
          keptValue={quantityFeedback ? String(quantityFeedback.values.quantity ?? '') : undefined}
          error={quantityFeedback ? messageText(t, quantityFeedback.message) : null}
          onPending={setPendingQuantity}
        />
        <CartForm intent="remove-line" token={token} cartId={cartId} lineId={line.id} className="cart-line__remove">
          <button type="submit" className="btn btn--ghost">
            {t('lines.remove')}
            <span className="visually-hidden"> {line.name}</span>
          </button>
          <LineError feedback={feedback} intent="remove-line" lineId={line.id} />
        </CartForm>
        {volume ? (
          <p className="cart-line__volume">
            {volume.currentPercentText !== null ? `${t('volume.reached', { percent: volume.currentPercentText })} ` : ''}
            {/* A line that cannot take one more unit (sold out, at its maximum) is not asked to. */}
            {volume.next && line.maxQuantity > line.quantity ? t('volume.next', { more: volume.next.more, percent: volume.next.percentText }) : ''}
          </p>
        ) : null}
        {line.guarantee ? (
          <div className="cart-line__guarantee">
            <p>
              {withColon(t('guarantee.covered', { name: line.guarantee.name, rate: line.guarantee.rateText }), locale)} {formatMoney(line.guarantee.total, locale)}
            </p>
            <CartForm intent="remove-guarantee" token={token} cartId={cartId} lineId={line.guarantee.lineId}>
              <button type="submit" className="btn btn--ghost">
                {t('guarantee.remove')}
                <span className="visually-hidden"> {t('guarantee.forProduct', { name: line.name })}</span>
              </button>
              <LineError feedback={feedback} intent="remove-guarantee" lineId={line.guarantee.lineId} />
            </CartForm>
          </div>
        ) : line.guaranteeOptions.length > 0 ? (
          <CartForm intent="add-guarantee" token={token} cartId={cartId} lineId={line.id} className="cart-line__guarantee">
            <label htmlFor={`guarantee-${line.id}`}>{t('guarantee.choose', { name: line.name })}</label>
            <select
              id={`guarantee-${line.id}`}
              name="guaranteeSku"
              defaultValue={guaranteeFeedback ? String(guaranteeFeedback.values.guaranteeSku ?? '') : line.guaranteeOptions[0].sku}
              aria-invalid={guaranteeFeedback ? true : undefined}
              aria-describedby={guaranteeFeedback ? errorId('add-guarantee', line.id) : undefined}
            >
              {line.guaranteeOptions.map((option) => (
                <option key={option.sku} value={option.sku}>
                  {t('guarantee.option', { name: option.name, rate: option.rateText })} – {formatMoney(option.unitPrice, locale)} {t('guarantee.perUnit')}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn--ghost">{t('guarantee.add')}</button>
            <LineError feedback={feedback} intent="add-guarantee" lineId={line.id} />
          </CartForm>
        ) : null}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{withColon(label(t('lines.lineTotal')), locale)} </span>
        {updating ? <span className="cart-line__updating">{t('lines.updating')}</span> : formatMoney(line.lineTotal, locale)}
      </p>
    </li>
  );
}
