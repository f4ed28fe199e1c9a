import { describe, expect, it } from 'vitest';
import { StartupReadiness } from '../../../server/cluster/startup-readiness';

describe('StartupReadiness (the shop is ready once every first worker listens)', () => {
  it('is not ready while a first worker is still starting, then ready while the backend is up', () => {
    const startup = new StartupReadiness(2);
    expect(startup.ready(true)).toBe(false);
    startup.workerListening();
    expect(startup.ready(true)).toBe(false);
    startup.workerListening();
    expect(startup.ready(true)).toBe(true);
    expect(startup.ready(false)).toBe(false);
  });

  it('stays ready when a worker that died is started again', () => {
    const startup = new StartupReadiness(1);
    startup.workerListening();
    startup.workerListening();
    expect(startup.ready(true)).toBe(true);
  });
});
