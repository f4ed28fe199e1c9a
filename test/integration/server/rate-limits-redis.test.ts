// Two server instances counting in one Redis (REDIS_URL): a guesser spreading one account's guesses over
// instances meets the same steps, and another account or address is not counted with it (decision 092).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiters, type RateLimiters } from '../../../server/edge/rate-limits';
import { RATE_LIMITS } from '~/lib/rate-limits';
import { redisAvailable, startRedis } from './redis-harness';

let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let one: RateLimiters;
let two: RateLimiters;

describe.runIf(redisAvailable)('rate limits shared through Redis', () => {
  beforeAll(async () => {
    redis = await startRedis();
    one = await createRateLimiters({ redisUrl: redis.url });
    two = await createRateLimiters({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    redis?.stop();
  });

  it("one account's guesses count together on every instance, each step in its own window", async () => {
    const account = `subject:${randomUUID()}`;
    const { limit } = RATE_LIMITS.accountGuess1;
    for (let index = 0; index < limit; index++) expect(await (index % 2 ? one : two).hit('accountGuess1', account)).toBeNull();
    const refused = await one.hit('accountGuess1', account);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await two.hit('accountGuess1', `subject:${randomUUID()}`)).toBeNull();
    expect(await two.hit('accountGuess2', account)).toBeNull();
  });

  it('new carts of one address count together', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 200)}-${randomUUID()}`;
    for (let index = 0; index < RATE_LIMITS.newCart.limit; index++) expect(await (index % 2 ? one : two).hit('newCart', address)).toBeNull();
    expect(await one.hit('newCart', address)).not.toBeNull();
  });
});
