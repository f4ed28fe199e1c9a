import { describe, expect, it } from 'vitest';
import { createConcurrencyLimiter } from '~/commerce/concurrency-limit.server';
import { createResilientFetch } from '~/commerce/fetch.server';
import { runInRequestScope, type RequestScope } from '~/commerce/request-scope.server';

/** A fetch that answers only when told to, and records what was sent and what was aborted. */
function gated() {
  const sent: string[] = [];
  const aborted: string[] = [];
  const pending: Array<() => void> = [];
  const impl: typeof fetch = (input, init) => {
    sent.push(String(input));
    return new Promise((resolve, reject) => {
      pending.push(() => resolve(new Response('{}', { status: 200 })));
      init?.signal?.addEventListener('abort', () => {
        aborted.push(String(input));
        reject(init.signal?.reason);
      });
    });
  };
  const answerAll = () => pending.splice(0).forEach((answer) => answer());
  return { impl, sent, aborted, answerAll };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function limited(impl: typeof fetch, extra: { maxQueued?: number; timeoutMs?: number; followRequestScope?: boolean } = {}) {
  const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: extra.maxQueued ?? 5 });
  const fetcher = createResilientFetch({ timeoutMs: extra.timeoutMs ?? 2000, maxRetries: 0, fetchImpl: impl, limiter, followRequestScope: extra.followRequestScope });
  return { limiter, fetcher };
}

function scope(): RequestScope & { controller: AbortController } {
  const controller = new AbortController();
  return { controller, signal: controller.signal };
}

describe('createResilientFetch with a limiter and request scopes', () => {
  it('sheds a call that finds the queue full as a 503 and marks the request unavailable', async () => {
    const backend = gated();
    const { fetcher } = limited(backend.impl, { maxQueued: 1 });
    const inFlight = fetcher('http://x/1');
    const queued = fetcher('http://x/2');
    const request = scope();
    const shed = await runInRequestScope(request, () => fetcher('http://x/3'));
    expect(shed.status).toBe(503);
    expect((await shed.json()).message).toMatch(/overloaded/);
    expect(request.backendUnavailable).toEqual({ retryAfterSeconds: 5 });
    expect(backend.sent).toEqual(['http://x/1']);
    backend.answerAll();
    await inFlight;
    await tick();
    backend.answerAll();
    expect((await queued).status).toBe(200);
  });

  it('drops a queued call whose shopper went away: it is never sent', async () => {
    const backend = gated();
    const { limiter, fetcher } = limited(backend.impl);
    const inFlight = fetcher('http://x/busy');
    const request = scope();
    const abandoned = runInRequestScope(request, () => fetcher('http://x/abandoned'));
    await tick();
    expect(limiter.queued).toBe(1);
    request.controller.abort(new Error('client closed'));
    await expect(abandoned).rejects.toThrow('client closed');
    expect(limiter.queued).toBe(0);
    backend.answerAll();
    await inFlight;
    expect(backend.sent).toEqual(['http://x/busy']);
    expect(request.backendUnavailable).toBeUndefined();
  });

  it('aborts an in-flight call when the shopper goes away and frees its slot', async () => {
    const backend = gated();
    const { limiter, fetcher } = limited(backend.impl);
    const request = scope();
    const call = runInRequestScope(request, () => fetcher('http://x/slow'));
    await tick();
    request.controller.abort(new Error('client closed'));
    await expect(call).rejects.toThrow('client closed');
    expect(backend.aborted).toEqual(['http://x/slow']);
    expect(limiter.active).toBe(0);
  });

  it('times out a call still queued at its deadline without sending it', async () => {
    const backend = gated();
    const { limiter, fetcher } = limited(backend.impl, { timeoutMs: 100 });
    const patient = createResilientFetch({ timeoutMs: 2000, maxRetries: 0, fetchImpl: backend.impl, limiter });
    const busy = patient('http://x/busy');
    const request = scope();
    const late = await runInRequestScope(request, () => fetcher('http://x/late'));
    expect(late.status).toBe(503);
    expect((await late.json()).message).toBe('request timed out after 100 ms');
    expect(request.backendUnavailable).toEqual({ retryAfterSeconds: 5 });
    expect(backend.sent).toEqual(['http://x/busy']);
    expect(limiter.queued).toBe(0);
    backend.answerAll();
    await busy;
  });

  it('does not follow the request scope when told not to (the shared token request)', async () => {
    const backend = gated();
    const { fetcher } = limited(backend.impl, { followRequestScope: false });
    const request = scope();
    const shared = runInRequestScope(request, () => fetcher('http://x/token'));
    await tick();
    request.controller.abort(new Error('first requester left'));
    await tick();
    backend.answerAll();
    expect((await shared).status).toBe(200);
    expect(backend.aborted).toEqual([]);
  });

  it("marks the request with the backend's Retry-After when it answers 503", async () => {
    const impl: typeof fetch = async () => new Response('{"message":"seeding"}', { status: 503, headers: { 'retry-after': '7' } });
    const { fetcher } = limited(impl);
    const request = scope();
    const answer = await runInRequestScope(request, () => fetcher('http://x'));
    expect(answer.status).toBe(503);
    expect(request.backendUnavailable).toEqual({ retryAfterSeconds: 7 });
  });
});
