// A shop worker above its memory ceiling is replaced without losing a request (decision 130): the replacement
// listens before the old worker is told to stop, and neither exit starts a third worker.
import { describe, expect, it } from 'vitest';
import { WorkerReplacements } from '../../../server/cluster/worker-replacements';

describe('worker replacements', () => {
  it('stops the old worker only once its replacement listens, and starts nobody for either', () => {
    const replacements = new WorkerReplacements();
    expect(replacements.wanted(1)).toBe(true);
    replacements.started(3, 1);
    // Asking again while the replacement starts changes nothing.
    expect(replacements.wanted(1)).toBe(false);
    // The other first worker listening replaces nobody.
    expect(replacements.listening(2)).toBeUndefined();
    expect(replacements.listening(3)).toBe(1);
    expect(replacements.wanted(1)).toBe(false);
    expect(replacements.exited(1)).toBe(false);
    // A worker that dies on its own is started again, as before.
    expect(replacements.exited(2)).toBe(true);
  });

  it('lets the old worker serve on when its replacement dies before listening, and asks again later', () => {
    const replacements = new WorkerReplacements();
    replacements.started(3, 1);
    expect(replacements.exited(3)).toBe(false);
    expect(replacements.wanted(1)).toBe(true);
  });

  it('takes the replacement for the old worker when the old one dies first', () => {
    const replacements = new WorkerReplacements();
    replacements.started(3, 1);
    expect(replacements.exited(1)).toBe(false);
    expect(replacements.listening(3)).toBeUndefined();
  });
});
