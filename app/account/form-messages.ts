import type { TFunction } from '~/i18n/translator';

/**
 * The text of a form message: schema and action messages are keys of the `account` namespace's `errors`
 * group (or `namespace:key` for another namespace's `errors`), optionally with values (`key|{"max":50}`,
 * schemas.ts `message`). An unknown key shows the spec's
 * default "This field is not correct" rather than a raw key.
 */
export function errorText(t: TFunction, raw: string): string {
  const bar = raw.indexOf('|');
  const key = bar < 0 ? raw : raw.slice(0, bar);
  let values: Record<string, string | number> | undefined;
  if (bar >= 0) {
    try {
      values = JSON.parse(raw.slice(bar + 1)) as Record<string, string | number>;
    } catch {
      values = undefined;
    }
  }
  // `namespace:key` names another namespace's errors group (the checkout's own messages).
  const separator = key.indexOf(':');
  const full = separator > 0 ? `${key.slice(0, separator)}:errors.${key.slice(separator + 1)}` : `errors.${key}`;
  const translated = t(full, values);
  return translated === full ? t('errors.selectInvalid') : translated;
}
