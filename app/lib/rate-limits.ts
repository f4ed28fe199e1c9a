/**
 * Rate limits per client IP (issue 8). The edge applies `posts` and `quickSearch` to every request of that
 * kind; actions ask for the stricter buckets themselves (`context.storefront.rateLimit`), so they can
 * answer with their own form, the shopper's input kept. Numbers: a shopper clicking through the cart
 * sends a few POSTs a minute; someone guessing discount codes or passwords sends hundreds.
 */
export const RATE_LIMITS = {
  /** Every POST. */
  posts: { windowMs: 60_000, limit: 60 },
  /** The header's quick search (one request per pause in typing). */
  quickSearch: { windowMs: 60_000, limit: 120 },
  /** Discount-code attempts (code enumeration). */
  discountCode: { windowMs: 10 * 60_000, limit: 10 },
  /** Sign-in, registration and password-reset attempts (credential stuffing, mail bombing). */
  account: { windowMs: 15 * 60_000, limit: 10 },
  /**
   * Sign-in and password-change attempts on one account, from anywhere (a botnet guessing one password
   * from many addresses). Counted per e-mail, so a shopper who mistyped a few times is not hurt by others.
   */
  accountTarget: { windowMs: 60 * 60_000, limit: 10 },
  /** Password-reset mails to one address (mail bombing through many client addresses). */
  resetMail: { windowMs: 60 * 60_000, limit: 3 },
  /** Support requests (case-inbox flooding). */
  support: { windowMs: 60 * 60_000, limit: 10 },
  /** Newsletter sign-ups and notify-me requests per client (mail bombing through the opt-in mail). */
  newsletter: { windowMs: 60 * 60_000, limit: 20 },
  /** Opt-in mails to one address from anywhere; past it the answer is the same and no mail goes out. */
  newsletterMail: { windowMs: 60 * 60_000, limit: 3 },
  /** VAT ID checks of the checkout (each asks the federal service; blur and "Validate my VAT ID"). */
  vatCheck: { windowMs: 10 * 60_000, limit: 20 },
  /** "Order and Pay" attempts (card testing: trying stolen card numbers one order after another). */
  payment: { windowMs: 15 * 60_000, limit: 15 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;
/** The buckets an action checks for itself. */
export type ActionRateLimitBucket = Exclude<RateLimitBucket, 'posts' | 'quickSearch'>;

/** null: go ahead; else how long the client must wait. */
export type RateLimitVerdict = { retryAfterSeconds: number } | null;

/** The wait a 429 form states, in whole minutes (at least one). */
export function retryAfterMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
