import { translateMessage } from '~/forms/messages';
import { useTranslation } from '~/i18n/react';
import type { CartView } from '../view';
import { CartForm } from './CartForm';
import { errorId, feedbackFor, messageText, type PageFeedback } from './messages';

const CODE_MAX_LENGTH = 64;

/** Apply a discount code; the codes on the cart, each with its remove button (spec §4: only a code on the cart). */
export function DiscountCodes({ view, token, feedback }: { view: CartView; token: string; feedback: PageFeedback | null }) {
  const { t } = useTranslation('cart');
  const applyFeedback = feedbackFor(feedback, 'apply-code');
  const removeFeedback = feedbackFor(feedback, 'remove-code');
  const kept = applyFeedback && typeof applyFeedback.values.code === 'string' ? applyFeedback.values.code.slice(0, CODE_MAX_LENGTH) : undefined;
  return (
    <section className="cart-codes" aria-labelledby="cart-codes-heading">
      <h2 id="cart-codes-heading">{t('code.title')}</h2>
      <CartForm intent="apply-code" token={token} cartId={view.id} className="field">
        <label htmlFor="discount-code">{t('code.label')}</label>
        <span className="cart-codes__row">
          <input
            id="discount-code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={kept}
            aria-invalid={applyFeedback ? true : undefined}
            aria-describedby={applyFeedback ? errorId('apply-code') : undefined}
          />
          <button type="submit" className="btn btn--ghost">{t('code.apply')}</button>
        </span>
        {applyFeedback ? <p className="field__error" id={errorId('apply-code')} role="alert">{messageText(t, applyFeedback.message)}</p> : null}
      </CartForm>
      {view.discountCodes.length > 0 ? (
        <ul className="cart-codes__list" aria-label={t('code.applied')}>
          {view.discountCodes.map((code) => (
            <li key={code.id}>
              <span className="cart-codes__code">{code.code}</span>{' '}
              {code.note ? <span className="cart-codes__state">{translateMessage(t, code.note)}</span> : null}
              <CartForm intent="remove-code" token={`${token}:${code.id}`} cartId={view.id}>
                <input type="hidden" name="discountCodeId" value={code.id} />
                <button type="submit" className="btn btn--ghost">
                  {t('code.remove')}
                  <span className="visually-hidden"> {t('code.removeCode', { code: code.code })}</span>
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : null}
      {removeFeedback ? <p className="field__error" role="alert">{messageText(t, removeFeedback.message)}</p> : null}
    </section>
  );
}
