// One zod schema per cart form (house rule), parsed with conform's parseWithZod in the action. Messages are
// keys of the `cart` namespace's `errors` group, translated where they are shown.
import { z } from 'zod';
import { DISCOUNT_CODE_CHARACTERS, DISCOUNT_CODE_MAX_LENGTH, isValidSku } from '~/commerce/cart-rules';
import { isResourceId } from '~/commerce/identifiers';
import { EXTRA_GUARANTEE_SKUS } from '~/markets/constants';
import { normalizeCartQuantityInput, normalizeQuantityInput } from '../rules/quantity';
import { REDIRECT_TARGET_MAX_LENGTH } from '~/routing/safe-redirect';
// A rendered token: the page's nonce (base64) or a UUID, then the form's intent and ids.
const TOKEN = /^[A-Za-z0-9_:+/=-]{1,160}$/;

const lineId = z.string({ required_error: 'lineNotFound' }).refine(isResourceId, 'lineNotFound');
/** The cart the form was rendered for; compared with the session's cart (a stale tab gets "Cart not found"). */
const cartId = z.string().refine(isResourceId, 'cartNotFound').optional();
const submissionId = z.string().regex(TOKEN).optional();
const guaranteeSku = z.enum(EXTRA_GUARANTEE_SKUS, { errorMap: () => ({ message: 'guaranteeUnavailable' }) });

/** The server applies the input's rule too (a form sent without script gets it); above what can be sold the change
 *  itself sets the most that can be, and says so. On the cart page 0 removes the line (spec §4). */
const addQuantity = z.preprocess(normalizeQuantityInput, z.number().int().min(1));
const lineQuantity = z.preprocess(normalizeCartQuantityInput, z.number().int().min(0));

export const addToCartSchema = z.object({
  intent: z.literal('add-to-cart'),
  sku: z.string({ required_error: 'skuRequired' }).refine(isValidSku, 'unknownProduct'),
  // The quick-add button sends no quantity: one unit.
  quantity: addQuantity,
  guaranteeSku: guaranteeSku.optional(),
  returnTo: z.string().max(REDIRECT_TARGET_MAX_LENGTH).optional(),
  submissionId,
  /** Set by the fetcher: answer with data instead of a redirect. */
  js: z.literal('1').optional(),
  /** With JavaScript: the panels the page may open after adding, in order of preference (store flags). */
  open: z.array(z.enum(['guarantee', 'complementary', 'cart', 'none'])).max(4).optional(),
});

export const updateQuantitySchema = z.object({
  intent: z.literal('update-quantity'),
  lineId,
  cartId,
  quantity: lineQuantity,
  submissionId,
  js: z.literal('1').optional(),
});

export const removeLineSchema = z.object({ intent: z.literal('remove-line'), lineId, cartId, submissionId, js: z.literal('1').optional() });

export const applyCodeSchema = z.object({
  intent: z.literal('apply-code'),
  cartId,
  code: z
    .string({ required_error: 'codeRequired' })
    .trim()
    .min(1, 'codeRequired')
    .max(DISCOUNT_CODE_MAX_LENGTH, 'codeTooLong')
    .regex(DISCOUNT_CODE_CHARACTERS, 'codeInvalid'),
  submissionId,
});

export const removeCodeSchema = z.object({
  intent: z.literal('remove-code'),
  cartId,
  discountCodeId: z.string({ required_error: 'codeNotOnCart' }).refine(isResourceId, 'codeNotOnCart'),
  submissionId,
});

export const addGuaranteeSchema = z.object({
  intent: z.literal('add-guarantee'),
  cartId,
  lineId,
  guaranteeSku: z.string({ required_error: 'guaranteeRequired' }).pipe(guaranteeSku),
  submissionId,
  js: z.literal('1').optional(),
});

export const removeGuaranteeSchema = z.object({ intent: z.literal('remove-guarantee'), cartId, lineId, submissionId, js: z.literal('1').optional() });

export const beginCheckoutSchema = z.object({ intent: z.literal('begin-checkout'), cartId, submissionId });

export const CART_FORM_SCHEMAS = {
  'add-to-cart': addToCartSchema,
  'update-quantity': updateQuantitySchema,
  'remove-line': removeLineSchema,
  'apply-code': applyCodeSchema,
  'remove-code': removeCodeSchema,
  'add-guarantee': addGuaranteeSchema,
  'remove-guarantee': removeGuaranteeSchema,
  'begin-checkout': beginCheckoutSchema,
} as const;

export type CartIntent = keyof typeof CART_FORM_SCHEMAS;

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && Object.hasOwn(CART_FORM_SCHEMAS, value);
}
