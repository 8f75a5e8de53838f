import type { ChildProcess } from 'node:child_process';
import { createOfflineProvider } from '@seedline/worker';
import { REDIS_URL, spawnStallTestWorker, stopChild, waitForLine } from '@seedline/worker/testing';
import { waitFor } from '../testing/faults/child-process';
import { startTestApp, type TestApp } from '../testing/test-app';
import { AI_TIMEOUT_MESSAGE } from './ai-errors';

// A worker process is killed with SIGKILL while it runs the job an API request waits on. The job's
// lock expires, a restarted worker process finds it stalled and runs it again. The API (in this
// process) either answers with the result or, when its AI_JOB_TIMEOUT_MS runs out first, a clean 504.
// Both worker processes use 1 s locks and a 0.5 s stall check (production: 30 s each) to keep the
// test short; the mechanism is the same.

const GENERATE = {
  prompt: 'Ask 4 questions',
  companyData: 'A logistics firm with 80 employees using SAP and spreadsheets.',
};

type JobView = { id: string; name: string; returnValue: unknown; attemptsStarted: number; stalledCounter: number };

/** The completed jobs of the `ai` queue, as the queue dashboard shows them to the admin. */
async function completedJobs(app: TestApp): Promise<JobView[]> {
  const admin = await app.adminAgent();
  const res = await admin
    .get('/admin/queues/api/queues')
    .query({ activeQueue: 'ai', status: 'completed', page: 1 })
    .expect(200);
  return res.body.queues.find((q: { name: string }) => q.name === 'ai').jobs;
}

describe('a worker killed with SIGKILL in the middle of a job', () => {
  let app: TestApp | undefined;
  const children: ChildProcess[] = [];
  const worker = (hang: boolean) => {
    const child = spawnStallTestWorker(app!.config.queuePrefix, { hang });
    children.push(child);
    return child;
  };

  /** An API with this AI timeout, and an admin's AI call whose worker is killed once the job started. */
  async function killWorkerUnderCall(timeoutMs: number) {
    app = await startTestApp({ env: { REDIS_URL, AI_JOB_TIMEOUT_MS: String(timeoutMs) } });
    const admin = await app.adminAgent();
    const first = worker(true);
    await waitForLine(first, /worker ready/, 15_000);
    const startedAt = Date.now();
    // then() sends the request now; the test goes on while it waits.
    const call = admin
      .post('/api/ai-generate-questions')
      .send(GENERATE)
      .then((res) => res);
    await waitForLine(first, /job started/);
    await stopChild(first, 'SIGKILL');
    return { app, admin, call, startedAt, killedAt: Date.now() };
  }

  afterEach(async () => {
    await Promise.all(children.splice(0).map((child) => stopChild(child, 'SIGKILL')));
    await app?.close();
    app = undefined;
  });

  it('the job is recovered as stalled, completes on a restarted worker, and the API call gets its answer', async () => {
    const { app, call, killedAt } = await killWorkerUnderCall(20_000);

    const restarted = worker(false);
    const res = await call;
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await createOfflineProvider().generateQuestions(GENERATE));
    // The restarted worker completed the recovered job (waitForLine rejects when no such line comes).
    await waitForLine(restarted, /job completed/);
    process.stdout.write(`worker kill: the API answered ${Date.now() - killedAt} ms after the worker was killed\n`);

    // Once the API has its answer, the job (its payload and result) leaves Redis.
    await waitFor('the answered job to leave the queue', async () => (await completedJobs(app)).length === 0, 5_000);
  }, 60_000);

  it('answers a clean 504 when no worker recovers the job in time; the job still completes later', async () => {
    const { app, admin, call, startedAt } = await killWorkerUnderCall(3_000);

    const res = await call;
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ statusCode: 504, message: AI_TIMEOUT_MESSAGE });
    expect(Date.now() - startedAt).toBeLessThan(3_000 + 7_000);
    await app.agent().get('/readyz').expect(200);

    // A restarted worker recovers the abandoned job (it is not lost in `active`), then serves new calls.
    const restarted = worker(false);
    await waitForLine(restarted, /job completed/, 15_000);
    const [recovered] = await waitFor(
      'the recovered job to show as completed',
      async () => {
        const jobs = await completedJobs(app);
        return jobs.length === 1 && jobs;
      },
      5_000,
    );
    expect(recovered).toMatchObject({ name: 'generate-questions', attemptsStarted: 2, stalledCounter: 1 });
    const again = await admin.post('/api/ai-generate-questions').send(GENERATE).expect(200);
    expect(again.body.questions).toHaveLength(4);
  }, 60_000);
});
