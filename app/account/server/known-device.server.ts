// The spec's device cookie (§3 "device fingerprint"): accounts that signed in on this browser get past the throttle
// strangers' guesses put on them (decision 137). Each pass is signed, so it cannot be forged, moved or read for its
// e-mail; every sign-in issues a new one, so a copy taken earlier uses up only its own attempts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES } from '~/markets';
import { readCookieHeader, serializeCookie } from '~/lib/cookies';

/** Accounts a browser remembers (a family sharing a laptop); the oldest goes first. */
const MAX_ACCOUNTS = 4;
const ID = /^[A-Za-z0-9_-]{22}$/;
/** A pass: a random serial and a signed tag. */
const PASS = /^([A-Za-z0-9_-]{11})([A-Za-z0-9_-]{22})$/;

export interface KnownDevice {
  /** The key of this browser's pass for the account with this e-mail (for counting its attempts); null without one. */
  passFor(email: string): string | null;
  /** The Set-Cookie header that gives this browser a new pass for the account (after a sign-in). */
  remember(email: string): string;
}

function tagOf(secret: string, id: string, serial: string, email: string): string {
  return createHmac('sha256', secret).update(`${id}\n${serial}\n${email.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
}

/** `secrets`: the session secrets (the first signs, all verify, as the session cookie does). */
export function knownDeviceOf(cookieHeader: string | null | undefined, secrets: readonly string[]): KnownDevice {
  const [id, ...entries] = (readCookieHeader(cookieHeader, COOKIES.deviceFingerprint.name) ?? '').split('.');
  const valid = ID.test(id ?? '');
  const deviceId = valid ? id! : randomBytes(16).toString('base64url');
  const passes = valid ? entries.filter((entry) => PASS.test(entry)).slice(0, MAX_ACCOUNTS) : [];
  const equal = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));
  /** The pass of this account, if the cookie holds one (any secret may have signed it). */
  const passOf = (email: string) =>
    passes.find((entry) => {
      const [, serial, tag] = PASS.exec(entry)!;
      return secrets.some((secret) => equal(tag!, tagOf(secret, deviceId, serial!, email)));
    });
  return {
    passFor(email) {
      const pass = passOf(email);
      return pass ? `${deviceId}.${pass.slice(0, 11)}` : null;
    },
    remember(email) {
      const serial = randomBytes(8).toString('base64url');
      const old = passOf(email);
      const kept = [`${serial}${tagOf(secrets[0]!, deviceId, serial, email)}`, ...passes.filter((entry) => entry !== old)].slice(0, MAX_ACCOUNTS);
      return serializeCookie(COOKIES.deviceFingerprint, [deviceId, ...kept].join('.'));
    },
  };
}
