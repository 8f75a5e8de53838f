import { RecentJobs } from './recent-jobs';

const clock = () => {
  let t = Date.parse('2026-11-26T10:00:00Z');
  return () => new Date((t += 1_000));
};

describe('RecentJobs', () => {
  it('follows a job from queued through its attempts to its end, newest first', () => {
    const jobs = new RecentJobs(clock());
    jobs.queued('a', 'generate-questions');
    jobs.queued('b', 'analyse-responses');
    jobs.attempt('b');
    jobs.progress('b', 42.4);
    expect(jobs.list().map((j) => [j.id, j.state, j.progress, j.attempts])).toEqual([
      ['b', 'running', 42, 1],
      ['a', 'queued', 0, 0],
    ]);
    jobs.attempt('b');
    jobs.completed('b');
    jobs.attempt('a');
    jobs.failed('a', 'The AI provider\n  refused   the request');
    const [b, a] = jobs.list();
    expect(b).toMatchObject({ state: 'completed', progress: 100, attempts: 2, failedReason: null });
    expect(b!.startedAt! < b!.finishedAt!).toBe(true);
    expect(a).toMatchObject({ state: 'failed', attempts: 1, failedReason: 'The AI provider refused the request' });
  });

  it('keeps only the newest jobs, and cuts a long reason to one short line', () => {
    const jobs = new RecentJobs(clock(), 3);
    for (const id of ['1', '2', '3', '4', '5']) jobs.queued(id, 'chat-followup');
    expect(jobs.list().map((j) => j.id)).toEqual(['5', '4', '3']);
    jobs.attempt('5');
    jobs.failed('5', 'x'.repeat(1_000));
    expect(jobs.list()[0]!.failedReason).toHaveLength(300);
  });

  it('gives copies: a caller cannot change the list', () => {
    const jobs = new RecentJobs(clock());
    jobs.queued('a', 'translate-texts');
    jobs.list()[0]!.state = 'failed';
    expect(jobs.list()[0]!.state).toBe('queued');
  });
});
