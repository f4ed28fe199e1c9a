// What only the account's actions add to the shop's one form answer (~/forms/answer.server, decision 099): the
// limits on guessing an account's password and how a backend failure reads on an account page.
import { isBackendUnavailable } from '~/commerce/errors.server';
import type { ShopperScope } from '~/context';
import { backendFailed, type AttemptLimit, type Refused, type Refusal } from '~/forms/answer.server';
import { ACCOUNT_GUESS_BUCKETS } from '~/lib/rate-limits';

/** A refused account form: conform's reply, and which of the page's forms (intent) and address (target) it was. */
export type FormAnswer = Refused<{ intent?: string; target?: string }>;

/**
 * The limits on guessing the password of the account with this e-mail (decision 092): from a browser the
 * account signed in on before, that browser's own count; from anywhere else, the account's growing steps.
 * Strangers' guesses thus slow strangers, never the owner on their own device.
 */
export function accountGuessLimits({ knownDevice }: Pick<ShopperScope, 'knownDevice'>, email: string): AttemptLimit[] {
  if (knownDevice.knows(email)) return [{ bucket: 'knownDevice', subject: knownDevice.keyFor(email), message: 'tooManyAttempts' }];
  return ACCOUNT_GUESS_BUCKETS.map((bucket) => ({ bucket, subject: email.trim().toLowerCase(), message: 'accountLocked' }));
}

type Logger = { error(obj: object, msg?: string): void };

/**
 * The backend refused for another reason or is down: the spec's failure text (or "not available" when the
 * backend is gone), 503 with Retry-After; an unexpected refusal is logged.
 */
export function backendRefusal(logger: Logger, err: unknown, key: string): Refusal {
  const unavailable = isBackendUnavailable(err);
  if (!unavailable) logger.error({ err }, `account action failed: ${key}`);
  return backendFailed(unavailable ? 'serviceUnavailable' : key);
}
