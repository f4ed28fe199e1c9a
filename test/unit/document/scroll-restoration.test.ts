import { describe, expect, it } from 'vitest';
import { RESTORE_SCROLL_SCRIPT } from '~/document/scroll-restoration';

function run(state: unknown, stored: string | null) {
  const calls: string[] = [];
  const history = { state, replaceState(next: unknown) { history.state = next; calls.push('replace'); } };
  const sessionStorage = {
    getItem: () => stored,
    removeItem: (key: string) => calls.push(`remove ${key}`),
  };
  const scrollTo = (_x: number, y: number) => calls.push(`scroll ${y}`);
  new Function('history', 'sessionStorage', 'scrollTo', RESTORE_SCROLL_SCRIPT)(history, sessionStorage, scrollTo);
  return { calls, state: history.state as { key?: string } };
}

describe('scroll restoration before the first paint (decision 081)', () => {
  it('scrolls to the position saved for this history entry', () => {
    expect(run({ key: 'k1' }, JSON.stringify({ k1: 840 })).calls).toEqual(['scroll 840']);
  });

  it('gives an entry without a key one, and scrolls nowhere when nothing is saved', () => {
    const { calls, state } = run(null, null);
    expect(calls).toEqual(['replace']);
    expect(state.key).toMatch(/^[0-9a-v]+$/);
  });

  it('forgets positions it cannot read', () => {
    expect(run({ key: 'k1' }, '{not json').calls).toEqual(['remove positions']);
  });
});
