import { describe, expect, it } from 'vitest';
import { createConcurrencyLimiter, QueueFullError } from '~/commerce/concurrency-limit.server';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createConcurrencyLimiter', () => {
  it('grants up to maxConcurrent at once, then queues in arrival order', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 2, maxQueued: 5 });
    const first = await limiter.acquire();
    const second = await limiter.acquire();
    const order: string[] = [];
    const third = limiter.acquire().then((release) => (order.push('third'), release));
    const fourth = limiter.acquire().then((release) => (order.push('fourth'), release));
    await tick();
    expect({ active: limiter.active, queued: limiter.queued, order }).toEqual({ active: 2, queued: 2, order: [] });
    first();
    await tick();
    expect(order).toEqual(['third']);
    second();
    (await third)();
    (await fourth)();
    expect({ active: limiter.active, queued: limiter.queued, order }).toEqual({ active: 0, queued: 0, order: ['third', 'fourth'] });
  });

  it('sheds at once when the queue is full', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 1 });
    await limiter.acquire();
    const queued = limiter.acquire();
    await expect(limiter.acquire()).rejects.toBeInstanceOf(QueueFullError);
    expect(limiter.queued).toBe(1);
    void queued;
  });

  it('takes an aborted waiter out of the queue; it never runs', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 2 });
    const holder = await limiter.acquire();
    const controller = new AbortController();
    let granted = false;
    const abandoned = limiter.acquire(controller.signal).then(() => (granted = true));
    const next = limiter.acquire();
    controller.abort(new Error('shopper left'));
    await expect(abandoned).rejects.toThrow('shopper left');
    expect(limiter.queued).toBe(1);
    holder();
    (await next)();
    expect(granted).toBe(false);
    expect(limiter.active).toBe(0);
  });

  it('refuses an already aborted signal without taking a slot', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 1 });
    await expect(limiter.acquire(AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(limiter.active).toBe(0);
  });

  it('ignores a second release of the same slot', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 1 });
    const release = await limiter.acquire();
    const waiter = limiter.acquire();
    release();
    release();
    const next = await waiter;
    expect(limiter.active).toBe(1);
    next();
    expect(limiter.active).toBe(0);
  });

  it('queues nothing with maxQueued 0', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 0 });
    await limiter.acquire();
    await expect(limiter.acquire()).rejects.toBeInstanceOf(QueueFullError);
  });

  it('serves high-priority waiters first and lets them queue beyond the normal limit', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 1 });
    const holder = await limiter.acquire();
    const order: string[] = [];
    const normal = limiter.acquire(undefined, 'normal').then((release) => (order.push('normal'), release));
    await expect(limiter.acquire(undefined, 'normal')).rejects.toBeInstanceOf(QueueFullError);
    const high = limiter.acquire(undefined, 'high').then((release) => (order.push('high'), release));
    await expect(limiter.acquire(undefined, 'high')).rejects.toBeInstanceOf(QueueFullError); // 2 × maxQueued
    holder();
    (await high)();
    (await normal)();
    expect(order).toEqual(['high', 'normal']);
  });

  it('refuses a call whose expected wait (queue × average hold ÷ slots) exceeds maxWaitMs', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 100, maxWaitMs: 150 });
    const first = await limiter.acquire();
    await new Promise((resolve) => setTimeout(resolve, 100));
    first(); // calls now hold their slot ~100 ms on average
    const holder = await limiter.acquire();
    const queued = limiter.acquire(); // expected wait ~100 ms: queued
    const refused = await limiter.acquire().catch((error: unknown) => error); // ~200 ms: refused
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).expectedWaitMs).toBeGreaterThan(150);
    holder();
    (await queued)();
  });
});

describe('the checkout goes first (decision 132)', () => {
  it('serves checkout calls before every other waiter, and refuses catalogue calls first when full', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 2 });
    const holder = await limiter.acquire();
    const order: string[] = [];
    // Each waiter, once served, notes its turn and frees the slot for the next.
    const take = (name: string, priority: 'checkout' | 'high' | 'normal') => limiter.acquire(undefined, priority).then((release) => (order.push(name), release()));
    const waiters = [take('page', 'normal'), take('admitted page', 'high')];
    // The queue is full for a new catalogue page; a shopper in the checkout still gets in, ahead of both.
    await expect(limiter.acquire(undefined, 'normal')).rejects.toBeInstanceOf(QueueFullError);
    waiters.push(take('checkout', 'checkout'), take('checkout again', 'checkout'));
    holder();
    await Promise.all(waiters);
    expect(order).toEqual(['checkout', 'checkout again', 'admitted page', 'page']);
  });

  it('promises a checkout call only the wait of the checkout calls ahead of it', async () => {
    const limiter = createConcurrencyLimiter({ maxConcurrent: 1, maxQueued: 100, maxWaitMs: 150 });
    const first = await limiter.acquire();
    await new Promise((resolve) => setTimeout(resolve, 100));
    first(); // calls now hold their slot ~100 ms on average
    const holder = await limiter.acquire();
    const page = limiter.acquire(); // expected wait ~100 ms: queued
    await expect(limiter.acquire()).rejects.toBeInstanceOf(QueueFullError); // ~200 ms: refused
    // Behind the page too it would wait ~200 ms; no checkout call is ahead of it, so it is queued and served first.
    const order: string[] = [];
    const checkout = limiter.acquire(undefined, 'checkout').then((release) => (order.push('checkout'), release()));
    const pageServed = page.then((release) => (order.push('page'), release()));
    holder();
    await Promise.all([checkout, pageServed]);
    expect(order).toEqual(['checkout', 'page']);
  });
});
