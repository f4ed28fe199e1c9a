import { COOKIES } from '~/markets/cookies';

// The consent banner is a plain form, so no script is needed. A yes adds the device cookie of spec §3
// (`analytics_id`) that identifies the browser to the tracking service; no answer or "no" sends no event at all.

export const TRACKING_CONSENT_COOKIE = 'tracking_consent';
export const COOKIE_SETTINGS_PATH = '/cookie-settings';
export const DEVICE_COOKIE = COOKIES.analytics;

export type TrackingConsent = 'granted' | 'denied' | 'unknown';

export function parseTrackingConsent(value: string | undefined): TrackingConsent {
  return value === 'granted' || value === 'denied' ? value : 'unknown';
}

/** A device id this shop made: a UUID, nothing a visitor could smuggle into the log. */
export function isDeviceId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
}
