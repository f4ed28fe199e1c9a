// Every error on the first answer: zod runs an object's own checks only when its fields passed, so a check across
// fields would show only on the next submit. `withFormCheck` runs it on what was sent, beside the fields' own rules.
import { z } from 'zod';

/** What the browser sent, before any rule: values as they came (conform turns only typed fields' '' into undefined). */
export type Sent = Readonly<Record<string, unknown>>;

/** A sent text field, trimmed; undefined when it was left empty or is not text. */
export function sentText(sent: Sent, name: string): string | undefined {
  const value = sent[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The check runs whatever the fields said and adds only issues, never to the parsed value; it declares no fields,
 * so the HTML constraints conform derives stay the fields' own. */
export function withFormCheck<T extends z.ZodTypeAny>(fields: T, check: (sent: Sent, ctx: z.RefinementCtx) => void) {
  const sent = z
    .object({})
    .passthrough()
    .superRefine((value, ctx) => check(value, ctx))
    .transform(() => ({}));
  return z.intersection(fields, sent);
}

/** Parses one part of a submission with its own schema, adding its issues under `path`; undefined when it failed. */
export function checkPart<T extends z.ZodTypeAny>(ctx: z.RefinementCtx, schema: T, value: unknown, path: (string | number)[]): z.output<T> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<T>;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [...path, ...issue.path] });
  return undefined;
}
