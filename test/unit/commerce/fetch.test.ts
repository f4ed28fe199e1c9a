import { describe, expect, it } from 'vitest';
import { createResilientFetch } from '~/commerce/fetch.server';

type Step = number | { error: string } | 'hang';

/** A fake fetch answering with the given statuses/errors in order; records methods. */
function scripted(steps: Step[]) {
  const calls: string[] = [];
  const impl: typeof fetch = (_input, init) => {
    calls.push(init?.method ?? 'GET');
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if (typeof step === 'object') {
      return Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ${step.error}`), { code: step.error }) }));
    }
    return Promise.resolve(new Response(`status ${step}`, { status: step }));
  };
  return { impl, calls };
}

const make = (impl: typeof fetch, extra: { timeoutMs?: number; maxRetries?: number } = {}) =>
  createResilientFetch({ timeoutMs: 2000, maxRetries: 2, retryDelayMs: 1, fetchImpl: impl, ...extra });

describe('createResilientFetch', () => {
  it('retries 503 for any method until it succeeds', async () => {
    const { impl, calls } = scripted([503, 503, 200]);
    const response = await make(impl)('http://x/y', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(calls).toEqual(['POST', 'POST', 'POST']);
  });

  it('retries 502/504 for reads only, since a replayed write could apply twice', async () => {
    const read = scripted([502, 504, 200]);
    expect((await make(read.impl)('http://x')).status).toBe(200);
    expect(read.calls).toHaveLength(3);
    const write = scripted([502, 200]);
    expect((await make(write.impl)('http://x', { method: 'POST' })).status).toBe(502);
    expect(write.calls).toHaveLength(1);
  });

  it('never retries 4xx or 500', async () => {
    for (const status of [400, 401, 404, 409, 500]) {
      const { impl, calls } = scripted([status, 200]);
      expect((await make(impl)('http://x')).status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('returns the last answer once the retry budget is spent', async () => {
    const { impl, calls } = scripted([503]);
    const response = await make(impl, { maxRetries: 3 })('http://x');
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(4);
  });

  it('retries refused connections for every method, broken ones for reads only', async () => {
    const refused = scripted([{ error: 'ECONNREFUSED' }, 200]);
    expect((await make(refused.impl)('http://x', { method: 'POST' })).status).toBe(200);
    const resetWrite = scripted([{ error: 'ECONNRESET' }, 200]);
    await expect(make(resetWrite.impl)('http://x', { method: 'POST' })).rejects.toThrow('fetch failed: connect ECONNRESET');
    expect(resetWrite.calls).toHaveLength(1);
    const resetRead = scripted([{ error: 'ECONNRESET' }, 200]);
    expect((await make(resetRead.impl)('http://x')).status).toBe(200);
  });

  it('gives up at the deadline instead of hanging, without retrying a timeout, as a 503', async () => {
    const { impl, calls } = scripted(['hang']);
    const started = Date.now();
    const response = await make(impl, { timeoutMs: 100 })('http://x');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: 'request timed out after 100 ms', errors: [{ code: 'ServiceUnavailable' }] });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toHaveLength(1);
  });

  it('answers 503 for a connection still refused after the retries', async () => {
    const { impl, calls } = scripted([{ error: 'ECONNREFUSED' }]);
    const response = await make(impl)('http://x');
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe('fetch failed: connect ECONNREFUSED');
    expect(calls).toHaveLength(3);
  });

  it('does not start a retry that could not finish before the deadline', async () => {
    const { impl, calls } = scripted([503]);
    const slowRetries = createResilientFetch({ timeoutMs: 50, maxRetries: 5, retryDelayMs: 100, fetchImpl: impl });
    expect((await slowRetries('http://x')).status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('passes a caller abort through unchanged', async () => {
    const { impl } = scripted(['hang']);
    const controller = new AbortController();
    const pending = make(impl)('http://x', { signal: controller.signal });
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
  });
});
