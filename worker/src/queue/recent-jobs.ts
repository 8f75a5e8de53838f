import type { AiJobName } from '@seedline/shared';

// What the in-process runner (the embedded default, no queue) tells an operator of its jobs: the
// newest ones with their state and progress, the way the queue's dashboard lists them. Metadata only:
// no payload and no result is kept here, so no respondent's words reach the jobs page.

export type RecentJobState = 'queued' | 'running' | 'completed' | 'failed';

export type RecentJob = {
  id: string;
  name: AiJobName;
  state: RecentJobState;
  /** 0..100. */
  progress: number;
  /** Attempts started so far (retries included). */
  attempts: number;
  /** ISO times: when it was asked for, when its first attempt began, when it ended. */
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why it failed, in one line, as the runner tells the caller; null unless failed. */
  failedReason: string | null;
};

/** How many jobs the list keeps; older ones are dropped, newest first in the list. */
export const RECENT_JOBS_KEPT = 200;
const REASON_MAX = 300;

export class RecentJobs {
  private readonly jobs = new Map<string, RecentJob>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly kept = RECENT_JOBS_KEPT,
  ) {}

  queued(id: string, name: AiJobName): void {
    this.jobs.delete(id);
    this.jobs.set(id, {
      id,
      name,
      state: 'queued',
      progress: 0,
      attempts: 0,
      queuedAt: this.now().toISOString(),
      startedAt: null,
      finishedAt: null,
      failedReason: null,
    });
    for (const oldest of this.jobs.keys()) {
      if (this.jobs.size <= this.kept) break;
      this.jobs.delete(oldest);
    }
  }

  attempt(id: string): void {
    const job = this.jobs.get(id);
    if (!job) return;
    job.attempts += 1;
    job.state = 'running';
    job.startedAt ??= this.now().toISOString();
  }

  progress(id: string, percent: number): void {
    const job = this.jobs.get(id);
    if (job && job.state === 'running') job.progress = Math.max(0, Math.min(100, Math.round(percent)));
  }

  completed(id: string): void {
    const job = this.jobs.get(id);
    if (!job) return;
    Object.assign(job, { state: 'completed', progress: 100, finishedAt: this.now().toISOString() });
  }

  failed(id: string, reason: string): void {
    const job = this.jobs.get(id);
    if (!job) return;
    const line = reason.replace(/\s+/g, ' ').trim();
    Object.assign(job, {
      state: 'failed',
      finishedAt: this.now().toISOString(),
      failedReason: line.length > REASON_MAX ? `${line.slice(0, REASON_MAX - 1)}…` : line,
    });
  }

  /** Newest first; copies, so a caller cannot change the log. */
  list(): RecentJob[] {
    return [...this.jobs.values()].reverse().map((job) => ({ ...job }));
  }
}
