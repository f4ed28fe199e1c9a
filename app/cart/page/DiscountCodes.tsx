import { formatMoney } from '~/commerce/money';
import { useTranslation } from '~/i18n/react';
import type { TFunction } from '~/i18n/translator';
import type { CartView, DiscountCodeView } from '../view';
import { CartForm } from './CartForm';
import { errorId, feedbackFor, messageText, type PageFeedback } from './messages';

const CODE_MAX_LENGTH = 64;

/** Why a code on the cart does not apply (decision 023): below its minimum order value, or another code counts. */
function codeState(t: TFunction, code: DiscountCodeView, view: CartView, locale: string): string | null {
  if (code.applied) return null;
  if (code.state === 'ApplicationStoppedByPreviousDiscount') return t('code.notCombinable');
  const minimum = code.minimumOrderValue;
  if (code.state === 'DoesNotMatchCart' && minimum && view.subtotal.centAmount < minimum.centAmount) {
    const missing = { ...minimum, centAmount: minimum.centAmount - view.subtotal.centAmount };
    return t('code.appliesFrom', { amount: formatMoney(minimum, locale), missing: formatMoney(missing, locale) });
  }
  return t('code.notMatching');
}

/** Apply a discount code; the codes on the cart, each with its remove button (spec §4: only a code on the cart). */
export function DiscountCodes({ view, token, feedback, locale }: { view: CartView; token: string; feedback: PageFeedback | null; locale: string }) {
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
              {code.applied ? null : <span className="cart-codes__state">{codeState(t, code, view, locale)}</span>}
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
