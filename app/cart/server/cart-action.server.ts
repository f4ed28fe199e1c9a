// The cart route's one action: every cart form posts here with an `intent`. Invalid input re-renders the cart page
// with messages and input (400); a change answers 303, or data for a fetcher (`js=1`), through ~/forms/answer.server.
import type { Cart } from '@commercetools/platform-sdk';
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { notifyCartChanged } from '~/cart-channel/events.server';
import { noteCart } from '../cart-tally.server';
import { getCart, withoutCart } from '~/commerce/cart.server';
import { DISCOUNT_CODE_MAX_LENGTH } from '~/commerce/cart-rules';
import { CommerceError, CommerceInputError, isNotFoundInStore } from '~/commerce/errors.server';
import type { StorefrontContext } from '~/context';
import {
  accept, backendFailed, checkLimits, invalidInput, redirectAfterPost, refuse, sentByScript, type Refusal, type RefusalStatus,
} from '~/forms/answer.server';
import { message } from '~/forms/messages';
import type { CartRefusalFacts } from '../panels';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { ADDED_MAXIMUM_PARAM, withAddedConfirmation, withoutAddedConfirmation } from '../rules/return-to';
import { trackBeginCheckout } from '../tracking/begin-checkout.server';
import type { CartNoticeKey } from '../view';
import {
  addGuarantee, addToCart, applyCode, CartLimitError, CartRuleError, removeCode, removeGuarantee, removeLine, setLineQuantity, type AddToCartResult,
} from './cart-changes.server';
import { CART_FORM_SCHEMAS, isCartIntent, type CartIntent } from './cart-forms.server';
import { fetcherBody } from './cart-panels.server';
import { cartSubmissionKey } from './cart-submission-key.server';
import { RECOMMENDATION_SECTIONS, type RecommendationSection } from '~/tracking/events';
import { isTracking, track } from '~/tracking/track.server';

export const CART_PATH = '/checkout/cart';
export const CHECKOUT_ADDRESSES_PATH = '/checkout/addresses';

type CartValues<I extends CartIntent> = z.output<(typeof CART_FORM_SCHEMAS)[I]>;
/** `capped`: the change set the most that can be sold instead of what was asked. */
type Outcome = { cart: Cart | null; notice: CartNoticeKey; added?: AddToCartResult; capped?: number | null };
/** What a copy of a form that already ran is answered with: the first run's answer, never its cart. */
type CartReceipt = { notice: CartNoticeKey; location: string };
type CartChange<I extends CartIntent> = (storefront: StorefrontContext, value: CartValues<I>) => Promise<Outcome>;

/** What each cart form changes: one small handler per intent. */
const CART_CHANGES: { [I in CartIntent]: CartChange<I> } = {
  'add-to-cart': async (storefront, value) => {
    const added = await addToCart(
      storefront,
      { sku: value.sku, quantity: value.quantity, guaranteeSku: value.guaranteeSku },
      // Abandoned carts from one address are bounded.
      async () => {
        const limited = await storefront.shopper.rateLimit('newCart');
        if (limited) throw new CartLimitError('tooManyNewCarts', limited.retryAfterSeconds);
      },
    );
    return { cart: added.cart, notice: 'added', added, capped: added.capped };
  },
  'update-quantity': async (storefront, value) => {
    const { cart, capped } = await setLineQuantity(storefront, value.lineId, value.quantity);
    return { cart, notice: value.quantity === 0 ? 'removed' : 'updated', capped };
  },
  'remove-line': async (storefront, value) => ({ cart: await removeLine(storefront, value.lineId), notice: 'removed' }),
  'apply-code': async (storefront, value) => {
    const applied = await applyCode(storefront, value.code);
    return { cart: applied.cart, notice: applied.pending ? 'codeSaved' : 'codeApplied' };
  },
  'remove-code': async (storefront, value) => ({ cart: await removeCode(storefront, value.discountCodeId), notice: 'codeRemoved' }),
  'add-guarantee': async (storefront, value) => ({ cart: await addGuarantee(storefront, value.lineId, value.guaranteeSku), notice: 'guaranteeAdded' }),
  'remove-guarantee': async (storefront, value) => ({ cart: await removeGuarantee(storefront, value.lineId), notice: 'guaranteeRemoved' }),
  'begin-checkout': async (storefront) => {
    const cart = await getCart(storefront.commerce, storefront.shopper.ids());
    if (!cart || cart.lineItems.length === 0) throw new CartRuleError('cartEmpty');
    return { cart, notice: 'updated' };
  },
};

function runChange(storefront: StorefrontContext, value: CartValues<CartIntent>): Promise<Outcome> {
  // The value's intent picks its handler; TypeScript cannot pair a union's members with a mapped type's by itself.
  const change = CART_CHANGES[value.intent] as CartChange<CartIntent>;
  return change(storefront, value);
}

const DISCOUNT_REASONS: Record<string, string> = {
  DoesNotExist: 'codeUnknown',
  NotActive: 'codeExpired',
  NotValid: 'codeExpired',
  ValidityOutOfRange: 'codeExpired',
  MaxApplicationReached: 'codeUsedUp',
};

/** A refused cart change: the message (and the field it belongs to) with its status. */
type CartFailure = { message: string; status: RefusalStatus; field?: string; retryAfterSeconds?: number };

/** The shopper's message for a failure, and its status. Unknown failures are logged and read as backend trouble. */
function describeFailure(storefront: StorefrontContext, intent: CartIntent, err: unknown): CartFailure {
  if (err instanceof CartLimitError) return { message: message(err.key), status: 429, field: err.field, retryAfterSeconds: err.retryAfterSeconds };
  if (err instanceof CartRuleError) return { message: message(err.key, err.values), status: 400, field: err.field };
  if (isNotFoundInStore(err)) {
    // Spec §8: the cart is gone (ordered, another store, not the shopper's): drop it from the session.
    storefront.shopper.remember(withoutCart(storefront.shopper.ids()));
    return { message: 'cartNotFound', status: 409 };
  }
  if (err instanceof CommerceInputError) {
    const key = err.reason === 'line-item-not-found' ? 'lineNotFound'
      : err.reason === 'invalid-discount-code' ? 'codeInvalid'
      : err.reason === 'invalid-sku' ? 'unknownProduct'
      : 'maxQuantity';
    return { message: key, status: 400 };
  }
  if (err instanceof CommerceError && err.code === 'DiscountCodeNonApplicable') {
    const reason = /: (\w+)\.?$/.exec(err.detail)?.[1] ?? '';
    return { message: DISCOUNT_REASONS[reason] ?? 'codeNotApplicable', status: 400, field: 'code' };
  }
  storefront.commerce.client.logger.error({ err, intent }, 'cart change failed');
  // Spec §8: the add-to-cart failure text; other changes get the same kind of message for their action.
  const failed = backendFailed(intent === 'add-to-cart' ? 'addFailed' : 'updateFailed');
  return { message: failed.formErrors![0], status: failed.status, retryAfterSeconds: failed.retryAfterSeconds };
}

/** The schema's first message, the field it belongs to (the cart shows one message per form). */
function firstSchemaFailure(error: Record<string, string[] | null> | null | undefined): CartFailure {
  const [field, messages] = Object.entries(error ?? {}).find(([, list]) => list && list.length > 0) ?? ['', null];
  const key = messages?.[0] ?? 'unknownAction';
  return { message: message(key), status: 400, field: field || undefined };
}

/** The recommendation section an add to cart came from (a product row's quick add), for the cart-update event. */
function recommendationOf(formData: FormData): RecommendationSection | undefined {
  const value = formData.get('recommendationId');
  return RECOMMENDATION_SECTIONS.find((section) => section === value);
}

async function skuOfLine(storefront: Pick<StorefrontContext, 'shopper' | 'commerce'>, lineId: string | undefined): Promise<string | undefined> {
  const cart = lineId ? await getCart(storefront.commerce, storefront.shopper.ids()).catch(() => null) : null;
  return cart?.lineItems.find((line) => line.id === lineId)?.variant.sku;
}

/** Spec §7 cart-update (action, cart_id, sku, recommendation_id, cookie): adds, quantity changes and removals. */
function trackCartUpdate(
  context: ActionFunctionArgs['context'],
  value: CartValues<CartIntent>,
  outcome: Outcome,
  extra: { lineId?: string; removedSku?: string; recommendation?: RecommendationSection },
): void {
  const cart = outcome.cart!;
  if (value.intent === 'add-to-cart' && outcome.added) {
    const sku = outcome.added.line.variant.sku ?? value.sku;
    track(context, { type: 'cart-update', action: 'add', cartId: cart.id, sku, quantity: outcome.added.added, recommendationId: extra.recommendation });
  } else if (value.intent === 'update-quantity') {
    const line = cart.lineItems.find((item) => item.id === extra.lineId);
    const action = value.quantity === 0 ? 'remove' : 'update';
    const sku = line?.variant.sku ?? extra.removedSku;
    if (sku) track(context, { type: 'cart-update', action, cartId: cart.id, sku, quantity: value.quantity });
  } else if (value.intent === 'remove-line' && extra.removedSku) {
    track(context, { type: 'cart-update', action: 'remove', cartId: cart.id, sku: extra.removedSku, quantity: 0 });
  }
}

/** Where a document goes after a change: back to the product for an add, else the cart with its notice. */
function afterChange(value: CartValues<CartIntent>, outcome: Outcome): string {
  if (outcome.added && value.intent === 'add-to-cart') {
    const returnTo = safeRedirectPath(value.returnTo);
    const back = returnTo && withAddedConfirmation(withoutAddedConfirmation(returnTo), outcome.added.line.variant.sku ?? '', outcome.added.added);
    return back ?? cartLocation('added', outcome.capped);
  }
  return cartLocation(outcome.notice, outcome.capped);
}

/** The cart page with its notice, and the maximum a capped change reached (the page warns with it). */
function cartLocation(notice: CartNoticeKey, capped: number | null | undefined): string {
  return `${CART_PATH}?notice=${notice}${capped ? `&${ADDED_MAXIMUM_PARAM}=${capped}` : ''}`;
}

/** A form whose intent is none of the cart's: parsed as it came, to answer with what was sent. */
const UNKNOWN_FORM = z.object({});

export async function cartAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const formData = await request.formData().catch(() => new FormData());
  const rawIntent = formData.get('intent');
  const byScript = sentByScript(formData);
  const sentLineId = formData.get('lineId');
  const lineId = typeof sentLineId === 'string' ? sentLineId.slice(0, 64) : undefined;

  const fail = (submission: Submission<unknown>, intent: string, failure: CartFailure, refusal?: Refusal) => {
    const returnTo = intent === 'add-to-cart' ? safeRedirectPath(formData.get('returnTo')) : null;
    // A code of essay length is not echoed back into the page.
    const code = formData.get('code');
    const hideFields = typeof code === 'string' && code.length > DISCOUNT_CODE_MAX_LENGTH ? ['code'] : [];
    const { message: text, field, status, retryAfterSeconds } = failure;
    return refuse<CartRefusalFacts>(
      submission,
      refusal ?? { status, retryAfterSeconds, ...(field ? { fieldErrors: { [field]: [text] } } : { formErrors: [text] }) },
      { intent, lineId, message: text, field, ...(returnTo ? { returnTo: withoutAddedConfirmation(returnTo) } : {}) },
      { hideFields },
    );
  };

  if (!isCartIntent(rawIntent)) {
    return fail(parseWithZod(formData, { schema: UNKNOWN_FORM }), 'unknown', { message: 'unknownAction', status: 400 });
  }
  const intent = rawIntent;
  const submission = parseWithZod(formData, { schema: CART_FORM_SCHEMAS[intent] });
  if (submission.status !== 'success') return fail(submission, intent, firstSchemaFailure(submission.error), invalidInput);
  const value = submission.value;

  // Code enumeration: a client that tries many codes waits (the code it typed stays in the field).
  if (intent === 'apply-code') {
    // Counted on the cart the codes are tried on, and per address whatever the cart.
    const cart = storefront.shopper.session.get().cartId ?? storefront.shopper.ids().anonymousId;
    const limited = await checkLimits(storefront.shopper, [
      { bucket: 'discountCode', subject: `cart:${cart}`, message: 'codeTooManyAttempts' },
      { bucket: 'discountCodeAddress', message: 'codeTooManyAttempts' },
    ]);
    if (limited) return fail(submission, intent, { message: limited.formErrors![0], status: 429, field: 'code', retryAfterSeconds: limited.retryAfterSeconds });
  }

  // A form rendered for another cart (a stale tab after the cart was ordered or reset) changes nothing.
  const sessionCartId = storefront.shopper.session.get().cartId;
  if ('cartId' in value && typeof value.cartId === 'string' && value.cartId !== sessionCartId) {
    return fail(submission, intent, { message: 'cartNotFound', status: 409 });
  }

  // Set only where the change ran; a copy of a form that already ran gets the first run's receipt instead.
  let outcome: Outcome | undefined;
  let receipt: CartReceipt;
  const quantity = 'quantity' in value ? value.quantity : undefined;
  // Which SKU a removal takes out is only known before it (asked only when the change is tracked).
  const removal = intent === 'remove-line' || (intent === 'update-quantity' && quantity === 0);
  const removedSku = removal && isTracking(context) ? await skuOfLine(storefront, lineId) : undefined;
  try {
    const key = cartSubmissionKey(storefront.shopper.ids().anonymousId, value);
    ({ value: receipt } = await storefront.shopper.submissions.once(key, async (): Promise<CartReceipt> => {
      const ran = await runChange(storefront, value);
      outcome = ran;
      return { notice: ran.notice, location: intent === 'begin-checkout' ? CHECKOUT_ADDRESSES_PATH : afterChange(value, ran) };
    }));
  } catch (err) {
    return fail(submission, intent, describeFailure(storefront, intent, err));
  }
  // A copy shows the cart as it is now (read again; its answer stands even if that read fails).
  const cart = outcome ? outcome.cart : await getCart(storefront.commerce, storefront.shopper.ids()).catch(() => null);
  // The header's count and the product pages' quantities come from this tally.
  noteCart(storefront.shopper.session, cart, storefront.request.now);
  if (outcome?.cart && intent !== 'begin-checkout') notifyCartChanged(outcome.cart.id, outcome.cart);
  if (outcome?.cart) trackCartUpdate(context, value, outcome, { lineId, removedSku, recommendation: recommendationOf(formData) });

  if (intent === 'begin-checkout' && cart) {
    const cookie = await trackBeginCheckout(request, cart, context);
    return redirectAfterPost(receipt.location, cookie ? { 'Set-Cookie': cookie } : undefined);
  }
  return accept(byScript, receipt.location, () => fetcherBody(storefront, value, outcome ?? { cart }));
}
