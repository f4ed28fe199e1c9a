// The tracking consent's answer (decision 052): "yes" gets the browser a device id (spec §3 cookie "analytics") and
// is itself the device's first event, "no" removes the id. Nothing is sent for a browser that said no or nothing.
import { randomUUID } from 'node:crypto';
import type { ActionFunctionArgs } from '@remix-run/node';
import { DURATION_SECONDS } from '~/markets';
import { expireCookie, readCookie, serializeCookie } from '~/lib/cookies';
import { redirectAfterPost } from '~/forms/answer.server';
import { safeRedirectPath } from '~/routing/safe-redirect';
import { COOKIE_SETTINGS_PATH, DEVICE_COOKIE, isDeviceId, TRACKING_CONSENT_COOKIE } from './consent';
import { track } from './track.server';

const consentCookie = { name: TRACKING_CONSENT_COOKIE, maxAge: DURATION_SECONDS.year, path: '/', sameSite: 'lax', httpOnly: true } as const;

export async function trackingConsentAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const choice = form.get('choice');
  const back = safeRedirectPath(form.get('returnTo')) ?? `${COOKIE_SETTINGS_PATH}?saved=1`;
  if (choice !== 'granted' && choice !== 'denied') return redirectAfterPost(back);
  const headers = new Headers();
  headers.append('Set-Cookie', serializeCookie(consentCookie, choice));
  if (choice === 'granted') {
    const existing = readCookie(request, DEVICE_COOKIE.name);
    const deviceId = isDeviceId(existing) ? existing : randomUUID();
    headers.append('Set-Cookie', serializeCookie(DEVICE_COOKIE, deviceId));
    context.storefront.shopper.tracking?.grant(deviceId);
    track(context, { type: 'consent', consents: ['analytics'], source: 'cookie-banner' });
  } else {
    headers.append('Set-Cookie', expireCookie(DEVICE_COOKIE));
  }
  headers.set('Cache-Control', 'no-store');
  return redirectAfterPost(back, headers);
}
