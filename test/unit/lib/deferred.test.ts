import { describe, expect, it, vi } from 'vitest';
import { bounded } from '~/lib/deferred';

describe('bounded', () => {
  it('passes the value through', async () => {
    await expect(bounded(Promise.resolve(42), 100)).resolves.toBe(42);
  });

  it('gives null for a failure and reports it', async () => {
    const onFailure = vi.fn();
    await expect(bounded(Promise.reject(new Error('backend down')), 100, onFailure)).resolves.toBeNull();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ message: 'backend down' }));
  });

  it('gives null when the answer is later than the deadline', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 200));
    await expect(bounded(slow, 20)).resolves.toBeNull();
  });
});
