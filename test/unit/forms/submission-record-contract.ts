// What every double-submit record must do (decision 057, 098), run against each kind: in process, and in
// Redis across two machines. `places()` gives where the copies land: the same record twice, or two machines.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { SubmissionRegistry } from '~/forms/submissions.server';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cart change that counts its runs and takes a moment, as the backend call does. */
function cartChange() {
  const counter = { runs: 0 };
  const task = async () => {
    counter.runs += 1;
    await tick(30);
    return { notice: 'added', location: '/checkout/cart?notice=added' };
  };
  return { counter, task };
}

export function submissionRecordContract(places: () => [SubmissionRegistry, SubmissionRegistry]): void {
  it('runs a form once; a later copy gets the first outcome without running', async () => {
    const [one, two] = places();
    const key = `shopper:${randomUUID()}`;
    const { counter, task } = cartChange();
    const first = await one.once(key, task);
    const second = await two.once(key, task);
    expect(counter.runs).toBe(1);
    expect(first).toMatchObject({ duplicate: false, value: { notice: 'added' } });
    expect(second).toEqual({ duplicate: true, value: first.value });
  });

  it('makes a copy sent while the first still runs wait for its outcome', async () => {
    const [one, two] = places();
    const key = `shopper:${randomUUID()}`;
    const { counter, task } = cartChange();
    const [first, second] = await Promise.all([one.once(key, task), tick(5).then(() => two.once(key, task))]);
    expect(counter.runs).toBe(1);
    expect(second.value).toEqual(first.value);
    expect([first.duplicate, second.duplicate]).toEqual([false, true]);
  });

  it('forgets a failed run, so the corrected form runs', async () => {
    const [one, two] = places();
    const key = `shopper:${randomUUID()}`;
    await expect(one.once(key, async () => Promise.reject(new Error('out of stock')))).rejects.toThrow('out of stock');
    const { counter, task } = cartChange();
    expect((await two.once(key, task)).duplicate).toBe(false);
    expect(counter.runs).toBe(1);
  });

  it('keeps forms apart by key, and always runs a form without one', async () => {
    const [one, two] = places();
    const { counter, task } = cartChange();
    await one.once(`shopper:${randomUUID()}`, task);
    await two.once(`shopper:${randomUUID()}`, task);
    await one.once(null, task);
    await one.once(null, task);
    expect(counter.runs).toBe(4);
  });
}
