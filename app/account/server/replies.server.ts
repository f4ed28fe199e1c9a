// What only the account's actions add to the shop's one form answer (~/forms/answer.server, decision 099): the
// limits on guessing an account's password and how a backend failure reads on an account page.
import { isBackendUnavailable } from '~/commerce/errors.server';
import type { ShopperScope } from '~/context';
import { backendFailed, type AttemptLimit, type Refused, type Refusal } from '~/forms/answer.server';
import { ACCOUNT_GUESS_BUCKETS } from '~/lib/rate-limits';

/** A refused account form: conform's reply, and which of the page's forms (intent) and address (target) it was. */
export type FormAnswer = Refused<{ intent?: string; target?: string }>;

/**
 * The limits on guessing the password of the account with this e-mail (decisions 092, 137): from a browser that
 * holds a pass for the account, none while the pass covers the attempt (its own count, `devicePass`); from
 * anywhere else, and from a pass its guesses used up, the account's growing steps. Strangers' guesses thus slow
 * strangers, and a copied pass that fails stops being one: neither ever refuses the owner's current pass.
 */
export async function accountGuessLimits({ knownDevice, rateLimit }: Pick<ShopperScope, 'knownDevice' | 'rateLimit'>, email: string): Promise<AttemptLimit[]> {
  const pass = knownDevice.passFor(email);
  if (pass && !(await rateLimit('devicePass', pass))) return [];
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
