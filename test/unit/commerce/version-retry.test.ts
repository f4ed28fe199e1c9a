// One helper for optimistic concurrency (decision 098): a version conflict is retried on the state read
// afresh, a bounded number of times; other failures are thrown at once.
import { describe, expect, it, vi } from 'vitest';
import { CommerceError, findOrNull } from '~/commerce/errors.server';
import { withVersionRetry } from '~/commerce/version-retry.server';

const conflict = (currentVersion?: number) =>
  new CommerceError('/updateCart', 'Object has a different version than expected.', { statusCode: 409, code: 'ConcurrentModification', currentVersion });
const notFound = () => new CommerceError('/getCart', "The Resource with ID 'x' was not found.", { statusCode: 404, code: 'ResourceNotFound' });

/** A resource at `version` whose writes fail with the given errors first. */
function resource(version: number, failures: Error[]) {
  const writes: number[] = [];
  let reads = 0;
  return {
    writes,
    reads: () => reads,
    read: vi.fn(async () => ((reads += 1), { version: version + reads })),
    apply: vi.fn(async (state: { version: number }) => {
      writes.push(state.version);
      const failure = failures.shift();
      if (failure) throw failure;
      return `written at ${state.version}`;
    }),
  };
}

describe('withVersionRetry', () => {
  it('re-reads the resource after a conflict and applies the update again on the fresh state', async () => {
    const target = resource(1, [conflict()]);
    const onConflict = vi.fn();
    expect(await withVersionRetry({ current: { version: 1 }, read: target.read, apply: target.apply, onConflict })).toBe('written at 2');
    expect(target.writes).toEqual([1, 2]);
    expect(onConflict).toHaveBeenCalledTimes(1);
    expect(onConflict.mock.calls[0][1]).toBe(true);
  });

  it('reads first when no state is given, and hands the conflict to the read', async () => {
    const read = vi.fn(async (seen?: CommerceError) => seen?.currentVersion ?? 3);
    const apply = vi.fn(async (version: number) => {
      if (version === 3) throw conflict(9);
      return version;
    });
    expect(await withVersionRetry({ read, apply })).toBe(9);
    expect(read).toHaveBeenCalledTimes(2);
    expect(read.mock.calls[1][0]?.currentVersion).toBe(9);
  });

  it('gives up after two conflicts by default and throws the last one', async () => {
    const target = resource(1, [conflict(), conflict()]);
    const onConflict = vi.fn();
    await expect(withVersionRetry({ current: { version: 1 }, read: target.read, apply: target.apply, onConflict })).rejects.toMatchObject({
      code: 'ConcurrentModification',
      statusCode: 409,
    });
    expect(target.writes).toEqual([1, 2]);
    expect(onConflict.mock.calls.map(([, retrying]) => retrying)).toEqual([true, false]);
  });

  it('retries as often as asked', async () => {
    const target = resource(0, [conflict(), conflict(), conflict()]);
    expect(await withVersionRetry({ attempts: 4, read: target.read, apply: target.apply })).toBe('written at 4');
    expect(target.writes).toEqual([1, 2, 3, 4]);
  });

  it('throws any other failure at once, without reading again', async () => {
    const failure = new CommerceError('/updateCart', 'bad request', { statusCode: 400, code: 'InvalidOperation' });
    const target = resource(1, [failure]);
    await expect(withVersionRetry({ current: { version: 1 }, read: target.read, apply: target.apply })).rejects.toBe(failure);
    expect(target.writes).toEqual([1]);
    expect(target.read).not.toHaveBeenCalled();
  });

  it('recognises a conflict as the SDK reports it', async () => {
    const sdkConflict = Object.assign(new Error('conflict'), { statusCode: 409, body: { errors: [{ code: 'ConcurrentModification', currentVersion: 5 }] } });
    const target = resource(4, [sdkConflict]);
    expect(await withVersionRetry({ current: { version: 4 }, read: target.read, apply: target.apply })).toBe('written at 5');
  });

  it('with a backoff, waits a random time below the doubled base before each new read, never above the cap (decision 151)', async () => {
    vi.useFakeTimers();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999);
    try {
      const target = resource(1, [conflict(), conflict(), conflict()]);
      const readAt: number[] = [];
      const read = async () => (readAt.push(Date.now()), target.read());
      const started = Date.now();
      const written = withVersionRetry({ current: { version: 1 }, read, apply: target.apply, attempts: 4, backoff: { baseMs: 10, maxMs: 25 } });
      await vi.runAllTimersAsync();
      expect(await written).toBe('written at 4');
      // Pauses just under 10, 20 and then 25 (the cap, not 40) milliseconds.
      const pauses = readAt.map((at, index) => at - (readAt[index - 1] ?? started));
      expect(pauses).toHaveLength(3);
      for (const [index, ceiling] of [10, 20, 25].entries()) {
        expect(pauses[index]).toBeGreaterThanOrEqual(ceiling - 1);
        expect(pauses[index]).toBeLessThanOrEqual(ceiling);
      }
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe('findOrNull', () => {
  it('answers the read', async () => {
    expect(await findOrNull(async () => ({ id: 'a' }))).toEqual({ id: 'a' });
  });

  it('answers null for a resource the backend does not have', async () => {
    expect(await findOrNull(async () => Promise.reject(notFound()))).toBeNull();
  });

  it('throws every other failure', async () => {
    const failure = new CommerceError('/getCart', 'boom', { statusCode: 500 });
    await expect(findOrNull(async () => Promise.reject(failure))).rejects.toBe(failure);
    await expect(findOrNull(async () => Promise.reject(conflict()))).rejects.toMatchObject({ statusCode: 409 });
  });
});
