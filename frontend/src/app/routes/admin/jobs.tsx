import { Cpu, ExternalLink, RotateCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { AiJob } from '@/types/generated/api';
import { useAiJobs } from '@/features/ai-jobs/api/get-ai-jobs';
import { PageContainer, PageHeader } from '@/components/layouts/admin-layout';
import { QUEUE_DASHBOARD_HREF } from '@/components/layouts/admin-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/status-screens';
import { JOB_NAMES, JOB_STATES, jobCounts, jobDuration } from '@/features/ai-jobs/lib/ai-jobs-display';
import { formatDateTime } from '@/lib/format-date';

const JobRow = ({ job, now }: { job: AiJob; now: Date }) => {
  const state = JOB_STATES[job.state];
  const duration = jobDuration(job, now);
  const unfinished = job.state === 'queued' || job.state === 'running';
  const titleId = `job-${job.id}`;
  return (
    <Card data-testid="job-row">
      <article aria-labelledby={titleId} className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {JOB_NAMES[job.name]}
            </h2>
            <Badge variant={state.variant}>{state.label}</Badge>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700 sm:flex sm:flex-wrap sm:gap-x-5">
            <div className="contents sm:flex sm:gap-1.5">
              <dt className="text-slate-500">Queued</dt>
              <dd>
                <time dateTime={job.queuedAt}>{formatDateTime(job.queuedAt)}</time>
              </dd>
            </div>
            {duration ? (
              <div className="contents sm:flex sm:gap-1.5">
                <dt className="text-slate-500">{unfinished ? 'Going for' : 'Took'}</dt>
                <dd className="tabular-nums">{duration}</dd>
              </div>
            ) : null}
            <div className="contents sm:flex sm:gap-1.5">
              <dt className="text-slate-500">Attempts</dt>
              <dd className="tabular-nums">{job.attempts}</dd>
            </div>
          </dl>
          {job.failedReason ? (
            <p className="mt-2 text-sm break-words text-red-800" data-testid="job-failure">
              {job.failedReason}
            </p>
          ) : null}
        </div>
        {job.state === 'running' ? (
          <div className="w-full sm:w-48">
            <div
              role="progressbar"
              aria-labelledby={titleId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={job.progress}
              aria-valuetext={`${job.progress}%`}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div className="h-full rounded-full bg-emerald-600" style={{ width: `${job.progress}%` }} />
            </div>
            <p className="mt-1 text-end text-xs text-slate-600 tabular-nums" aria-hidden="true">
              {job.progress}%
            </p>
          </div>
        ) : null}
      </article>
    </Card>
  );
};

/**
 * The AI jobs of the embedded default (no Redis): the in-process runner's newest jobs, in the admin's
 * own styling and nav. With a queue, its dashboard (bull-board) is the place, and this page says so.
 */
export const JobsScreen = () => {
  useDocumentTitle('AI jobs');
  const { data, error, mutate, isValidating } = useAiJobs();
  const now = new Date();

  return (
    <PageContainer className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title="AI jobs"
        lead={
          data?.runner === 'queue'
            ? 'AI jobs run on the BullMQ queue, which keeps them; its live dashboard lists them.'
            : 'AI jobs run in-process on this server (there is no queue): the newest since it started, newest first. The queue and its live dashboard are off; the operator can turn them on (operations guide: The queue dashboard).'
        }
        actions={
          <Button variant="ghost" onClick={() => void mutate()} disabled={isValidating}>
            <RotateCw className={isValidating ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <section aria-label="Jobs" className="mt-8">
        {error ? (
          <ErrorState
            title="Could not load the jobs"
            error={error}
            onRetry={isValidating ? undefined : () => void mutate()}
          />
        ) : !data ? (
          <LoadingState label="Loading jobs..." />
        ) : data.runner === 'queue' ? (
          <a
            href={QUEUE_DASHBOARD_HREF}
            className="inline-flex items-center gap-2 rounded-lg bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            Open the queue dashboard
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
        ) : data.jobs.length === 0 ? (
          <EmptyState
            icon={<Cpu className="h-6 w-6" aria-hidden="true" />}
            title="No AI jobs yet"
            text="Generating questions, chat follow-ups, translations and reports appear here while the server runs."
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700" data-testid="job-counts">
              {jobCounts(data.jobs)}
            </p>
            <ol className="space-y-3">
              {data.jobs.map((job) => (
                <li key={job.id}>
                  <JobRow job={job} now={now} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </PageContainer>
  );
};
