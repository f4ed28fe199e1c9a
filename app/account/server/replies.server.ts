// How every account action answers a refused form: conform's reply with status 4xx (the form re-rendered with
// the messages and the shopper's input kept), never the passwords, which are not sent back to the browser.
import type { Submission, SubmissionResult } from '@conform-to/react';
import { data } from '@remix-run/node';
import type { StorefrontContext } from '~/context';
import { ACCOUNT_GUESS_BUCKETS, retryAfterMinutes, type ActionRateLimitBucket } from '~/lib/rate-limits';
import { message } from '../schemas';

export const SECRET_FIELDS = ['password', 'confirmPassword', 'currentPassword', 'token'];

export type FormAnswer = { result: SubmissionResult<string[]>; intent?: string; target?: string };

export function refuse(
  submission: Submission<unknown>,
  status: number,
  errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  extra: { headers?: HeadersInit; intent?: string; target?: string } = {},
) {
  const result = submission.reply({ ...errors, hideFields: SECRET_FIELDS });
  return data<FormAnswer>({ result, intent: extra.intent, target: extra.target }, { status, headers: extra.headers });
}

type AttemptLimit = { bucket: ActionRateLimitBucket; subject?: string; message: 'tooManyAttempts' | 'accountLocked' };

/**
 * The limits on guessing the password of the account with this e-mail (decision 092): from a browser the
 * account signed in on before, that browser's own count; from anywhere else, the account's growing steps.
 * Strangers' guesses thus slow strangers, never the owner on their own device.
 */
export function accountGuessLimits(storefront: StorefrontContext, email: string): AttemptLimit[] {
  const { knownDevice } = storefront;
  if (knownDevice.knows(email)) return [{ bucket: 'knownDevice', subject: knownDevice.keyFor(email), message: 'tooManyAttempts' }];
  return ACCOUNT_GUESS_BUCKETS.map((bucket) => ({ bucket, subject: email.trim().toLowerCase(), message: 'accountLocked' }));
}

/**
 * Counts the attempt in each bucket (all of them, so every limit sees every attempt) and answers the first
 * refusal: 429 with the wait in minutes and Retry-After. null: go ahead.
 */
export async function limitAttempts(
  storefront: StorefrontContext,
  submission: Submission<unknown>,
  limits: AttemptLimit[],
  extra: { intent?: string; target?: string } = {},
) {
  const verdicts = await Promise.all(limits.map((limit) => storefront.rateLimit(limit.bucket, limit.subject)));
  const index = verdicts.findIndex(Boolean);
  if (index < 0) return null;
  // Of several refusals (the account's steps), the longest wait is the true one.
  const seconds = Math.max(...verdicts.map((verdict) => verdict?.retryAfterSeconds ?? 0));
  return refuse(
    submission,
    429,
    { formErrors: [message(limits[index].message, { minutes: retryAfterMinutes(seconds) })] },
    { ...extra, headers: { 'Retry-After': String(seconds) } },
  );
}
