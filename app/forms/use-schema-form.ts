import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import type { ZodTypeAny } from 'zod';
import { serverFields } from './server-fields';

// A schema's constraints are the same on every render, and working them out walks the whole zod schema.
const constraints = new WeakMap<ZodTypeAny, ReturnType<typeof getZodConstraint>>();

function constraintOf(schema: ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

/** The same zod schema as the action, messages on blur and again while correcting, the server's answer as the
 * start (without JavaScript too). The server renders plain fields; the browser hydrates them with conform's. */
export function useSchemaForm<Schema extends ZodTypeAny>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null; defaultValue?: Record<string, unknown> },
) {
  const constraint = constraintOf(schema);
  const [form, fields] = useForm({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    constraint,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // An answer to one of conform's own intents (validate, list changes) changes its first state: conform's fields then.
  if (typeof document !== 'undefined' || options.lastResult?.intent) return [form, fields] as const;
  return [form, serverFields(options.id, constraint, options) as typeof fields] as const;
}
