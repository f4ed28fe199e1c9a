import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ZodTypeAny } from 'zod';

// A schema's constraints (required, lengths, patterns) are the same on every render; working them out walks the
// whole zod schema, which a server render did per request (issue 25).
const constraints = new WeakMap<ZodTypeAny, ReturnType<typeof getZodConstraint>>();

function constraintOf(schema: ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

/**
 * conform's useForm with the shop's settings: the same zod schema as the action, messages on blur and again
 * while correcting, the server's answer (`lastResult`, rendered without JavaScript too) as the start.
 */
export function useAccountForm<Schema extends ZodTypeAny>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: Record<string, unknown> },
) {
  return useForm({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    constraint: constraintOf(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
