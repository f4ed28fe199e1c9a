// The double-submit record across machines: the first copy of a form claims its token with a claim that lapses, so
// a copy that overruns does not hold the others; other copies wait for its outcome and answer with it.
import { randomUUID } from 'node:crypto';
import { SUBMISSION_TTL_MS, type SubmissionRegistry } from '~/forms/submissions.server';
import type { RedisCommands } from './redis-client';

const PREFIX = 'storefront:submission:';
/** How long a running copy holds its claim (the same wait as the cluster's, server/cluster/submissions.ts). */
const CLAIM_MS = 30_000;
const POLL_MS = 50;
/** node-redis queues commands while it reconnects: a form waits this long for an answer, then runs unchecked. */
const COMMAND_TIMEOUT_MS = 2_000;
/** Deletes the claim only if it is still this copy's (it may have lapsed and been taken by another). */
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

type Stored = { state: 'running'; claim: string } | { state: 'done'; outcome: unknown };

export type RedisSubmissionOptions = {
  claimMs?: number;
  pollMs?: number;
  commandTimeoutMs?: number;
  /** A broken Redis does not stop a form: it runs as if there were no record, and the failure is told here. */
  onError?: (err: unknown) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function redisSubmissions(redis: RedisCommands, options: RedisSubmissionOptions = {}): SubmissionRegistry {
  const claimMs = options.claimMs ?? CLAIM_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const commandTimeoutMs = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
  const send = (command: string[]) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis: no answer to ${command[0]} within ${commandTimeoutMs} ms`)), commandTimeoutMs);
      redis.sendCommand(command).then(resolve, reject).finally(() => clearTimeout(timer));
    });

  /** The first copy's outcome, or null once this copy holds the claim (or may run regardless). */
  async function claimOrOutcome(key: string, claim: string): Promise<{ outcome: unknown } | null> {
    const until = Date.now() + claimMs;
    for (;;) {
      if ((await send(['SET', key, claim, 'NX', 'PX', String(claimMs)])) === 'OK') return null;
      const stored = await send(['GET', key]);
      const record = typeof stored === 'string' ? (JSON.parse(stored) as Stored) : null;
      if (record?.state === 'done') return { outcome: record.outcome };
      if (Date.now() >= until) return null;
      await sleep(pollMs);
    }
  }

  const quietly = async (command: string[]) => {
    try {
      await send(command);
    } catch (err) {
      options.onError?.(err);
    }
  };

  return {
    async once(token, task) {
      if (!token) return { value: await task(), duplicate: false };
      const key = PREFIX + token;
      const claim = JSON.stringify({ state: 'running', claim: randomUUID() } satisfies Stored);
      let found: { outcome: unknown } | null = null;
      try {
        found = await claimOrOutcome(key, claim);
      } catch (err) {
        options.onError?.(err);
      }
      if (found) return { value: found.outcome as Awaited<ReturnType<typeof task>>, duplicate: true };
      try {
        const value = await task();
        // The copies get a JSON copy of this outcome, so it must be plain data: the cart forms' outcomes are.
        await quietly(['SET', key, JSON.stringify({ state: 'done', outcome: value } satisfies Stored), 'PX', String(SUBMISSION_TTL_MS)]);
        return { value, duplicate: false };
      } catch (error) {
        await quietly(['EVAL', RELEASE, '1', key, claim]);
        throw error;
      }
    },
  };
}
