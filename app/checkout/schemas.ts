// One zod schema per checkout form, for conform in the browser and parseWithZod in the actions. Messages are
// `account:errors` or `checkout:errors` keys. Browser code imports this file only from lazy chunks.
import { z } from 'zod';
import { ADDRESS_FIELD_NAMES, addressFields, type AddressRules } from '~/forms/address-fields';
import { checkPart } from '~/forms/all-errors';
import { email, optionalText, text } from '~/forms/rules';
import { cleanVatNumber, VAT_ID_MIN_LENGTH, type CountryCode } from '~/markets';
import { CLIENT_TYPES } from '~/markets/rules/market-rules';
import { SHIPPING_ADDRESS_TYPES } from './rules/shipping-address-type';

export interface CheckoutFormRules extends AddressRules {
  country: CountryCode;
  /** A guest gives an e-mail address; a signed-in customer's is the account's. */
  guest: boolean;
}

/** The billing address's own fields beyond an address: the company buyer's department and VAT number. */
export const BILLING_EXTRA_FIELDS = ['department', 'vatNumber'] as const;
const ADDRESS_KEYS = [...ADDRESS_FIELD_NAMES, ...BILLING_EXTRA_FIELDS] as const;

// What the browser sent for an address, before the rules: each field optional, so a part of the form that does
// not apply (a saved address chosen, shipping same as billing) is ignored instead of refused.
const submittedAddress = z.object(Object.fromEntries(ADDRESS_KEYS.map((name) => [name, z.string().optional()])) as Record<(typeof ADDRESS_KEYS)[number], z.ZodOptional<z.ZodString>>).optional();

const savedAddressId = z.string().regex(/^(?:new|[A-Za-z0-9_-]{1,64})$/, 'selectInvalid').optional();

/** The VAT number as typed (spec §5: minimum length 2 after cleaning; the check itself runs on the server). */
export function vatNumberField(country: CountryCode) {
  return z
    .string()
    .trim()
    .max(40, 'checkout:vatNumberInvalid')
    .refine((value) => cleanVatNumber(country, value).length >= VAT_ID_MIN_LENGTH, 'checkout:vatNumberTooShort');
}

/** The strict billing address of a new billing address: an address, plus the company name and department. */
export function billingAddressSchema(rules: CheckoutFormRules, company: boolean) {
  return z.object({
    ...addressFields(rules),
    company: company ? text({ min: 2, max: 100 }) : optionalText(100),
    department: optionalText(60),
  });
}

export function shippingAddressSchema(rules: CheckoutFormRules) {
  return z.object(addressFields(rules));
}

const clientType = z.enum(CLIENT_TYPES, { errorMap: () => ({ message: 'selectInvalid' }) });
const shippingType = z.enum(SHIPPING_ADDRESS_TYPES, { errorMap: () => ({ message: 'selectInvalid' }) });
// Every field is checked in the transform below, each on its own: zod runs a transform only when its object
// passed, so one empty field would hide the others' errors.
const looseText = z.string().optional();

const common = {
  clientType: looseText,
  billingAddressId: savedAddressId,
  billing: submittedAddress,
};

/** `continue-gross` goes on with a VAT ID that did not validate; `validate-vat` reads only VAT number and company.
 *  Every error comes in one answer, with the spec's billing, VAT or shipping form error beside the field messages. */
export function addressesSchema(rules: CheckoutFormRules) {
  const save = z.object({
    // The main button (and Enter) sends no intent, so no text browser prints a value beside its label.
    intent: z.literal('save-addresses').optional(),
    email: looseText,
    ...common,
    shippingType: looseText,
    shippingAddressId: savedAddressId,
    shipping: submittedAddress,
    saveAddress: z.literal('on').optional(),
    makeDefault: z.literal('on').optional(),
    acceptGross: z.literal('on').optional(),
  });
  // "Continue with Purchase" (the VAT help): the same form, going on with a VAT ID that did not validate (GROSS).
  const continueGross = save.extend({ intent: z.literal('continue-gross') });
  const validateVat = z.object({
    intent: z.literal('validate-vat'),
    email: z.string().optional(),
    ...common,
  });
  return z.discriminatedUnion('intent', [save, continueGross, validateVat]).transform((value, ctx) => {
    let failed = false;
    const check = <T extends z.ZodTypeAny>(schema: T, input: unknown, path: (string | number)[]): z.output<T> | undefined => {
      const parsed = checkPart(ctx, schema, input, path);
      if (parsed === undefined) failed = true;
      return parsed;
    };
    const client = check(clientType, value.clientType, ['clientType']);
    const company = client === 'COMPANY';
    const newBilling = !value.billingAddressId || value.billingAddressId === 'new';
    if (value.intent === 'validate-vat') {
      const vatNumber = check(vatNumberField(rules.country), value.billing?.vatNumber ?? '', ['billing', 'vatNumber']);
      if (failed || client === undefined || vatNumber === undefined) return z.NEVER;
      // The company typed so far goes with the check: a validated ID makes the cart NET for a company only.
      const companyName = value.billing?.company?.trim().slice(0, 100) || undefined;
      return { intent: value.intent, clientType: client, vatNumber, company: companyName };
    }
    const guestEmail = rules.guest ? check(email, value.email, ['email']) : value.email;
    let billing: z.infer<ReturnType<typeof billingAddressSchema>> | undefined;
    if (newBilling) {
      billing = check(billingAddressSchema(rules, company), value.billing ?? {}, ['billing']);
      if (!billing) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: 'checkout:billingAddressError' });
    }
    // A company buyer's VAT ID goes with a new or a saved billing address alike; it is optional.
    let vatNumber: string | undefined;
    if (company && value.billing?.vatNumber) {
      vatNumber = check(vatNumberField(rules.country), value.billing.vatNumber, ['billing', 'vatNumber']);
      if (vatNumber === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: 'checkout:billingVatError' });
    }
    const shippingChoice = check(shippingType, value.shippingType, ['shippingType']);
    let shipping: z.infer<ReturnType<typeof shippingAddressSchema>> | undefined;
    if (shippingChoice === 'DIFFERENT_FROM_BILLING') {
      shipping = check(shippingAddressSchema(rules), value.shipping ?? {}, ['shipping']);
      if (!shipping) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: 'checkout:shippingAddressError' });
    }
    if (shippingChoice === 'SAVED_ADDRESS' && (!value.shippingAddressId || value.shippingAddressId === 'new')) {
      failed = true;
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['shippingAddressId'], message: 'selectInvalid' });
    }
    if (failed || client === undefined || shippingChoice === undefined) return z.NEVER;
    return {
      intent: 'save-addresses' as const,
      email: guestEmail,
      clientType: client,
      billingAddressId: newBilling ? undefined : value.billingAddressId,
      // Spec §4/§5: private buyers get their VAT number, company and department cleared.
      billing: billing && !company ? { ...billing, company: undefined, department: undefined } : billing,
      vatNumber,
      shippingType: shippingChoice,
      shippingAddressId: shippingChoice === 'SAVED_ADDRESS' ? value.shippingAddressId : undefined,
      shipping,
      saveAddress: value.saveAddress === 'on',
      makeDefault: value.makeDefault === 'on',
      acceptGross: value.intent === 'continue-gross' || value.acceptGross === 'on',
    };
  });
}

export type AddressesSubmission = z.output<ReturnType<typeof addressesSchema>>;
export type SaveAddressesValue = Extract<AddressesSubmission, { intent: 'save-addresses' }>;
/** Payment method ids and issuer ids: the provider's types and the shop's own methods, short tokens. */
const PAYMENT_TOKEN = /^[A-Za-z0-9_-]{1,40}$/;
const methodId = z.string({ required_error: 'checkout:paymentMethodRequired' }).regex(PAYMENT_TOKEN, 'checkout:paymentMethodRequired');

/** With the total the shopper saw, so a cart changed in another tab is not paid blindly; card data and wallet tokens
 *  come only with JavaScript. */
export const paymentSchema = z.object({
  intent: z.literal('pay'),
  method: methodId,
  issuer: z.string().regex(PAYMENT_TOKEN, 'checkout:issuerRequired').optional(),
  componentData: z.string().max(20_000).optional(),
  walletToken: z.string().max(20_000).optional(),
  shownTotal: z.coerce.number({ invalid_type_error: 'selectInvalid' }).int().optional(),
});
export type PaymentSubmission = z.output<typeof paymentSchema>;

// The rules are a country's and a guest-or-customer choice: one schema per combination serves every render.
const addressesSchemas = new Map<string, ReturnType<typeof addressesSchema>>();

/** addressesSchema, built once per set of rules. */
export function addressesSchemaFor(rules: CheckoutFormRules): ReturnType<typeof addressesSchema> {
  const key = JSON.stringify(rules);
  let schema = addressesSchemas.get(key);
  if (!schema) addressesSchemas.set(key, (schema = addressesSchema(rules)));
  return schema;
}
