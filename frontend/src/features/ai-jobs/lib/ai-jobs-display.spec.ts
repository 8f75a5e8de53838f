import type { AiJob } from '@/types/generated/api';
import { durationText, jobCounts, jobDuration } from './ai-jobs-display';

const job = (over: Partial<AiJob>): AiJob => ({
  id: 'j1',
  name: 'analyse-responses',
  state: 'completed',
  progress: 100,
  attempts: 1,
  queuedAt: '2026-11-26T10:00:00.000Z',
  startedAt: '2026-11-26T10:00:01.000Z',
  finishedAt: '2026-11-26T10:00:13.400Z',
  failedReason: null,
  ...over,
});

describe('the jobs page', () => {
  it('says how long a job ran, from its first attempt', () => {
    expect(jobDuration(job({}), new Date())).toBe('12.4 s');
    expect(durationText(850)).toBe('850 ms');
    expect(durationText(185_000)).toBe('3 min 5 s');
  });

  it('counts a waiting or running job up to now', () => {
    const now = new Date('2026-11-26T10:00:03.000Z');
    expect(jobDuration(job({ state: 'running', finishedAt: null }), now)).toBe('2.0 s');
    expect(jobDuration(job({ state: 'queued', startedAt: null, finishedAt: null }), now)).toBe('3.0 s');
  });

  it('sums the list up by state, in words', () => {
    expect(jobCounts([])).toBe('No jobs');
    expect(jobCounts([job({})])).toBe('1 job: 1 completed');
    expect(jobCounts([job({}), job({ state: 'failed' }), job({ state: 'queued' }), job({ state: 'completed' })])).toBe(
      '4 jobs: 2 completed, 1 waiting, 1 failed',
    );
  });
});
