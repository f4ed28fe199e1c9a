import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accept, backendFailed, backendRefusal, checkLimits, fieldError, formError, invalidInput, redirectAfterPost, redirectDocumentAfterPost, refuse, sentByScript,
  type Refused,
} from '~/forms/answer.server';
import { message, readMessage, translateMessage } from '~/forms/messages';

// Issue 24 item 4: one way every form post answers (decision 099).
const schema = z.object({ email: z.string({ required_error: 'required' }).email('emailInvalid'), password: z.string().optional() });

function submissionOf(values: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.append(name, value);
  return parseWithZod(formData, { schema });
}

/** What Remix sends for a `data()` answer: its body, status and headers. */
function answered<T>(answer: unknown) {
  const { data, init } = answer as { data: T; init: ResponseInit | null };
  return { body: data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

describe('refuse', () => {
  it('answers invalid input 400 with the schema messages and the input kept, passwords never sent back', () => {
    const answer = answered<Refused>(refuse(submissionOf({ email: 'nope', password: 'secret123' }), invalidInput));
    expect(answer.status).toBe(400);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.result.error).toEqual({ email: ['emailInvalid'] });
    expect(answer.body.result.initialValue).toEqual({ email: 'nope' });
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.has('Retry-After')).toBe(false);
  });

  it('puts a form message and a field message into the reply with the flow’s status', () => {
    const conflict = answered<Refused>(refuse(submissionOf({ email: 'a@example.com' }), formError(409, 'checkout:cartChanged')));
    expect([conflict.status, conflict.body.result.error]).toEqual([409, { '': ['checkout:cartChanged'] }]);
    const taken = answered<Refused>(refuse(submissionOf({ email: 'a@example.com' }), fieldError(422, 'email', 'emailTaken')));
    expect([taken.status, taken.body.result.error]).toEqual([422, { email: ['emailTaken'] }]);
  });

  it('adds what the page needs beside the reply and hides extra fields', () => {
    const answer = answered<Refused<{ intent: string }>>(
      refuse(submissionOf({ email: 'x'.repeat(300) }), invalidInput, { intent: 'save' }, { hideFields: ['email'] }),
    );
    expect(answer.body.intent).toBe('save');
    expect(answer.body.result.initialValue).toEqual({});
  });

  it('adds no message of its own when the refusal names none, and keeps the flow’s own headers', () => {
    const answer = answered<Refused>(refuse(submissionOf({ email: 'a@example.com' }), { status: 409 }, undefined, { headers: { 'Set-Cookie': 'a=1' } }));
    expect([answer.status, answer.body.result.error, answer.body.result.status]).toEqual([409, undefined, 'success']);
    expect([answer.headers.get('Set-Cookie'), answer.headers.get('Cache-Control')]).toEqual(['a=1', 'no-store']);
  });

  it('answers a backend failure 503 with Retry-After', () => {
    const answer = answered<Refused>(refuse(submissionOf({ email: 'a@example.com' }), backendFailed('requestFailed')));
    expect([answer.status, answer.headers.get('Retry-After'), answer.body.result.error]).toEqual([503, '5', { '': ['requestFailed'] }]);
  });

  it('says "not available" when the backend is down, the flow\'s own text (logged) when it refused otherwise', () => {
    const logged: unknown[] = [];
    const logger = { error: (details: object) => void logged.push(details) };
    expect(backendRefusal(logger, { statusCode: 503 }, 'profileNotSaved')).toEqual(backendFailed('serviceUnavailable'));
    expect(logged).toEqual([]);
    const refused = new Error('conflict');
    expect(backendRefusal(logger, refused, 'profileNotSaved')).toEqual(backendFailed('profileNotSaved'));
    expect(logged).toEqual([{ err: refused }]);
  });
});

describe('checkLimits', () => {
  const verdicts = (waits: (number | null)[]) => ({
    rateLimit: async (bucket: string) => {
      const wait = waits[Number(bucket.slice(-1)) - 1];
      return wait === null ? null : { retryAfterSeconds: wait };
    },
  });

  it('goes ahead when no limit refuses, and counts every bucket', async () => {
    const counted: string[] = [];
    const shopper = { rateLimit: async (bucket: string) => (counted.push(bucket), null) };
    const limits = [{ bucket: 'accountGuess1', message: 'a' }, { bucket: 'accountGuess2', message: 'b' }] as const;
    expect(await checkLimits(shopper, [...limits])).toBeNull();
    expect(counted).toEqual(['accountGuess1', 'accountGuess2']);
  });

  it('answers 429 with the first refusal’s message and the longest wait, in minutes and in Retry-After', async () => {
    const refusal = await checkLimits(verdicts([null, 90, 700]), [
      { bucket: 'accountGuess1', message: 'tooManyAttempts' },
      { bucket: 'accountGuess2', message: 'accountLocked' },
      { bucket: 'accountGuess3', message: 'tooManyAttempts' },
    ]);
    expect(refusal).toEqual({ status: 429, formErrors: [message('accountLocked', { minutes: 12 })], retryAfterSeconds: 700 });
    const answer = answered<Refused>(refuse(submissionOf({ email: 'a@example.com' }), refusal!));
    expect([answer.status, answer.headers.get('Retry-After')]).toEqual([429, '700']);
  });
});

describe('accepting a post', () => {
  it('redirects a document post with 303', async () => {
    const answer = await accept(false, '/cart?notice=added', () => ({ itemCount: 1 }));
    expect(answer).toBeInstanceOf(Response);
    expect([(answer as Response).status, (answer as Response).headers.get('Location')]).toEqual([303, '/cart?notice=added']);
    const withCookie = redirectAfterPost('/checkout/addresses', { 'Set-Cookie': 'a=1' });
    expect([withCookie.status, withCookie.headers.get('Set-Cookie')]).toEqual([303, 'a=1']);
  });

  it('sends a post that leaves the app (the payment page, a provider) to a new document, with JavaScript too', () => {
    const answer = redirectDocumentAfterPost('/checkout/payment', { 'Set-Cookie': 'a=1' });
    expect([answer.status, answer.headers.get('Location'), answer.headers.get('X-Remix-Reload-Document'), answer.headers.get('Set-Cookie')])
      .toEqual([303, '/checkout/payment', 'true', 'a=1']);
  });

  it('answers a fetcher with data, never stored', async () => {
    const answer = answered<{ ok: true; itemCount: number }>(await accept(true, '/cart', async () => ({ itemCount: 2 })));
    expect([answer.status, answer.body, answer.headers.get('Cache-Control')]).toEqual([200, { ok: true, itemCount: 2 }, 'no-store']);
  });

  it('tells a fetcher’s post from a document’s by the script’s js field', () => {
    const byScript = new FormData();
    byScript.set('js', '1');
    const other = new FormData();
    other.set('js', '0');
    expect([sentByScript(byScript), sentByScript(new FormData()), sentByScript(other)]).toEqual([true, false, false]);
  });
});

describe('the one message encoding', () => {
  it('writes values after a bar and reads them back; a key alone has none', () => {
    expect(message('tooLong', { max: 50 })).toBe('tooLong|{"max":50}');
    expect(message('required', {})).toBe('required');
    expect(readMessage('tooLong|{"max":50}')).toEqual({ key: 'tooLong', values: { max: 50 } });
    expect(readMessage('required')).toEqual({ key: 'required' });
    expect(readMessage('broken|{')).toEqual({ key: 'broken' });
  });

  it('translates under a group with its values', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}:${JSON.stringify(values ?? {})}`;
    expect(translateMessage(t, 'maxQuantity|{"max":8}', 'errors.')).toBe('errors.maxQuantity:{"max":8}');
  });
});
