import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeedData } from '../../../server/commerce-backend/seed/data/index';

describe('seed data determinism', () => {
  afterEach(() => vi.restoreAllMocks());

  it('two builds produce identical data', () => {
    expect(JSON.stringify(buildSeedData())).toBe(JSON.stringify(buildSeedData()));
  });

  it('never reads the clock or Math.random', () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    const now = vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(() => buildSeedData()).not.toThrow();
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });
});
