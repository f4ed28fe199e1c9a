// One zod schema for the support form's last step (spec checkout-payments-support §3, §5), in the browser and the
// action. Which flagged fields are shown and required depends on the sub-reason, read from the same submission.
import { z } from 'zod';
import { sentText, withFormCheck } from '~/forms/all-errors';
import { email, message, optionalText, phone, text } from '~/forms/rules';
import { VAT_ID_MIN_LENGTH } from '~/markets/rules/vat';
import { FLAGGED_FIELDS, subReason, reasonGroup } from './reasons';
import { PRODUCT_NUMBER_DIGITS, PRODUCT_NUMBER_INPUT_MAX, stripNonDigits } from './product-number';

export const CONTACT_NAME_MAX = 100;
export const SUBJECT_MAX = 150;
export const DESCRIPTION_MAX = 4000;
export const QUANTITY_MAX = 100_000;
/** Order and invoice numbers: letters, digits and dashes (NS-2026-000123, 2026/000123 …). */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/ -]*$/;

const reference = (key: 'orderNumber' | 'invoiceNumber') =>
  optionalText(30).pipe(z.string().min(3, message('tooShort', { min: 3 })).regex(REFERENCE, key).optional());

export const supportSchema = withFormCheck(
  z.object({
    reason: z.string({ required_error: 'reasonRequired' }).max(40, 'reasonRequired'),
    subreason: z.string({ required_error: 'subreasonRequired' }).max(40, 'subreasonRequired'),
    contactName: text({ min: 3, max: CONTACT_NAME_MAX }),
    companyName: optionalText(100),
    customerEmail: email,
    subject: text({ min: 3, max: SUBJECT_MAX }),
    description: text({ min: 3, max: DESCRIPTION_MAX }),
    phoneNumber: phone.optional(),
    orderNumber: reference('orderNumber'),
    invoiceNumber: reference('invoiceNumber'),
    productNumber: z
      .string()
      .max(PRODUCT_NUMBER_INPUT_MAX, message('productNumber', { digits: PRODUCT_NUMBER_DIGITS }))
      .transform(stripNonDigits)
      .pipe(z.string().length(PRODUCT_NUMBER_DIGITS, message('productNumber', { digits: PRODUCT_NUMBER_DIGITS })))
      .optional(),
    // conform hands zod a number for a number field.
    quantity: z
      .number({ invalid_type_error: message('quantity', { max: QUANTITY_MAX }) })
      .int(message('quantity', { max: QUANTITY_MAX }))
      .min(1, message('quantity', { max: QUANTITY_MAX }))
      .max(QUANTITY_MAX, message('quantity', { max: QUANTITY_MAX }))
      .optional(),
    // Spec §5: "The VAT id input has minimum length 2"; letters, digits and the separators people type.
    vatId: optionalText(20).pipe(z.string().min(VAT_ID_MIN_LENGTH, message('tooShort', { min: VAT_ID_MIN_LENGTH })).regex(/^[A-Za-z0-9 .-]+$/, 'vatId').optional()),
    /** Made when the form was rendered: a double submit creates one case. */
    submissionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional().catch(undefined),
  }),
  // The fields the sub-reason asks for, told with every other error (a reason left out is the field's own error).
  (sent, ctx) => {
    const reason = sentText(sent, 'reason');
    const subreason = sentText(sent, 'subreason');
    if (reason === undefined) return;
    if (!reasonGroup(reason)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['reason'], message: 'reasonRequired' });
      return;
    }
    if (subreason === undefined) return;
    const chosen = subReason(reason, subreason);
    if (!chosen) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['subreason'], message: 'subreasonRequired' });
      return;
    }
    for (const field of chosen.fields) {
      if (sentText(sent, field) === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: 'required' });
    }
  },
);

export type SupportRequest = z.infer<typeof supportSchema>;

/** The fields a case keeps: the flagged ones the sub-reason does not ask for are dropped, whatever was posted. */
export function requestFields(value: SupportRequest): SupportRequest {
  const chosen = subReason(value.reason, value.subreason);
  const kept: SupportRequest = { ...value };
  for (const field of FLAGGED_FIELDS) if (!chosen?.fields.includes(field)) delete kept[field];
  if (!chosen?.companyName) delete kept.companyName;
  return kept;
}
