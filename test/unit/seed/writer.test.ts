import { describe, expect, it } from 'vitest';
import { keyRef } from '../../../server/commerce-backend/seed/data/refs';
import { createLimiter, mapLimited } from '../../../server/commerce-backend/seed/writer/pool';
import { IdRegistry, resolveRefs } from '../../../server/commerce-backend/seed/writer/resolve';
import { withRetry } from '../../../server/commerce-backend/seed/writer/retry';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('seed writer helpers', () => {
  it('never runs more tasks at once than the limit, and keeps result order', async () => {
    const limit = createLimiter(3);
    let active = 0;
    let peak = 0;
    const results = await mapLimited(Array.from({ length: 20 }, (_, i) => i), limit, async (i) => {
      active += 1;
      peak = Math.max(peak, active);
      await tick();
      active -= 1;
      return i * 2;
    });
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it('swaps key references for ids it knows, keeps unknown ones and store references by key', () => {
    const ids = new IdRegistry();
    ids.set('category', 'drills', 'id-1');
    ids.set('store', 'sk', 'id-store');
    const draft = {
      categories: [keyRef('category', 'drills'), keyRef('category', 'unknown')],
      stores: [{ typeId: 'store', key: 'sk' }],
      name: { en: 'x', key: 'not a reference' },
    };
    expect(resolveRefs(draft, ids)).toEqual({
      categories: [{ typeId: 'category', id: 'id-1' }, { typeId: 'category', key: 'unknown' }],
      stores: [{ typeId: 'store', key: 'sk' }],
      name: { en: 'x', key: 'not a reference' },
    });
    expect(draft.categories[0]).toEqual({ typeId: 'category', key: 'drills' });
  });

  it('retries transient failures but not client errors', async () => {
    let calls = 0;
    await expect(withRetry(async () => {
      calls += 1;
      if (calls < 3) throw Object.assign(new Error('busy'), { statusCode: 503 });
      return 'ok';
    }, 4, 1)).resolves.toBe('ok');
    expect(calls).toBe(3);

    calls = 0;
    await expect(withRetry(async () => {
      calls += 1;
      throw Object.assign(new Error('bad draft'), { statusCode: 400 });
    }, 4, 1)).rejects.toThrow('bad draft');
    expect(calls).toBe(1);
  });
});
