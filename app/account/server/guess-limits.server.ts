// The limits on guessing an account's password, what only the account's actions add to the shop's one form
// answer (~/forms/answer.server, decision 099).
import type { ShopperScope } from '~/context';
import type { AttemptLimit } from '~/forms/answer.server';
import { ACCOUNT_GUESS_BUCKETS } from '~/lib/rate-limits';

/** A browser holding the account's pass has only the pass's own count; anywhere else, and a pass whose guesses are used
 *  up, meets the account's growing steps. So strangers' guesses slow strangers and never the owner's current pass. */
export async function accountGuessLimits({ knownDevice, rateLimit }: Pick<ShopperScope, 'knownDevice' | 'rateLimit'>, email: string): Promise<AttemptLimit[]> {
  const pass = knownDevice.passFor(email);
  if (pass && !(await rateLimit('devicePass', pass))) return [];
  return ACCOUNT_GUESS_BUCKETS.map((bucket) => ({ bucket, subject: email.trim().toLowerCase(), message: 'accountLocked' }));
}
