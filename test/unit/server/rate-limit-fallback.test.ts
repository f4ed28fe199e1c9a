// A limit holds when its shared count cannot be reached (issue 37 item 2, decision 131): under a flood the cluster's
// IPC channel backs up and the primary's answers come too late; the process's own count then decides, and the
// failure is told once, not per request.
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Store } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { createRateLimiters } from '../../../server/edge/rate-limits';
import { ClusterCountStore, CountedHereToo, fallbackLog } from '../../../server/edge/rate-limit-stores';
import { RATE_LIMITS } from '~/lib/rate-limits';

/** The cluster channel of a flood: every send queued behind a backlog, no answer in time. */
function backedUpChannel() {
  const channel = Object.assign(new EventEmitter(), { connected: true, sent: 0, send: () => ((channel.sent += 1), false) });
  return channel;
}

describe('a rate limit whose shared count is unreachable', () => {
  it('still refuses an action past its limit, and says so once', async () => {
    const told: number[] = [];
    const limiters = await createRateLimiters({
      sharedStore: (bucket) => new ClusterCountStore(`rl:${bucket}:`, backedUpChannel()),
      onFallback: (failures) => told.push(failures),
    });
    const { limit } = RATE_LIMITS.newCart;
    const verdicts = [];
    for (let hit = 0; hit <= limit; hit += 1) verdicts.push(await limiters.hit('newCart', '198.51.100.7'));
    expect(verdicts.slice(0, limit).every((verdict) => verdict === null)).toBe(true);
    expect(verdicts[limit]?.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is counted apart.
    expect(await limiters.hit('newCart', '198.51.100.8')).toBeNull();
    expect(told).toEqual([1]);
  }, 30_000);

  it('answers a flood of posts with 429 while the channel is backed up', async () => {
    const channel = backedUpChannel();
    const limiters = await createRateLimiters({ factor: 0.05, sharedStore: (bucket) => new ClusterCountStore(`rl:${bucket}:`, channel) });
    const app = express();
    app.use(limiters.middleware('posts', { onLimited: (_req, res, seconds) => void res.status(429).set('Retry-After', String(seconds)).end() }));
    app.post('/', (_req, res) => void res.status(303).end());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const limit = Math.round(RATE_LIMITS.posts.limit * 0.05);
      const statuses: number[] = [];
      for (let post = 0; post < limit + 5; post += 1) statuses.push((await fetch(url, { method: 'POST', redirect: 'manual' })).status);
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(303));
      expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
      // The backed-up channel was asked once, then left alone while the process counted.
      expect(channel.sent).toBeLessThanOrEqual(2);
    } finally {
      server.close();
    }
  }, 30_000);

  it('counts with the shared count while it answers, and in the process after it failed', async () => {
    let shared = 0;
    let broken = false;
    const store: Store = {
      increment: async () => {
        if (broken) throw new Error('connection lost');
        return { totalHits: (shared += 10), resetTime: undefined };
      },
      decrement: () => undefined,
      resetKey: () => undefined,
    };
    let now = 1_000_000;
    const counted = new CountedHereToo(store, () => undefined, { now: () => now });
    await counted.init({ windowMs: 60_000 } as never);
    expect((await counted.increment('k')).totalHits).toBe(10);
    broken = true;
    expect((await counted.increment('k')).totalHits).toBe(2);
    broken = false;
    // Left alone for a while, then asked again.
    expect((await counted.increment('k')).totalHits).toBe(3);
    now += 11_000;
    expect((await counted.increment('k')).totalHits).toBe(20);
  });

  it('tells of failures once a minute with how many there were', () => {
    let now = 0;
    const told: number[] = [];
    const tell = fallbackLog((failures) => told.push(failures), () => now);
    for (let failure = 0; failure < 5; failure += 1) tell(new Error('late'));
    now += 61_000;
    tell(new Error('late'));
    expect(told).toEqual([1, 5]);
  });
});
