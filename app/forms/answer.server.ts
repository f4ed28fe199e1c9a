// One way every form post answers (decision 099): a refused post gets conform's reply (messages and input, never a
// secret) with its status; an accepted one redirects a document (303) and answers a fetcher (`js=1`) with data.
import type { Submission } from '@conform-to/react';
import { data, redirect, redirectDocument } from '@remix-run/node';
import { isBackendUnavailable } from '~/commerce/errors.server';
import type { ShopperScope } from '~/context';
import { retryAfterMinutes, type ActionRateLimitBucket } from '~/lib/rate-limits';
import type { Accepted, Refused } from './answer';
import { message } from './messages';

export type { Accepted, Refused };

export type RefusalStatus = 400 | 401 | 409 | 422 | 429 | 503;

/** Why a post was refused: its status, the messages (encoded, ./messages.ts) and how long to wait. */
export type Refusal = {
  status: RefusalStatus;
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
};

/** Fields never sent back into a page. */
export const SECRET_FIELDS = ['password', 'confirmPassword', 'currentPassword', 'token'];

/** How long a shopper is asked to wait after a backend failure before trying again. */
export const BACKEND_RETRY_AFTER_SECONDS = 5;

/** A form answer is the shopper's own: never stored by a cache. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** The input broke the form's rules: the schema's own messages. */
export const invalidInput: Refusal = { status: 400 };

/** A message for the whole form. */
export function formError(status: RefusalStatus, key: string): Refusal {
  return { status, formErrors: [key] };
}

/** A message for one field. */
export function fieldError(status: RefusalStatus, field: string, key: string): Refusal {
  return { status, fieldErrors: { [field]: [key] } };
}

/** A limit refused the post: 429, the wait in minutes in the message (`{{minutes}}`) and in Retry-After. */
export function rateLimited(retryAfterSeconds: number, key: string): Refusal {
  return { status: 429, formErrors: [message(key, { minutes: retryAfterMinutes(retryAfterSeconds) })], retryAfterSeconds };
}

/** The backend failed: 503, try again in a few seconds. */
export function backendFailed(key: string): Refusal {
  return { status: 503, formErrors: [key], retryAfterSeconds: BACKEND_RETRY_AFTER_SECONDS };
}

/** The flow's failure text (or "not available" when the backend is gone), 503 with Retry-After; an unexpected
 * refusal is logged. */
export function backendRefusal(logger: { error(obj: object, msg?: string): void }, err: unknown, key: string): Refusal {
  const unavailable = isBackendUnavailable(err);
  if (!unavailable) logger.error({ err }, `form action failed: ${key}`);
  return backendFailed(unavailable ? 'serviceUnavailable' : key);
}

/** A refusal's headers: never stored, Retry-After when the shopper must wait, and the flow's own (a cookie). */
function refusalHeaders(retryAfterSeconds: number | undefined, own: HeadersInit | undefined): Headers {
  const headers = new Headers(own);
  headers.set('Cache-Control', NO_STORE['Cache-Control']);
  if (retryAfterSeconds) headers.set('Retry-After', String(retryAfterSeconds));
  return headers;
}

/** `extra` is what the page needs beside conform's reply, `hideFields` more fields not to send back, `headers` the
 * flow's own. */
export function refuse<Extra extends object = object>(
  submission: Submission<unknown>,
  refusal: Refusal,
  extra?: Extra,
  options: { hideFields?: string[]; headers?: HeadersInit } = {},
) {
  const { formErrors, fieldErrors } = refusal;
  const result = submission.reply({ formErrors, fieldErrors, hideFields: [...SECRET_FIELDS, ...(options.hideFields ?? [])] });
  return data({ ok: false as const, result, ...extra } as Refused<Extra>, { status: refusal.status, headers: refusalHeaders(refusal.retryAfterSeconds, options.headers) });
}

/** Whether the page's script sent the post (a fetcher, which reads data) rather than the browser (a document). */
export function sentByScript(formData: FormData): boolean {
  return formData.get('js') === '1';
}

/** An accepted document post: 303 to the page that shows the outcome (a reload never resends it). */
export function redirectAfterPost(location: string, headers?: HeadersInit) {
  return redirect(location, { status: 303, headers });
}

/** For a post that leaves the app's own navigation: a 303 the browser loads as a new document with JavaScript too
 * (a page with its own CSP, a payment provider's page). */
export function redirectDocumentAfterPost(location: string, headers?: HeadersInit) {
  return redirectDocument(location, { status: 303, headers });
}

/** An accepted fetcher post: the data the page's script acts on. */
export function acceptedData<Body extends object>(body: Body) {
  return data({ ok: true as const, ...body } as Accepted<Body>, { headers: NO_STORE });
}

/** An accepted post: data for a fetcher, else a 303 to `location`. */
export async function accept<Body extends object>(byScript: boolean, location: string, forScript: () => Body | Promise<Body>) {
  return byScript ? acceptedData(await forScript()) : redirectAfterPost(location);
}

/** One limit a post counts against: the bucket, whose attempts (default: the client address), the message. */
export type AttemptLimit = { bucket: ActionRateLimitBucket; subject?: string; message: string };

/** Every bucket counts the attempt, so each limit sees every attempt; of several refusals the longest wait is the
 * true one. null: go ahead. */
export async function checkLimits(shopper: Pick<ShopperScope, 'rateLimit'>, limits: AttemptLimit[]): Promise<Refusal | null> {
  const verdicts = await Promise.all(limits.map((limit) => shopper.rateLimit(limit.bucket, limit.subject)));
  const index = verdicts.findIndex(Boolean);
  if (index < 0) return null;
  const seconds = Math.max(...verdicts.map((verdict) => verdict?.retryAfterSeconds ?? 0));
  return rateLimited(seconds, limits[index].message);
}
