// The text a page shows for a form message (./messages.ts), apart from the encoding: the encoding is in the
// first-load code, this only in the forms' lazy chunks.
import type { TFunction } from '~/i18n/translator';
import { readMessage } from './messages';

/** Messages are keys of the `account` namespace's `errors` (or `namespace:key`); an unknown key shows the spec's
 * default "This field is not correct", never a raw key. `shared` values (`{{example}}`) yield to the message's own. */
export function errorText(t: TFunction, raw: string, shared: Record<string, string | number> = {}): string {
  const { key, values } = readMessage(raw);
  // `namespace:key` names another namespace's errors group (the checkout's own messages).
  const separator = key.indexOf(':');
  const full = separator > 0 ? `${key.slice(0, separator)}:errors.${key.slice(separator + 1)}` : `errors.${key}`;
  const translated = t(full, { ...shared, ...values });
  return translated === full ? t('errors.selectInvalid') : translated;
}
