import type { Job } from 'bullmq';
import pino from 'pino';
import { warmUpTextAnalysis } from '../analysis';
import type { AiProvider } from '../providers/ai-provider';
import { createOfflineProvider } from '../providers/offline.provider';
import {
  REDIS_URL,
  STALL_TEST_SETTINGS,
  captureJsonLines,
  deleteKeys,
  spawnStallTestWorker,
  stopChild,
  uniquePrefix,
  waitForLine,
} from '../testing';
import { createAiWorker } from './ai-worker';
import { BullmqAiRunner } from './bullmq-ai-runner';

const offline = createOfflineProvider();
// The workers created in this process load the text model before their first job, as main.ts does.
beforeAll(() => warmUpTextAnalysis());
const generate = { prompt: 'Ask 4 questions', companyData: 'A logistics firm with 80 employees using SAP.' };
const silent = pino({ level: 'silent' });

describe('AI worker lifecycle on the real Redis', () => {
  let prefix: string;
  let runner: BullmqAiRunner;

  beforeEach(() => {
    prefix = uniquePrefix('ai-worker');
    runner = new BullmqAiRunner({ connection: REDIS_URL, prefix, pollIntervalMs: 250 });
  });

  afterEach(async () => {
    await runner.close();
    await deleteKeys(prefix);
  });

  it('completes a job on another worker when the worker running it is killed', async () => {
    const stuck = spawnStallTestWorker(prefix, { hang: true });
    try {
      await waitForLine(stuck, /worker ready/, 15_000);
      const call = runner.run('generate-questions', generate, { timeoutMs: 20_000 });
      await waitForLine(stuck, /job started/);
      await stopChild(stuck, 'SIGKILL');

      const rescuer = createAiWorker({
        connection: REDIS_URL,
        prefix,
        provider: offline,
        ...STALL_TEST_SETTINGS,
        logger: silent,
      });
      const completed = new Promise<Job>((resolve) => rescuer.on('completed', (job) => resolve(job)));
      try {
        const started = Date.now();
        expect(await call).toEqual(await offline.generateQuestions(generate));
        expect(Date.now() - started).toBeLessThan(10_000);
        expect((await completed).attemptsStarted).toBe(2);
      } finally {
        await rescuer.close();
      }
    } finally {
      await stopChild(stuck, 'SIGKILL');
    }
  });

  it('finishes its active job when closed (graceful shutdown), and the caller gets the result', async () => {
    let release!: () => void;
    const started = new Promise<void>((resolve) => (release = resolve));
    const slow: AiProvider = {
      name: 'slow',
      async generateQuestions(input) {
        release();
        await new Promise((r) => setTimeout(r, 700));
        return offline.generateQuestions(input);
      },
      chatFollowUp: (input) => offline.chatFollowUp(input),
    };
    const worker = createAiWorker({ connection: REDIS_URL, prefix, provider: slow, logger: silent });
    const call = runner.run('generate-questions', generate, { timeoutMs: 10_000 });
    await started;
    await worker.close();
    expect((await call).questions).toHaveLength(4);
  });

  it('logs one JSON line per attempt with id, name, request id, duration and outcome', async () => {
    const { destination, lines } = captureJsonLines();
    const worker = createAiWorker({ connection: REDIS_URL, prefix, provider: offline, logger: pino(destination) });
    const jobLines = () => lines.filter((l) => l.msg === 'ai job');
    try {
      await expect(runner.run('chat-followup', { bad: true } as never)).rejects.toThrow();
      await runner.run('generate-questions', generate, { requestId: 'req-7f3a' });
      // A job from another producer with invalid input: logged as failed, never retried.
      await runner.queue.add('generate-questions', { prompt: 1 }, { jobId: 'invalid' });
      // A request id that could forge a log line is left out.
      await runner.queue.add('generate-questions', { ...generate, requestId: 'x"\n{"level":60}' }, { jobId: 'forged' });
      for (let i = 0; i < 60 && jobLines().length < 3; i++) await new Promise((r) => setTimeout(r, 50));
      expect(
        jobLines().map(({ jobId, name, outcome, attempt, requestId }) => ({
          jobId,
          name,
          outcome,
          attempt,
          requestId,
        })),
      ).toEqual([
        {
          jobId: expect.any(String),
          name: 'generate-questions',
          outcome: 'completed',
          attempt: 1,
          requestId: 'req-7f3a',
        },
        { jobId: 'invalid', name: 'generate-questions', outcome: 'failed', attempt: 1, requestId: undefined },
        { jobId: 'forged', name: 'generate-questions', outcome: 'completed', attempt: 1, requestId: undefined },
      ]);
      const [completed, failed] = jobLines();
      expect(completed).toEqual(expect.objectContaining({ provider: 'offline', durationMs: expect.any(Number) }));
      expect(String(failed!.error)).toContain('prompt');
      expect(Object.keys(jobLines()[2]!)).not.toContain('requestId');
    } finally {
      await worker.close();
    }
  });
});
