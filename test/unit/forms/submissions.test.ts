// The double-submit record of one process (decision 098): cachified over a bounded LRU, ten minutes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inProcessSubmissions, oncePerSubmission, SUBMISSION_TTL_MS } from '~/forms/submissions.server';
import { submissionRecordContract } from './submission-record-contract';

afterEach(() => {
  vi.useRealTimers();
});

describe('double-submit record in process', () => {
  submissionRecordContract(() => [inProcessSubmissions, inProcessSubmissions]);

  it('answers a copy for ten minutes, then runs the form again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let runs = 0;
    const task = async () => ({ runs: (runs += 1) });
    expect(await oncePerSubmission('shopper:late', task)).toEqual({ value: { runs: 1 }, duplicate: false });
    vi.setSystemTime(Date.now() + SUBMISSION_TTL_MS - 1);
    expect(await oncePerSubmission('shopper:late', task)).toEqual({ value: { runs: 1 }, duplicate: true });
    vi.setSystemTime(Date.now() + 2);
    expect(await oncePerSubmission('shopper:late', task)).toEqual({ value: { runs: 2 }, duplicate: false });
  });
});
