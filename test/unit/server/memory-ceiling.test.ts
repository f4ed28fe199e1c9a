// Memory ceilings of the long-lived processes (decision 130): readings in a row above the ceiling restart the
// process once; a reading below, or none, starts the count again.
import { describe, expect, it } from 'vitest';
import { rssMbOf, watchMemory } from '../../../server/memory-ceiling';

describe('a memory ceiling', () => {
  it('acts after three readings in a row above it, once, then counts again', () => {
    const readings = [900, 1100, 1100, 900, 1100, 1100, 1100, 1100, 1100, 1100];
    const exceeded: number[] = [];
    const watch = watchMemory({ ceilingMb: 1024, read: () => readings.shift(), onExceeded: (rss) => exceeded.push(rss), intervalMs: 60_000 });
    for (let reading = 0; reading < 10; reading += 1) watch.check();
    watch.stop();
    expect(exceeded).toEqual([1100, 1100]);
  });

  it('never acts on readings it cannot take (a process that is not running)', () => {
    const exceeded: number[] = [];
    const watch = watchMemory({ ceilingMb: 1, read: () => undefined, onExceeded: (rss) => exceeded.push(rss), intervalMs: 60_000 });
    for (let reading = 0; reading < 5; reading += 1) watch.check();
    watch.stop();
    expect(exceeded).toEqual([]);
  });

  it('reads a process\'s resident memory from /proc', () => {
    expect(rssMbOf(process.pid)).toBeGreaterThan(10);
    expect(rssMbOf(2 ** 22 + 17)).toBeUndefined();
  });
});
