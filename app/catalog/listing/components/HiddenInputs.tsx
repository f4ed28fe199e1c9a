import type { HiddenFields } from '../types';

/** The rest of the listing state, so a GET form changes one thing and keeps the others. */
export function HiddenInputs({ fields }: { fields: HiddenFields }) {
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
