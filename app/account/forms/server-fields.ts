import type { SubmissionResult } from '@conform-to/react';

// Per field of a zod schema, as `getZodConstraint` gives it.
type Constraints = Record<string, Partial<Record<(typeof CONSTRAINT_KEYS)[number], unknown>>>;
const CONSTRAINT_KEYS = ['required', 'minLength', 'maxLength', 'min', 'max', 'pattern', 'step', 'multiple', 'accept'] as const;

/** What conform makes of a default value before it reads a field's (`serialize`): strings, 'on' for true. */
function serialized(value: unknown): unknown {
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serialized(item)]));
  if (Array.isArray(value)) return value.map(serialized);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'on' : undefined;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return value ?? undefined;
}

/** conform's `normalize`: empty strings, null, empty files, objects and lists count as no value. */
function normalized(value: unknown): unknown {
  if (isPlainObject(value)) {
    const entries = Object.keys(value).sort().map((key) => [key, normalized(value[key])] as const).filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (Array.isArray(value)) return value.length ? value.map(normalized) : undefined;
  if (value === '' || value === null || (typeof File !== 'undefined' && value instanceof File && value.size === 0)) return undefined;
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** `billing.street` or `lines[0].sku` → the value at that path. */
function valueAt(root: unknown, name: string): unknown {
  if (!name) return root;
  let value = root;
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key ?? Number(index)];
  }
  return value;
}

const isWithin = (key: string, name: string) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`);

/**
 * A form's fields for the server's render, as plain objects. conform's field metadata answers every property read
 * through proxies that build new objects and record what the component subscribed to, which only a browser's
 * re-renders use: a fifth of the checkout's address step's render time on the server (decision 110). These give
 * the same id, name, initial value, errors and constraints from the same inputs (its first state: the default
 * value or the server's answer), so the markup, its labels and error links are the same, and the browser
 * hydrates it with conform's own. Only what the shop's form components read is here (no lists' keys, no dirty).
 */
export function serverFields(
  formId: string,
  constraints: Constraints,
  options: { defaultValue?: Record<string, unknown>; lastResult?: SubmissionResult<string[]> | null },
  prefix = '',
): Record<string, unknown> {
  const initial = normalized(options.lastResult?.initialValue ?? serialized(options.defaultValue ?? {}));
  const errors: Record<string, string[] | null | undefined> = options.lastResult?.error ?? {};
  const field = (name: string) => {
    const id = `${formId}-${name}`;
    const initialValue = valueAt(initial, name);
    // A list item's rule is named with empty brackets (`lines[].sku`).
    const constraint = constraints[name] ?? constraints[name.replace(/\[\d+\](?!.*\[\d)/, '[]')] ?? {};
    return {
      id, name, formId, errorId: `${id}-error`, descriptionId: `${id}-description`,
      initialValue, value: initialValue,
      defaultValue: typeof initialValue === 'string' ? initialValue : Array.isArray(initialValue) ? (initialValue[0] as unknown) : undefined,
      defaultChecked: initialValue === 'on' ? true : undefined,
      errors: errors[name],
      valid: !Object.keys(errors).some((key) => isWithin(key, name) && errors[key] !== undefined),
      ...Object.fromEntries(CONSTRAINT_KEYS.map((key) => [key, constraint[key]])),
      getFieldset: () => fieldsOf(name),
    };
  };
  const fieldsOf = (parent: string) => {
    const made = new Map<string, ReturnType<typeof field>>();
    return new Proxy({} as Record<string, unknown>, {
      get(_, key) {
        if (typeof key !== 'string') return undefined;
        const name = parent ? `${parent}.${key}` : key;
        let meta = made.get(name);
        if (!meta) made.set(name, (meta = field(name)));
        return meta;
      },
    });
  };
  return fieldsOf(prefix);
}
