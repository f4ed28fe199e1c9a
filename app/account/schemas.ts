// One zod schema per account form, for conform in the browser and parseWithZod in the action, so both say the same.
// Messages are `account:errors` keys (~/forms/messages); forms sharing a page are told apart by `intent`. Browser
// code imports this file only from lazy chunks.
import { z } from 'zod';
import { isValidSku } from '~/commerce/cart-rules';
import { addressFields, type AddressRules } from '~/forms/address-fields';
import { sentText, withFormCheck, type Sent } from '~/forms/all-errors';
import { EMAIL_MAX, NAME_MAX, email, message, optionalText, personName, text } from '~/forms/rules';
import { CLIENT_TYPES } from '~/markets/rules/market-rules';
import { REDIRECT_TARGET_MAX_LENGTH } from '~/routing/safe-redirect';

// The field rules are shared with the checkout (~/forms); these re-exports keep the account's imports.
export { EMAIL_MAX, NAME_MAX, email, message };
export { PHONE } from '~/forms/rules';
export { addressFields, type AddressRules };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const REVIEW_TEXT_MAX = 2000;

const name = personName;

/** Spec §5 password: at least one letter and one number (its message verbatim); new passwords also need a minimum length. */
export const newPassword = z
  .string({ required_error: 'required' })
  .min(PASSWORD_MIN, message('passwordTooShort', { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, message('tooLong', { max: PASSWORD_MAX }))
  .regex(/\p{L}/u, 'passwordRule')
  .regex(/\p{N}/u, 'passwordRule');

/** The password someone types to prove who they are: never judged by the rules (old accounts predate them). */
const currentPassword = z.string({ required_error: 'required' }).max(PASSWORD_MAX, message('tooLong', { max: PASSWORD_MAX }));

const customerType = z.enum(CLIENT_TYPES, { errorMap: () => ({ message: 'selectInvalid' }) });

/** A same-site path to continue to; the action passes it through safeRedirectPath as well. */
const redirectTo = z.string().max(REDIRECT_TARGET_MAX_LENGTH).optional();

export const loginSchema = z.object({
  email,
  password: currentPassword,
  redirectTo,
});

export const registerSchema = withFormCheck(
  z.object({
    email,
    password: newPassword,
    firstName: name,
    lastName: name,
    customerType,
    companyName: optionalText(100),
    redirectTo,
  }),
  (sent, ctx) => {
    if (sent.customerType === 'COMPANY' && !sentText(sent, 'companyName')) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['companyName'], message: 'required' });
  },
);

export const resetRequestSchema = z.object({ email, redirectTo });

/** A new password typed twice: told on the first answer, whatever else is wrong (both typed, and they differ). */
const confirmation = (sent: Sent, ctx: z.RefinementCtx) => {
  const [password, confirmPassword] = [sent.password, sent.confirmPassword];
  if (typeof password === 'string' && typeof confirmPassword === 'string' && password !== '' && confirmPassword !== '' && password !== confirmPassword) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: 'passwordsDiffer' });
  }
};

export const resetChangeSchema = withFormCheck(
  z.object({
    // The embedded backend's tokens and commercetools' both fit this shape; anything else was not sent by us.
    token: z.string({ required_error: 'resetLinkInvalid' }).regex(/^[A-Za-z0-9_=+/-]{16,256}$/, 'resetLinkInvalid'),
    password: newPassword,
    confirmPassword: z.string({ required_error: 'required' }),
    redirectTo,
  }),
  confirmation,
);

/** A calendar date in the past, from 1900 on (date of birth). */
const dateOfBirth = z
  .string()
  .trim()
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && date.getTime() < Date.now();
  }, 'dateInvalid')
  .optional();

export const profileSchema = withFormCheck(
  z.discriminatedUnion('intent', [
    z.object({
      intent: z.literal('update-profile'),
      firstName: name,
      lastName: name,
      email,
      dateOfBirth,
      customerType,
    }),
    z.object({
      intent: z.literal('change-password'),
      currentPassword,
      password: newPassword,
      confirmPassword: z.string({ required_error: 'required' }),
    }),
    // Every session of the account ends, this browser's included.
    z.object({ intent: z.literal('sign-out-everywhere') }),
  ]),
  (sent, ctx) => {
    if (sent.intent === 'change-password') confirmation(sent, ctx);
  },
);

/** The confirmation link's page: the token the mail carried, and where the shopper was going. */
export const confirmEmailSchema = z.object({
  token: z.string({ required_error: 'confirmLinkInvalid' }).regex(/^[A-Za-z0-9_=+/-]{16,256}$/, 'confirmLinkInvalid'),
  redirectTo,
});

/** My account: mail the confirmation link again (an address not yet confirmed, or changed since). */
export const sendConfirmationSchema = z.object({ intent: z.literal('send-confirmation') });

/** Address ids are the backend's (short random strings in the local backend, UUID-like in commercetools). */
const addressId = z.string({ required_error: 'addressNotFound' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'addressNotFound');

export function addressSchema(rules: AddressRules) {
  const fields = addressFields(rules);
  return z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('add-address'), ...fields, makeDefault: z.literal('on').optional() }),
    z.object({ intent: z.literal('update-address'), addressId, ...fields }),
    z.object({ intent: z.literal('delete-address'), addressId }),
    z.object({ intent: z.literal('set-default'), addressId }),
  ]);
}

export function reviewSchema(options: { consentRequired: boolean }) {
  return z.object({
    intent: z.literal('add-review'),
    sku: z.string({ required_error: 'selectInvalid' }).refine(isValidSku, 'selectInvalid'),
    // conform turns the submitted text into a number before zod sees it.
    rating: z
      .number({ required_error: 'ratingRequired', invalid_type_error: 'ratingRequired' })
      .int('ratingRequired')
      .min(1, 'ratingRequired')
      .max(5, 'ratingRequired'),
    text: text({ min: 3, max: REVIEW_TEXT_MAX }),
    // Spec §5: the review-consent checkbox is shown only in review-consent countries (CZ).
    consent: options.consentRequired ? z.literal('on', { errorMap: () => ({ message: 'consentRequired' }) }) : z.literal('on').optional(),
  });
}
