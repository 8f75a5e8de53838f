import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REDIS_URL, spawnTs } from './redis-test';

/** How the stalled-job tests shorten the production lock and stall check (30 s each). */
export const STALL_TEST_SETTINGS = { lockDuration: 1_000, stalledInterval: 500 } as const;

/**
 * A worker process (slow-ai-worker.child.ts) on the shared Redis under `prefix`, with the short
 * stall settings. `hang: true` takes a job and never finishes it, for a test to kill it mid-job;
 * otherwise it runs jobs on the offline provider. It prints `worker ready`, `job started` and
 * `job completed <id>` (see waitForLine).
 */
export function spawnStallTestWorker(prefix: string, { hang }: { hang: boolean }): ChildProcess {
  return spawnTs(path.join(__dirname, 'slow-ai-worker.child.ts'), {
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    LOCK_DURATION_MS: String(STALL_TEST_SETTINGS.lockDuration),
    STALLED_INTERVAL_MS: String(STALL_TEST_SETTINGS.stalledInterval),
    HANG_JOBS: hang ? '1' : '0',
  });
}
