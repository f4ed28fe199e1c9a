// Rate limits (decision 092), keyed on what is attacked; per-address ceilings stay generous because many shoppers
// share one public address. Guessing is slowed, never answered by locking an account against its owner. Actions ask
// for their buckets themselves so they can answer with their own form.
export const RATE_LIMITS = {
  /** Every POST, per address (a flood, not a shopper). */
  posts: { windowMs: 60_000, limit: 240 },
  /** The header's quick search, per address. */
  quickSearch: { windowMs: 60_000, limit: 120 },
  /** Discount-code attempts on one cart (code enumeration). */
  discountCode: { windowMs: 10 * 60_000, limit: 10 },
  /** Discount-code attempts per address, whatever the cart (a guesser starting cart after cart). */
  discountCodeAddress: { windowMs: 10 * 60_000, limit: 90 },
  /** Carts created per address (each add-to-cart without a cart stores one). */
  newCart: { windowMs: 10 * 60_000, limit: 60 },
  /** Sign-in attempts per address, whatever the accounts (credential stuffing). */
  signIn: { windowMs: 10 * 60_000, limit: 100 },
  /** One account from anywhere (a botnet guessing one password), in growing steps; the owner's own device is counted
   * apart, in `devicePass`, so strangers never stop the owner. */
  accountGuess1: { windowMs: 60_000, limit: 5 },
  accountGuess2: { windowMs: 10 * 60_000, limit: 10 },
  accountGuess3: { windowMs: 30 * 60_000, limit: 20 },
  /** A new pass per sign-in, so these are guesses since the last good one; past them the browser is counted like a
   * stranger's. */
  devicePass: { windowMs: 24 * 60 * 60_000, limit: 10 },
  /** Registrations per address (account spam); a taken e-mail is answered like a new one. */
  signUp: { windowMs: 10 * 60_000, limit: 60 },
  /** E-mail confirmation links redeemed per address (tokens are unguessable: floods only). */
  emailConfirm: { windowMs: 10 * 60_000, limit: 100 },
  /** Sign-up and confirmation mails to one address; past it the answer is the same and no mail goes out. */
  accountMail: { windowMs: 60 * 60_000, limit: 3 },
  /** Password-reset requests and new passwords set with a link, per address (tokens are unguessable). */
  passwordReset: { windowMs: 10 * 60_000, limit: 100 },
  /** Password-reset mails to one address (mail bombing through many client addresses). */
  resetMail: { windowMs: 60 * 60_000, limit: 3 },
  /** Support requests per address (case-inbox flooding). */
  support: { windowMs: 60 * 60_000, limit: 10 },
  /** Newsletter sign-ups and notify-me requests per address (mail bombing through the opt-in mail). */
  newsletter: { windowMs: 60 * 60_000, limit: 20 },
  /** Opt-in mails to one address from anywhere; past it the answer is the same and no mail goes out. */
  newsletterMail: { windowMs: 60 * 60_000, limit: 3 },
  /** VAT ID checks on one cart (each asks the federal service; a check the cart already holds is not repeated). */
  vatCheck: { windowMs: 10 * 60_000, limit: 10 },
  /** VAT ID checks per address, whatever the carts (an enumerator starting cart after cart). */
  vatCheckAddress: { windowMs: 10 * 60_000, limit: 100 },
  /** "Order and Pay" attempts per address (card testing: trying stolen card numbers one order after another). */
  payment: { windowMs: 15 * 60_000, limit: 15 },
} as const;

/** The growing steps of guessing one account's password (see `accountGuess1`). */
export const ACCOUNT_GUESS_BUCKETS = ['accountGuess1', 'accountGuess2', 'accountGuess3'] as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
/** The buckets an action checks for itself. */
export type ActionRateLimitBucket = Exclude<RateLimitBucket, 'posts' | 'quickSearch'>;

/** null: go ahead; else how long the client must wait. */
export type RateLimitVerdict = { retryAfterSeconds: number } | null;

/** The wait a 429 form states, in whole minutes (at least one). */
export function retryAfterMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
