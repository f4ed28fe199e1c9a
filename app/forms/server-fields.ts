import { unstable_createFormContext as createFormContext, type Constraint, type SubmissionResult } from '@conform-to/dom';

const CONSTRAINT_KEYS = ['required', 'minLength', 'maxLength', 'min', 'max', 'pattern', 'step', 'multiple', 'accept'] as const;

/** conform's field metadata is proxies that only a browser's re-renders need, and costly on the server. These read
 * conform's own first state once per field and name fields as conform does, so the browser hydrates them unchanged. */
export function serverFields(
  formId: string,
  constraint: Record<string, Constraint>,
  options: { defaultValue?: Record<string, unknown>; lastResult?: SubmissionResult<string[]> | null },
  prefix = '',
): Record<string, unknown> {
  const state = createFormContext({ formId, constraint, defaultValue: options.defaultValue as never, lastResult: options.lastResult }).getState();
  const field = (name: string) => {
    const id = `${formId}-${name}`;
    const initialValue = state.initialValue[name];
    const rules = state.constraint[name];
    return {
      id, name, formId, errorId: `${id}-error`, descriptionId: `${id}-description`,
      initialValue, value: state.value[name],
      defaultValue: typeof initialValue === 'string' ? initialValue : Array.isArray(initialValue) ? (initialValue[0] as unknown) : undefined,
      defaultChecked: initialValue === 'on' ? true : undefined,
      errors: state.error[name],
      valid: state.valid[name],
      ...Object.fromEntries(CONSTRAINT_KEYS.map((key) => [key, rules?.[key]])),
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
