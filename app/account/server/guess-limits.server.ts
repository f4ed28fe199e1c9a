// The limits on guessing an account's password, what only the account's actions add to the shop's one form
// answer (~/forms/answer.server, decision 099).
import type { ShopperScope } from '~/context';
import type { AttemptLimit } from '~/forms/answer.server';
import { ACCOUNT_GUESS_BUCKETS } from '~/lib/rate-limits';

/**
 * The limits on guessing the password of the account with this e-mail: from a browser that
 * holds a pass for the account, none while the pass covers the attempt (its own count, `devicePass`); from
 * anywhere else, and from a pass its guesses used up, the account's growing steps. Strangers' guesses thus slow
 * strangers, and a copied pass that fails stops being one: neither ever refuses the owner's current pass.
 */
export async function accountGuessLimits({ knownDevice, rateLimit }: Pick<ShopperScope, 'knownDevice' | 'rateLimit'>, email: string): Promise<AttemptLimit[]> {
  const pass = knownDevice.passFor(email);
  if (pass && !(await rateLimit('devicePass', pass))) return [];
  return ACCOUNT_GUESS_BUCKETS.map((bucket) => ({ bucket, subject: email.trim().toLowerCase(), message: 'accountLocked' }));
}
