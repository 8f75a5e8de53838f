import type { Writable } from 'node:stream';

/** The most a slow client may have waiting in memory before its stream is closed (it resumes from the log). */
export const MAX_QUEUED_BYTES = 1024 * 1024;

/**
 * Writes SSE frames to a socket that may be slow: once `write()` says its buffer is full, frames wait
 * here, in order, until 'drain'; nothing more is pushed into the socket meanwhile. A client so slow that
 * `maxQueuedBytes` pile up is cut off (`onOverflow`): it reconnects with Last-Event-ID and the feed
 * replays what it missed from the log, instead of the API holding an ever longer queue for it.
 */
export class SseWriter {
  private readonly queue: string[] = [];
  private queuedBytes = 0;
  private waiting = false;

  constructor(
    private readonly out: Writable,
    private readonly onOverflow: () => void,
    private readonly maxQueuedBytes = MAX_QUEUED_BYTES,
  ) {}

  /** Whether frames are waiting for the socket to drain. */
  get blocked(): boolean {
    return this.waiting;
  }

  write(frame: string): void {
    if (this.out.destroyed || this.out.writableEnded) return;
    if (this.waiting) {
      this.queue.push(frame);
      this.queuedBytes += Buffer.byteLength(frame);
      if (this.queuedBytes > this.maxQueuedBytes) this.onOverflow();
      return;
    }
    if (!this.out.write(frame)) this.waitForDrain();
  }

  private waitForDrain(): void {
    this.waiting = true;
    this.out.once('drain', () => this.flush());
  }

  private flush(): void {
    this.waiting = false;
    while (this.queue.length > 0) {
      if (this.out.destroyed || this.out.writableEnded) return;
      const frame = this.queue.shift()!;
      this.queuedBytes -= Buffer.byteLength(frame);
      if (!this.out.write(frame)) return this.waitForDrain();
    }
  }
}
