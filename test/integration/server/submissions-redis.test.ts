// The double-submit record across machines (REDIS_URL, decision 098): two instances of the shop keep one
// record in one Redis, so the copies of a form that land on both change the cart once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedisCommands, type RedisConnection } from '../../../server/redis-client';
import { redisSubmissions } from '../../../server/redis-submissions';
import type { SubmissionRegistry } from '~/forms/submissions.server';
import { submissionRecordContract } from '../../unit/forms/submission-record-contract';
import { redisAvailable, startRedis } from './redis-harness';

let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
const connections: RedisConnection[] = [];
let one: SubmissionRegistry;
let two: SubmissionRegistry;

describe.runIf(redisAvailable)('double-submit record in Redis', () => {
  beforeAll(async () => {
    redis = await startRedis();
    for (let machine = 0; machine < 2; machine++) connections.push(await openRedisCommands(redis.url, () => {}));
    [one, two] = connections.map((connection) => redisSubmissions(connection, { pollMs: 10 }));
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
    redis?.stop();
  });

  submissionRecordContract(() => [one, two]);

  it('keeps the outcome in Redis for ten minutes', async () => {
    const token = `shopper:${randomUUID()}`;
    await one.once(token, async () => ({ notice: 'added' }));
    const ttl = Number(await connections[0].sendCommand(['PTTL', `storefront:submission:${token}`]));
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('does not hold a copy behind a first one that never finishes: its claim lapses', async () => {
    const hasty = redisSubmissions(connections[1], { claimMs: 200, pollMs: 10 });
    const token = `shopper:${randomUUID()}`;
    void redisSubmissions(connections[0], { claimMs: 200 }).once(token, () => new Promise<{ notice: string }>(() => {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    expect(await hasty.once(token, async () => ({ notice: 'ran' }))).toEqual({ value: { notice: 'ran' }, duplicate: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('runs the form when Redis is gone, as if there were no record', async () => {
    const errors: unknown[] = [];
    const broken = redisSubmissions({ sendCommand: async () => Promise.reject(new Error('connection lost')) }, { onError: (err) => errors.push(err) });
    expect(await broken.once('shopper:x', async () => ({ notice: 'ran' }))).toEqual({ value: { notice: 'ran' }, duplicate: false });
    expect(errors.length).toBeGreaterThan(0);
  });

  it('does not wait longer than its command timeout for a Redis that does not answer', async () => {
    const silent = redisSubmissions({ sendCommand: () => new Promise(() => {}) }, { commandTimeoutMs: 50 });
    const started = Date.now();
    expect(await silent.once('shopper:y', async () => ({ notice: 'ran' }))).toEqual({ value: { notice: 'ran' }, duplicate: false });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
