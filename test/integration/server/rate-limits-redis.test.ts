// Two server instances counting in one Redis (REDIS_URL): a guesser spreading one account's guesses over
// instances meets the same steps, and another account or address is not counted with it (decision 092).
// Uses REDIS_URL when set, else starts a throwaway redis-server when one is installed, else skips.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiters, type RateLimiters } from '../../../server/edge/rate-limits';
import { RATE_LIMITS } from '~/lib/rate-limits';
import { closedPortUrl } from '../commerce/harness';

const hasRedisServer = !process.env.REDIS_URL && spawnSync('redis-server', ['--version']).status === 0;
const enabled = Boolean(process.env.REDIS_URL) || hasRedisServer;

let redis: ChildProcess | undefined;
let one: RateLimiters;
let two: RateLimiters;

async function redisUrl(): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const port = Number(new URL(await closedPortUrl()).port);
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  return `redis://127.0.0.1:${port}`;
}

async function connected(url: string): Promise<RateLimiters> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await createRateLimiters({ redisUrl: url });
    } catch (err) {
      if (attempt > 25) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe.skipIf(!enabled)('rate limits shared through Redis', () => {
  beforeAll(async () => {
    const url = await redisUrl();
    one = await connected(url);
    two = await connected(url);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    redis?.kill();
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
