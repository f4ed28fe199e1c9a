// One encoding for every message a form answer carries (decision 099): a translation key, then its values as JSON
// after a bar (`maxQuantity|{"max":8}`). A string, because that is what zod issues and conform's replies carry.
// Dependency-free, as browser code imports it from first-load chunks.

export type MessageValues = Record<string, string | number>;

/** The message `key` with its values, as a form answer carries it. */
export function message(key: string, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? `${key}|${JSON.stringify(values)}` : key;
}

/** The key and values of an encoded message; values that do not parse are dropped (the key still shows). */
export function readMessage(raw: string): { key: string; values?: MessageValues } {
  const bar = raw.indexOf('|');
  if (bar < 0) return { key: raw };
  const key = raw.slice(0, bar);
  try {
    const values: unknown = JSON.parse(raw.slice(bar + 1));
    return values && typeof values === 'object' && !Array.isArray(values) ? { key, values: values as MessageValues } : { key };
  } catch {
    return { key };
  }
}

/** The text of an encoded message whose key sits in `group` of the page's namespace (`errors.` for a refusal). */
export function translateMessage(t: (key: string, values?: MessageValues) => string, raw: string, group = ''): string {
  const { key, values } = readMessage(raw);
  return t(`${group}${key}`, values);
}
