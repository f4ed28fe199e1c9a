// The spec's device cookie (§3 "device fingerprint"): the accounts that signed in on this browser before, so
// their owner gets past the throttle that strangers' guesses put on the account (issue 23 item 13, decision
// 092). The value is a random browser id and, per account, a tag signed with the session secret over that id
// and the e-mail: it cannot be forged, moved to another account, or read for the e-mail it stands for.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES } from '~/markets';
import { readCookieHeader, serializeCookie } from '~/lib/cookies';

/** Accounts a browser remembers (a family sharing a laptop); the oldest goes first. */
const MAX_ACCOUNTS = 4;
const ID = /^[A-Za-z0-9_-]{22}$/;
const TAG = /^[A-Za-z0-9_-]{22}$/;

export interface KnownDevice {
  /** The account with this e-mail signed in on this browser before. */
  knows(email: string): boolean;
  /** A key for the limits of this browser and account (no e-mail in it). */
  keyFor(email: string): string;
  /** The Set-Cookie header that adds the account to this browser's cookie (after a sign-in). */
  remember(email: string): string;
}

function tagOf(secret: string, id: string, email: string): string {
  return createHmac('sha256', secret).update(`${id}\n${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
}

/** `secrets`: the session secrets (the first signs, all verify, as the session cookie does). */
export function knownDeviceOf(cookieHeader: string | null | undefined, secrets: readonly string[]): KnownDevice {
  const [id, ...tags] = (readCookieHeader(cookieHeader, COOKIES.deviceFingerprint.name) ?? '').split('.');
  const valid = ID.test(id ?? '');
  const deviceId = valid ? id! : randomBytes(16).toString('base64url');
  const known = valid ? tags.filter((tag) => TAG.test(tag)).slice(0, MAX_ACCOUNTS) : [];
  const equal = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return {
    knows: (email) => secrets.some((secret) => {
      const expected = tagOf(secret, deviceId, email);
      return known.some((tag) => equal(tag, expected));
    }),
    keyFor: (email) => `${deviceId}.${tagOf(secrets[0]!, deviceId, email)}`,
    remember(email) {
      const tag = tagOf(secrets[0]!, deviceId, email);
      const kept = [tag, ...known.filter((other) => other !== tag)].slice(0, MAX_ACCOUNTS);
      return serializeCookie(COOKIES.deviceFingerprint, [deviceId, ...kept].join('.'));
    },
  };
}
