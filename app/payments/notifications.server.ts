// Provider notifications (webhooks), checked exactly as Adyen signs them with the library's HmacValidator. Only the
// validator's module is imported: the whole library is heavy on the heap (decision 070).
import hmacValidatorModule from '@adyen/api-library/lib/src/utils/hmacValidator.js';
import { notificationSchema, type NotificationRequestItem } from './checkout-api';

// CommonJS with `exports.default`: Node's loader hands over the exports object, a bundler the class.
const HmacValidator = ((hmacValidatorModule as unknown as { default?: typeof hmacValidatorModule }).default ?? hmacValidatorModule);
const validator = new HmacValidator();

export type NotificationVerdict =
  | { ok: true; items: NotificationRequestItem[] }
  | { ok: false; reason: 'malformed' | 'unsigned' | 'bad-signature' | 'wrong-environment' | 'wrong-merchant' };

export interface NotificationCheck {
  /** The HMAC key of the webhook (hex), the same the provider signs with. */
  hmacKey: string;
  /** Live notifications to a test shop, or test ones to a live shop, are refused. */
  live: boolean;
  /** When set, items for another merchant account are refused. */
  merchantAccount?: string;
}

/** All or nothing: one bad item refuses the whole message, so a forged item cannot ride along with a genuine one. */
export function verifyNotification(body: unknown, check: NotificationCheck): NotificationVerdict {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if ((parsed.data.live === 'true') !== check.live) return { ok: false, reason: 'wrong-environment' };
  const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem);
  for (const item of items) {
    if (!item.additionalData?.hmacSignature) return { ok: false, reason: 'unsigned' };
    if (!isValidSignature(item, check.hmacKey)) return { ok: false, reason: 'bad-signature' };
    if (check.merchantAccount && item.merchantAccountCode !== check.merchantAccount) return { ok: false, reason: 'wrong-merchant' };
  }
  return { ok: true, items };
}

function isValidSignature(item: NotificationRequestItem, hmacKey: string): boolean {
  try {
    return validator.validateHMAC(item as Parameters<typeof validator.validateHMAC>[0], hmacKey);
  } catch {
    return false;
  }
}

/** Signs an item the way the provider does (the simulator's notifications). */
export function signNotificationItem(item: NotificationRequestItem, hmacKey: string): NotificationRequestItem {
  const { hmacSignature: _old, ...additionalData } = item.additionalData ?? {};
  const unsigned = { ...item, additionalData };
  const signature = validator.calculateHmac(unsigned as Parameters<typeof validator.calculateHmac>[0], hmacKey);
  return { ...unsigned, additionalData: { ...additionalData, hmacSignature: signature } };
}

/** The provider resends until accepted (and an attacker may replay), so processing is keyed by what the event is
 *  about; a refund has its own pspReference and names the payment in originalReference. */
export function notificationKey(item: NotificationRequestItem): string {
  return [item.eventCode, item.pspReference, item.originalReference ?? '', item.success].join(':');
}

/** Hex, as the Customer Area shows the key. */
export function isHmacKey(value: string): boolean {
  return /^(?:[0-9a-fA-F]{2}){16,64}$/.test(value);
}
