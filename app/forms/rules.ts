// The validation rules of spec §5 ("Form rules") as zod building blocks shared by every form. Messages are keys of
// the `account` namespace's `errors` encoded by `message`. Browser code imports this only from lazy chunks.
import { z } from 'zod';
import { message } from './messages';

export { message };

export const NAME_MAX = 50;
export const EMAIL_MAX = 254;

/** Spec §5 noForbiddenCharacters: < and > are not allowed, and the message lists the offending ones. */
const FORBIDDEN = /[<>]/g;
export function noForbiddenCharacters(value: string, ctx: z.RefinementCtx): void {
  const found = [...new Set(value.match(FORBIDDEN) ?? [])];
  if (found.length > 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: message('forbiddenCharacters', { characters: found.join(' ') }) });
}

/** Required, trimmed, at most `max` characters, no < or >. */
export const trimmed = (max: number) =>
  z
    .string({ required_error: 'required' })
    .trim()
    .max(max, message('tooLong', { max }))
    .superRefine(noForbiddenCharacters);

/** Spec §5 "Validated input defaults are required and min 3". */
export const text = (options: { min?: number; max: number }) => {
  const min = options.min ?? 3;
  return trimmed(options.max).pipe(z.string().min(min, message('tooShort', { min })));
};

/** Left empty, conform hands zod undefined. */
export const optionalText = (max: number) => trimmed(max).optional();

export const personName = text({ min: 1, max: NAME_MAX });

export const email = z
  .string({ required_error: 'required' })
  .trim()
  .max(EMAIL_MAX, message('tooLong', { max: EMAIL_MAX }))
  .email('emailInvalid');

/** Spec §5 phoneNumber: optional plus, at least 8 digits with optional single spaces. */
export const PHONE = /^\+?\d(?: ?\d){7,}$/;
export const PHONE_MAX = 30;

/** An optional or required phone number of the spec's rule, at most PHONE_MAX characters. */
export const phone = z.string().trim().max(PHONE_MAX, message('tooLong', { max: PHONE_MAX })).regex(PHONE, 'phone');
