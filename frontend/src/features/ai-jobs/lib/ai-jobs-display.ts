// The admin's jobs page, without rendering: what each AI job is called, its state in words, and how
// long it took or has waited. Pure.
import type { AiJob, AiJobName, AiJobState } from '@/types/generated/api';
import type { BadgeVariant } from '@/components/ui/badge';

export const JOB_NAMES: Record<AiJobName, string> = {
  'generate-questions': 'Generate questions',
  'chat-followup': 'Chat follow-up',
  'analyse-responses': 'Analyse responses',
  'translate-texts': 'Translate texts',
};

export const JOB_STATES: Record<AiJobState, { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Waiting', variant: 'muted' },
  running: { label: 'Running', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

/** "850 ms", "12.4 s", "3 min 5 s". */
export const durationText = (ms: number): string => {
  if (ms < 1_000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1_000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/** How long a finished job ran (from its first attempt), or how long an unfinished one has been going. */
export const jobDuration = (job: AiJob, now: Date): string | null => {
  const from = job.startedAt ?? job.queuedAt;
  const to = job.finishedAt ? Date.parse(job.finishedAt) : now.getTime();
  const ms = to - Date.parse(from);
  return Number.isFinite(ms) ? durationText(ms) : null;
};

/** The counts above the list: "12 jobs: 10 completed, 1 running, 1 failed". */
export const jobCounts = (jobs: AiJob[]): string => {
  if (jobs.length === 0) return 'No jobs';
  const parts = (['completed', 'running', 'queued', 'failed'] as const)
    .map((state) => [state, jobs.filter((job) => job.state === state).length] as const)
    .filter(([, n]) => n > 0)
    .map(([state, n]) => `${n} ${state === 'queued' ? 'waiting' : state}`);
  return `${jobs.length === 1 ? '1 job' : `${jobs.length} jobs`}: ${parts.join(', ')}`;
};
