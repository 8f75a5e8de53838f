import type { Redis } from 'ioredis';
import { decodeOutcome, type JobOutcome } from './result-channel';

/**
 * One subscriber connection per API process, dispatching announced outcomes to the waiting calls.
 * Best effort by design (pub/sub drops messages while disconnected): waiters also poll.
 */
export class ResultListener {
  private readonly waiters = new Map<string, (outcome: JobOutcome) => void>();
  private readonly watchers = new Set<(jobId: string, jobName: string | undefined) => void>();
  private readonly onMessage = (channel: string, raw: string) => {
    if (channel !== this.channel) return;
    const message = decodeOutcome(raw);
    if (!message) return;
    this.waiters.get(message.jobId)?.(message.outcome);
    for (const watcher of this.watchers) watcher(message.jobId, message.jobName);
  };

  constructor(
    private readonly subscriber: Redis,
    private readonly channel: string,
  ) {
    subscriber.on('message', this.onMessage);
    // Queued until connected; ioredis re-subscribes by itself after a reconnect.
    subscriber.subscribe(channel).catch(() => undefined);
  }

  /** Calls `onOutcome` when the job's outcome is announced; returns the function that stops listening. */
  wait(jobId: string, onOutcome: (outcome: JobOutcome) => void): () => void {
    this.waiters.set(jobId, onOutcome);
    return () => {
      if (this.waiters.get(jobId) === onOutcome) this.waiters.delete(jobId);
    };
  }

  /** Calls `onJob` with the id (and name) of every job whose outcome is announced; returns the function that stops it. */
  watch(onJob: (jobId: string, jobName: string | undefined) => void): () => void {
    this.watchers.add(onJob);
    return () => this.watchers.delete(onJob);
  }

  get pending(): number {
    return this.waiters.size;
  }

  async close(): Promise<void> {
    this.subscriber.off('message', this.onMessage);
    this.waiters.clear();
    this.watchers.clear();
    if (this.subscriber.status === 'ready') await this.subscriber.quit().catch(() => undefined);
    this.subscriber.disconnect();
  }
}
