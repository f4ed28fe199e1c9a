import type { TFunction } from '~/i18n/translator';

/**
 * The text of a form message: schema and action messages are keys of the `account` namespace's `errors`
 * group, optionally with values (`key|{"max":50}`, schemas.ts `message`). An unknown key shows the spec's
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
  const full = `errors.${key}`;
  const translated = t(full, values);
  return translated === full ? t('errors.selectInvalid') : translated;
}
