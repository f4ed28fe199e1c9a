import { Link, useFetcher } from '@remix-run/react';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { readMessage } from '~/forms/messages';
import { useTranslation } from '~/i18n/react';
import { useHydrated, useNonce, useRootData } from '~/root-data';
import type { CartFetcherData, PanelData, PanelKind } from './panels';
import { messageText } from './page/messages';
import { addedConfirmationId } from './rules/return-to';
import { newSubmissionToken, renderedSubmissionToken, useAddToCartTarget } from './add-to-cart-target';
import { MAX_QUANTITY_PER_PRODUCT } from '~/markets/constants';
import { supportLink } from '~/routing/support-links';

// The sidebars are a chunk of their own, fetched on the first add to cart.
const PanelHost = lazy(() => import('./sidebars/PanelHost'));

/** Spec §5 and the second document §4: a value of 1 or less, or a non-number, becomes 1. */
function normalise(input: HTMLInputElement) {
  const value = Number(input.value);
  input.value = String(input.value.trim() === '' || !Number.isFinite(value) || value <= 1 ? 1 : Math.floor(value));
}

/** Without JavaScript a plain POST answered by a 303 back here; with it a fetcher, so the header badge updates and the
 *  panel the store flags choose opens. In checkout-disabled countries a request-a-quote link. */
export function AddToCartForm({ sku, compact = false, disabled = false, guaranteeSku, formId, maxQuantity = MAX_QUANTITY_PER_PRODUCT, recommendationId, children }: {
  sku: string;
  compact?: boolean;
  disabled?: boolean;
  guaranteeSku?: string;
  /** Lets a button elsewhere (the floating bar) submit this form with its quantity and choices. */
  formId?: string;
  /** Spec §5 allowed quantity for this shopper (stock and cart), the quantity input's maximum. */
  maxQuantity?: number;
  /** A recommendation section's card: the cart-update event names the section. */
  recommendationId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('cart');
  const root = useRootData();
  const { action, returnTo, addedSku } = useAddToCartTarget();
  const fetcher = useFetcher<CartFetcherData>();
  const enhanced = useHydrated();
  const [token, setToken] = useState(renderedSubmissionToken(useNonce(), useId()));
  const [panel, setPanel] = useState<PanelData | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const handled = useRef<unknown>(null);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state === 'submitting' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) return;
    setToken(newSubmissionToken()); // the next click is a new submission
    if (answer.panel) setPanel(answer.panel);
    else setConfirmed(true);
  }, [fetcher.state, fetcher.data]);

  if (root && !root.store.checkoutEnabled) {
    // The support form's quote request with the product.
    return (
      <Link className="btn btn--ghost" to={supportLink('quoteRequest', sku)} prefetch="none">
        {t('requestQuote')}
      </Link>
    );
  }

  const addedHere = addedSku === sku;
  const open: PanelKind[] = root ? (['guarantee', 'complementary', 'cart'] as const).filter((kind) =>
    kind === 'guarantee' ? root.toggles.extraGuarantee : kind === 'complementary' ? root.toggles.complementaryProducts : root.toggles.cartSidebar) : [];
  const busy = fetcher.state === 'submitting';
  const error = fetcher.state !== 'submitting' && fetcher.data && !fetcher.data.ok ? readMessage(fetcher.data.message) : null;
  const errorText = fetcher.state !== 'submitting' && fetcher.data && !fetcher.data.ok ? messageText(tc, fetcher.data.message, ' ') : null;
  const quantityId = `quantity-${sku}`;
  const errorId = `add-to-cart-error-${sku}`;

  return (
    <>
    <fetcher.Form id={formId} method="post" action={action} className="add-to-cart" noValidate={!compact || undefined} aria-busy={busy || undefined}>
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="submissionId" value={token} suppressHydrationWarning />
      {guaranteeSku ? <input type="hidden" name="guaranteeSku" value={guaranteeSku} /> : null}
      {recommendationId ? <input type="hidden" name="recommendationId" value={recommendationId} /> : null}
      {enhanced ? <input type="hidden" name="js" value="1" /> : null}
      {enhanced ? open.map((kind) => <input key={kind} type="hidden" name="open" value={kind} />) : null}
      {/* A quick add (compact) sends no quantity: the action's schema makes it one unit. */}
      {compact ? null : (
        <span className="add-to-cart__quantity">
          <label htmlFor={quantityId}>{t('cartForm.quantity')}</label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            defaultValue={1}
            onBlur={(event) => normalise(event.currentTarget)}
            aria-invalid={error?.key.startsWith('quantity') || error?.key === 'maxQuantity' ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </span>
      )}
      {children}
      {/* A button in a form submits it: a card's says nothing more (bytes on every card). */}
      <button type={compact ? undefined : 'submit'} className="btn" disabled={disabled || busy}>{t('cartForm.addToCart')}</button>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {errorText}
        </p>
      ) : null}
      {addedHere || confirmed ? (
        <p className="notice notice--ok add-to-cart__added" role="status" id={addedHere ? addedConfirmationId(sku) : undefined}>
          {/* Common texts: this form is on every catalogue page, which does not embed the cart namespace. */}
          {t('cartForm.added', { defaultValue: tc('addedToCart') })} <Link to="/checkout/cart">{t('cartForm.viewCart', { defaultValue: tc('viewCart') })}</Link>
        </p>
      ) : null}
    </fetcher.Form>
    {/* Outside the form: the panels hold forms of their own (and render into document.body). */}
    {panel ? (
      <Suspense fallback={null}>
        <PanelHost panel={panel} locale={root?.locale ?? 'en'} onClose={() => setPanel(null)} />
      </Suspense>
    ) : null}
    </>
  );
}
