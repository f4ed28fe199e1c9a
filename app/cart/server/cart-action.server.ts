// The cart route's one action: every cart form posts here with an `intent`. Invalid input re-renders the
// cart page with messages, the input kept and status 400 (never a 500); a change answers 303 (to the cart,
// back to `returnTo` for add-to-cart, to the addresses step for begin-checkout) or, for a form sent by a
// fetcher (`js=1`), data the page's script acts on.
import type { Cart } from '@commercetools/platform-sdk';
import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/zod';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { notifyCartChanged } from '~/cart-channel/events.server';
import { getCart, withoutCart } from '~/commerce/cart.server';
import { DISCOUNT_CODE_MAX_LENGTH } from '~/commerce/cart-rules';
import { MAX_QUANTITY_PER_PRODUCT } from '~/markets/constants';
import { getProductBySku } from '~/commerce/catalog.server';
import { CommerceError, CommerceInputError, isNotFoundInStore } from '~/commerce/errors.server';
import type { MoneyLike } from '~/commerce/money';
import type { StorefrontContext } from '~/context';
import type { CartFetcherData, PanelData, PanelRequest } from '../panels';
import { guaranteeOptionsForVariant } from '../rules/guarantee';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { withAddedConfirmation, withoutAddedConfirmation } from '../rules/return-to';
import { trackBeginCheckout } from '../tracking/begin-checkout.server';
import type { CartMessage, CartNoticeKey, CartView } from '../view';
import {
  addGuarantee, addToCart, applyCode, CartLimitError, CartRuleError, removeCode, removeGuarantee, removeLine, setLineQuantity, type AddToCartResult,
} from './cart-changes.server';
import { CART_FORM_SCHEMAS, isCartIntent, type CartIntent } from './cart-forms.server';
import { buildCartView } from './cart-view.server';
import { complementaryProducts } from './complementary.server';
import { getGuaranteeProducts } from '~/product/guarantee-products.server';
import { itemCount, productUnitPrice } from './line-facts';
import { cartSubmissionKey } from './cart-submission-key.server';
import { RECOMMENDATION_SECTIONS, type RecommendationSection } from '~/tracking/events';
import { isTracking, track } from '~/tracking/track.server';

export const CART_PATH = '/checkout/cart';
export const CHECKOUT_ADDRESSES_PATH = '/checkout/addresses';

/** What a document request (no JavaScript) gets back when the change was refused. */
export type CartActionData = {
  ok: false;
  intent: string;
  /** The line whose form was sent, so its message shows next to it. */
  lineId?: string;
  message: CartMessage;
  field?: string;
  result?: SubmissionResult<string[]>;
  returnTo?: string;
};

type Values = Record<string, unknown> & { intent: CartIntent };
type Outcome = { cart: Cart | null; notice: CartNoticeKey; added?: AddToCartResult };

async function run(storefront: StorefrontContext, value: Values): Promise<Outcome> {
  const str = (name: string) => value[name] as string;
  switch (value.intent) {
    case 'add-to-cart': {
      const added = await addToCart(
        storefront,
        { sku: str('sku'), quantity: value.quantity as number, guaranteeSku: value.guaranteeSku as string | undefined },
        // Abandoned carts from one address are bounded (decision 093).
        async () => {
          const limited = await storefront.rateLimit('newCart');
          if (limited) throw new CartLimitError('tooManyNewCarts', limited.retryAfterSeconds);
        },
      );
      return { cart: added.cart, notice: 'added', added };
    }
    case 'update-quantity':
      return { cart: await setLineQuantity(storefront, str('lineId'), value.quantity as number), notice: value.quantity === 0 ? 'removed' : 'updated' };
    case 'remove-line':
      return { cart: await removeLine(storefront, str('lineId')), notice: 'removed' };
    case 'apply-code': {
      const applied = await applyCode(storefront, str('code'));
      return { cart: applied.cart, notice: applied.pending ? 'codeSaved' : 'codeApplied' };
    }
    case 'remove-code':
      return { cart: await removeCode(storefront, str('discountCodeId')), notice: 'codeRemoved' };
    case 'add-guarantee':
      return { cart: await addGuarantee(storefront, str('lineId'), str('guaranteeSku')), notice: 'guaranteeAdded' };
    case 'remove-guarantee':
      return { cart: await removeGuarantee(storefront, str('lineId')), notice: 'guaranteeRemoved' };
    case 'begin-checkout': {
      const cart = await getCart(storefront.commerce, storefront.shopper());
      if (!cart || cart.lineItems.length === 0) throw new CartRuleError('cartEmpty');
      return { cart, notice: 'updated' };
    }
  }
}

const DISCOUNT_REASONS: Record<string, string> = {
  DoesNotExist: 'codeUnknown',
  NotActive: 'codeExpired',
  NotValid: 'codeExpired',
  ValidityOutOfRange: 'codeExpired',
  MaxApplicationReached: 'codeUsedUp',
};

/** The shopper's message for a failure, and its status. Unknown failures are logged and read as backend trouble. */
function describeFailure(storefront: StorefrontContext, intent: CartIntent, err: unknown): { message: CartMessage; status: number; field?: string; retryAfterSeconds?: number } {
  if (err instanceof CartLimitError) return { message: { key: err.key }, status: 429, field: err.field, retryAfterSeconds: err.retryAfterSeconds };
  if (err instanceof CartRuleError) return { message: { key: err.key, values: err.values }, status: 400, field: err.field };
  if (isNotFoundInStore(err)) {
    // Spec §8: the cart is gone (ordered, another store, not the shopper's): drop it from the session.
    storefront.rememberShopper(withoutCart(storefront.shopper()));
    return { message: { key: 'cartNotFound' }, status: 409 };
  }
  if (err instanceof CommerceInputError) {
    const key = err.reason === 'line-item-not-found' ? 'lineNotFound'
      : err.reason === 'invalid-discount-code' ? 'codeInvalid'
      : err.reason === 'invalid-sku' ? 'unknownProduct'
      : 'maxQuantity';
    return { message: { key }, status: 400 };
  }
  if (err instanceof CommerceError && err.code === 'DiscountCodeNonApplicable') {
    const reason = /: (\w+)\.?$/.exec(err.detail)?.[1] ?? '';
    return { message: { key: DISCOUNT_REASONS[reason] ?? 'codeNotApplicable' }, status: 400, field: 'code' };
  }
  storefront.commerce.client.logger.error({ err, intent }, 'cart change failed');
  // Spec §8: the add-to-cart failure text; other changes get the same kind of message for their action.
  return { message: { key: intent === 'add-to-cart' ? 'addFailed' : 'updateFailed' }, status: 503 };
}

function money(value: MoneyLike) {
  return { centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits ?? 2 };
}

/** Spec §2 "Cart opening": the first panel the store flags allow and that has something to show. */
async function choosePanel(storefront: StorefrontContext, added: AddToCartResult, wanted: PanelRequest[], guaranteeChosen: boolean): Promise<PanelData | undefined> {
  const { toggles } = storefront;
  const item = { sku: added.line.variant.sku ?? '', name: added.productName, quantity: added.line.quantity, lineId: added.line.id };
  for (const kind of wanted) {
    if (kind === 'guarantee' && toggles.extraGuarantee && !guaranteeChosen) {
      const price = productUnitPrice(added.line);
      const guarantees = await getGuaranteeProducts(storefront.commerce);
      const options = guaranteeOptionsForVariant(added.line.variant, price, guarantees, { featureEnabled: true, locale: storefront.locale });
      if (options.length > 0) {
        return {
          kind,
          added: item,
          options: options.map((option) => ({ sku: option.sku, name: option.name, rate: option.priceRate, unitPrice: money(option.price) })),
        };
      }
    }
    if (kind === 'complementary' && toggles.complementaryProducts) {
      const product = await getProductBySku(storefront.commerce, item.sku).catch(() => null);
      const products = product ? await complementaryProducts(storefront, product) : [];
      if (products.length > 0) return { kind, added: item, products };
    }
    if (kind === 'cart' && toggles.cartSidebar) return { kind, added: item, view: await cartView(storefront, added.cart) };
  }
  return undefined;
}

/** The cart as the sidebar shows it; null for an empty cart or when it cannot be built. */
async function cartView(storefront: StorefrontContext, cart: Cart): Promise<CartView | null> {
  return cart.lineItems.length > 0 ? buildCartView(storefront, cart).catch(() => null) : null;
}

/** The recommendation section an add to cart came from (a product row's quick add), for the cart-update event. */
function recommendationOf(formData: FormData): RecommendationSection | undefined {
  const value = formData.get('recommendationId');
  return RECOMMENDATION_SECTIONS.find((section) => section === value);
}

async function skuOfLine(storefront: StorefrontContext, lineId: string | undefined): Promise<string | undefined> {
  const cart = lineId ? await getCart(storefront.commerce, storefront.shopper()).catch(() => null) : null;
  return cart?.lineItems.find((line) => line.id === lineId)?.variant.sku;
}

/** Spec §7 cart-update (action, cart_id, sku, recommendation_id, cookie): adds, quantity changes and removals. */
function trackCartUpdate(
  context: ActionFunctionArgs['context'],
  intent: CartIntent,
  value: Values,
  outcome: Outcome,
  extra: { lineId?: string; removedSku?: string; recommendation?: RecommendationSection },
): void {
  const cart = outcome.cart!;
  if (intent === 'add-to-cart' && outcome.added) {
    const sku = outcome.added.line.variant.sku ?? String(value.sku);
    track(context, { type: 'cart-update', action: 'add', cartId: cart.id, sku, quantity: value.quantity as number, recommendationId: extra.recommendation });
  } else if (intent === 'update-quantity') {
    const line = cart.lineItems.find((item) => item.id === extra.lineId);
    const action = value.quantity === 0 ? 'remove' : 'update';
    const sku = line?.variant.sku ?? extra.removedSku;
    if (sku) track(context, { type: 'cart-update', action, cartId: cart.id, sku, quantity: value.quantity as number });
  } else if (intent === 'remove-line' && extra.removedSku) {
    track(context, { type: 'cart-update', action: 'remove', cartId: cart.id, sku: extra.removedSku, quantity: 0 });
  }
}

/** The session cookie is added to every response by server/remix-handler.ts, redirects included. */
function redirectTo(location: string, extraCookie?: string) {
  const headers = new Headers();
  if (extraCookie) headers.append('Set-Cookie', extraCookie);
  return redirect(location, { status: 303, headers });
}

export async function cartAction({ request, context }: ActionFunctionArgs) {
  const { storefront } = context;
  const formData = await request.formData().catch(() => new FormData());
  const rawIntent = formData.get('intent');
  const js = formData.get('js') === '1';
  const lineId = typeof formData.get('lineId') === 'string' ? (formData.get('lineId') as string).slice(0, 64) : undefined;
  const noStore = { 'Cache-Control': 'no-store' };

  type Failure = { message: CartMessage; status: number; field?: string; retryAfterSeconds?: number };
  const fail = (intent: string, failure: Failure, result?: SubmissionResult<string[]>) => {
    const headers = failure.retryAfterSeconds ? { ...noStore, 'Retry-After': String(failure.retryAfterSeconds) } : noStore;
    if (js) return data<CartFetcherData>({ ok: false, intent, message: failure.message, field: failure.field }, { status: failure.status, headers });
    const returnTo = intent === 'add-to-cart' ? safeRedirectPath(formData.get('returnTo')) : null;
    return data<CartActionData>(
      { ok: false, intent, lineId, message: failure.message, field: failure.field, result, ...(returnTo ? { returnTo: withoutAddedConfirmation(returnTo) } : {}) },
      { status: failure.status, headers },
    );
  };

  if (!isCartIntent(rawIntent)) return fail('unknown', { message: { key: 'unknownAction' }, status: 400 });
  const intent = rawIntent;
  const submission = parseWithZod(formData, { schema: CART_FORM_SCHEMAS[intent] });
  if (submission.status !== 'success') {
    const errors = Object.entries(submission.error ?? {}).filter(([, messages]) => messages && messages.length > 0);
    const [field, messages] = errors[0] ?? ['', ['unknownAction']];
    // A code of essay length is not echoed back into the page.
    const code = formData.get('code');
    const hideFields = typeof code === 'string' && code.length > DISCOUNT_CODE_MAX_LENGTH ? ['code'] : [];
    const key = messages?.[0] ?? 'unknownAction';
    return fail(intent, { message: { key, values: key === 'maxQuantity' && intent === 'update-quantity' ? { max: MAX_QUANTITY_PER_PRODUCT } : {} }, status: 400, field: field || undefined }, submission.reply({ hideFields }));
  }
  const value = submission.value as Values;

  // Code enumeration: a client that tries many codes waits (the code it typed stays in the field).
  if (intent === 'apply-code') {
    // Counted on the cart the codes are tried on, and per address whatever the cart (decision 092).
    const cart = storefront.session.get().cartId ?? storefront.shopper().anonymousId;
    const verdicts = await Promise.all([storefront.rateLimit('discountCode', `cart:${cart}`), storefront.rateLimit('discountCodeAddress')]);
    const limited = verdicts.find(Boolean);
    if (limited) {
      return fail(intent, { message: { key: 'codeTooManyAttempts' }, status: 429, field: 'code', retryAfterSeconds: limited.retryAfterSeconds }, submission.reply());
    }
  }

  // A form rendered for another cart (a stale tab after the cart was ordered or reset) changes nothing.
  const sessionCartId = storefront.session.get().cartId;
  if (typeof value.cartId === 'string' && value.cartId !== sessionCartId) {
    return fail(intent, { message: { key: 'cartNotFound' }, status: 409 }, submission.reply());
  }

  let outcome: Outcome;
  let duplicate: boolean;
  // Which SKU a removal takes out is only known before it (asked only when the change is tracked).
  const removal = intent === 'remove-line' || (intent === 'update-quantity' && value.quantity === 0);
  const removedSku = removal && isTracking(context) ? await skuOfLine(storefront, lineId) : undefined;
  try {
    const key = cartSubmissionKey(storefront.shopper().anonymousId, value);
    ({ value: outcome, duplicate } = await storefront.submissions.once(key, () => run(storefront, value)));
  } catch (err) {
    return fail(intent, describeFailure(storefront, intent, err), submission.reply());
  }
  if (outcome.cart && intent !== 'begin-checkout') notifyCartChanged(outcome.cart.id, outcome.cart);
  if (!duplicate && outcome.cart) trackCartUpdate(context, intent, value, outcome, { lineId, removedSku, recommendation: recommendationOf(formData) });

  if (intent === 'begin-checkout' && outcome.cart) {
    const cookie = await trackBeginCheckout(request, outcome.cart, context);
    return redirectTo(CHECKOUT_ADDRESSES_PATH, cookie);
  }
  if (js) {
    const panel = outcome.added
      ? await choosePanel(storefront, outcome.added, (value.open as PanelRequest[] | undefined) ?? ['guarantee', 'complementary', 'cart'], Boolean(value.guaranteeSku)).catch(() => undefined)
      : undefined;
    // The guarantee panel goes on to the cart sidebar: it gets the cart with the answer (no second request).
    const view = intent === 'add-guarantee' && outcome.cart ? await cartView(storefront, outcome.cart) : undefined;
    return data<CartFetcherData>({ ok: true, intent, panel, itemCount: itemCount(outcome.cart), ...(view !== undefined ? { view } : {}) }, { headers: noStore });
  }
  if (outcome.added) {
    const returnTo = safeRedirectPath(value.returnTo);
    const back = returnTo && withAddedConfirmation(withoutAddedConfirmation(returnTo), outcome.added.line.variant.sku ?? '', value.quantity as number);
    return redirectTo(back ?? `${CART_PATH}?notice=added`);
  }
  return redirectTo(`${CART_PATH}?notice=${outcome.notice}`);
}
