import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ZodTypeAny } from 'zod';

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
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
