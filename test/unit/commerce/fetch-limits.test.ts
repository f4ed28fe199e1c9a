import { describe, expect, it } from 'vitest';
import { createConcurrencyLimiter } from '~/commerce/concurrency-limit.server';
import { createResilientFetch } from '~/commerce/fetch.server';
import { runInRequestScope, type RequestSignals } from '~/commerce/request-scope.server';

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

function scope(): RequestSignals & { controller: AbortController } {
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

  it('fails the later calls of a request that already lost one, without sending them', async () => {
    const backend = gated();
    const { fetcher } = limited(backend.impl, { maxQueued: 0 });
    const busy = fetcher('http://x/busy');
    const request = scope();
    expect((await runInRequestScope(request, () => fetcher('http://x/shed'))).status).toBe(503);
    backend.answerAll();
    await busy;
    expect((await runInRequestScope(request, () => fetcher('http://x/later'))).status).toBe(503);
    expect(backend.sent).toEqual(['http://x/busy']);
  });

  it('queues the next calls of a request already being served ahead of new requests', async () => {
    const backend = gated();
    const { fetcher } = limited(backend.impl, { maxQueued: 5 });
    const served = scope();
    await runInRequestScope(served, async () => {
      const first = fetcher('http://x/served-1');
      await tick();
      backend.answerAll();
      await first;
    });
    const blocker = fetcher('http://x/blocker');
    const fresh = runInRequestScope(scope(), () => fetcher('http://x/new'));
    const next = runInRequestScope(served, () => fetcher('http://x/served-2'));
    await tick();
    backend.answerAll();
    await blocker;
    await tick();
    expect(backend.sent.slice(-1)).toEqual(['http://x/served-2']);
    backend.answerAll();
    await next;
    await tick();
    backend.answerAll();
    await fresh;
  });

  it('still sends the later calls of a request whose earlier call only timed out', async () => {
    let calls = 0;
    const impl: typeof fetch = (_input, init) =>
      (calls += 1) === 1
        ? new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : Promise.resolve(new Response('{}', { status: 200 }));
    const { fetcher } = limited(impl, { timeoutMs: 50 });
    const request = scope();
    expect((await runInRequestScope(request, () => fetcher('http://x/slow'))).status).toBe(503);
    expect((await runInRequestScope(request, () => fetcher('http://x/next'))).status).toBe(200);
    expect(request.backendUnavailable).toEqual({ retryAfterSeconds: 5 });
  });

  it("sends a checkout shopper's call before the catalogue's waiting calls (decision 132)", async () => {
    const backend = gated();
    const { fetcher } = limited(backend.impl);
    const inFlight = fetcher('http://x/busy');
    const page = runInRequestScope(scope(), () => fetcher('http://x/page'));
    const checkout = runInRequestScope({ ...scope(), checkout: true }, () => fetcher('http://x/order'));
    await tick();
    backend.answerAll();
    await inFlight;
    await tick();
    expect(backend.sent).toEqual(['http://x/busy', 'http://x/order']);
    backend.answerAll();
    await checkout;
    await tick();
    backend.answerAll();
    await page;
    expect(backend.sent).toEqual(['http://x/busy', 'http://x/order', 'http://x/page']);
  });
});
