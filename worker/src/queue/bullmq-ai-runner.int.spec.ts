import { Job, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { AiJobFailedError, AiJobTimeoutError, InvalidJobInputError } from '@seedline/shared';
import type { AiProvider } from '../providers/ai-provider';
import { createOfflineProvider } from '../providers/offline.provider';
import { processAiJob } from '../processors/process-ai-job';
import { REDIS_URL, captureJsonLines, deleteKeys, uniquePrefix } from '../testing';
import { createAiWorker } from './ai-worker';
import { BullmqAiRunner } from './bullmq-ai-runner';
import { enqueueAndAwait } from './enqueue-and-await';
import { resultKey } from './result-channel';

const offline = createOfflineProvider();
const generate = { prompt: 'Ask 5 questions', companyData: 'A dental clinic with 14 staff using WhatsApp and Excel.' };
const chat = {
  userMessage: 'no idea',
  currentQuestion: 'Which tasks repeat every week?',
  conversationHistory: [{ role: 'assistant' as const, content: 'Which tasks repeat every week?' }],
  isLastQuestion: false,
  language: 'en' as const,
};

/** The offline provider, slowed down, counting calls; optionally failing the first `failures` calls. */
function testProvider(opts: { delayMs?: number; failures?: number } = {}) {
  let calls = 0;
  const provider: AiProvider = {
    name: 'test',
    async generateQuestions(input) {
      calls++;
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
      if (calls <= (opts.failures ?? 0)) throw new Error(`provider down (call ${calls})`);
      return offline.generateQuestions(input);
    },
    chatFollowUp: (input) => offline.chatFollowUp(input),
  };
  return { provider, calls: () => calls };
}

describe('BullmqAiRunner with a real worker on the real Redis', () => {
  let prefix: string;
  const closers: Array<() => Promise<unknown>> = [];
  const track = <T extends { close(): Promise<unknown> }>(thing: T): T => {
    closers.push(() => thing.close());
    return thing;
  };
  const trackRedis = (redis: Redis): Redis => {
    closers.push(async () => redis.disconnect());
    return redis;
  };

  beforeEach(() => {
    prefix = uniquePrefix('ai-runner');
  });

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
    await deleteKeys(prefix);
  });

  it('round-trips both jobs through the worker, with one structured log line per job', async () => {
    const { destination, lines } = captureJsonLines();
    const logger = pino({ level: 'info' }, destination);
    track(createAiWorker({ connection: REDIS_URL, prefix, provider: offline, logger }));
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));

    expect(await runner.run('generate-questions', generate)).toEqual(await offline.generateQuestions(generate));
    expect(await runner.run('chat-followup', chat)).toEqual(await offline.chatFollowUp(chat));

    const jobLines = lines.filter((l) => l.msg === 'ai job');
    expect(jobLines).toHaveLength(2);
    expect(jobLines.map((l) => [l.name, l.outcome])).toEqual([
      ['generate-questions', 'completed'],
      ['chat-followup', 'completed'],
    ]);
    for (const line of jobLines) {
      expect(typeof line.jobId).toBe('string');
      expect(typeof line.durationMs).toBe('number');
    }
  });

  it('resolves many concurrent calls, each with its own result', async () => {
    track(
      createAiWorker({
        connection: REDIS_URL,
        prefix,
        provider: offline,
        concurrency: 8,
        logger: pino({ level: 'silent' }),
      }),
    );
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));
    const counts = Array.from({ length: 40 }, (_, i) => (i % 12) + 1);
    const results = await Promise.all(
      counts.map((n) =>
        runner.run('generate-questions', { prompt: `Ask ${n} questions`, companyData: `Company ${n}` }),
      ),
    );
    expect(results.map((r) => r.questions.length)).toEqual(counts);
  });

  it('rejects invalid input before enqueueing', async () => {
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));
    await expect(runner.run('generate-questions', { prompt: 'x', companyData: '   ' })).rejects.toThrow(
      'Please provide company/organization data',
    );
    expect(await runner.queue.getJobCountByTypes('waiting', 'active', 'completed', 'failed')).toBe(0);
  });

  it('fails a job with invalid input at once on the worker, without retry', async () => {
    const { provider, calls } = testProvider();
    const worker = track(
      createAiWorker({ connection: REDIS_URL, prefix, provider, logger: pino({ level: 'silent' }) }),
    );
    const failed = new Promise<Job>((resolve) => worker.on('failed', (job) => job && resolve(job)));
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));
    const redis = trackRedis(new Redis(REDIS_URL));

    // Another producer, not the runner, skipped validation:
    const attempt = enqueueAndAwait(runner.queue, 'generate-questions', { prompt: 1 } as never, {
      timeoutMs: 10_000,
      redis,
      jobId: 'bad-input',
    });
    await expect(attempt).rejects.toBeInstanceOf(InvalidJobInputError);
    const job = await failed;
    expect(job.id).toBe('bad-input');
    expect(job.attemptsMade).toBe(1);
    expect(calls()).toBe(0);
    // The caller has its outcome: the job and its kept outcome leave Redis.
    for (let i = 0; i < 100 && (await Job.fromId(runner.queue, 'bad-input')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await Job.fromId(runner.queue, 'bad-input')).toBeUndefined();
  });

  it('retries a provider error with backoff, then succeeds', async () => {
    const { provider, calls } = testProvider({ failures: 1 });
    track(createAiWorker({ connection: REDIS_URL, prefix, provider, logger: pino({ level: 'silent' }) }));
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));
    expect((await runner.run('generate-questions', generate)).questions).toHaveLength(5);
    expect(calls()).toBe(2);
  });

  it('fails clearly once every attempt failed', async () => {
    const { provider, calls } = testProvider({ failures: 99 });
    track(createAiWorker({ connection: REDIS_URL, prefix, provider, logger: pino({ level: 'silent' }) }));
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));
    const attempt = runner.run('generate-questions', generate, { timeoutMs: 15_000 });
    await expect(attempt).rejects.toBeInstanceOf(AiJobFailedError);
    await expect(attempt).rejects.toThrow('provider down (call 3)');
    expect(calls()).toBe(3);
  });

  it('ends with AiJobTimeoutError at the deadline and withdraws the unstarted job', async () => {
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix, pollIntervalMs: 100 }));
    const started = Date.now();
    const attempt = runner.run('generate-questions', generate, { timeoutMs: 600 });
    await expect(attempt).rejects.toBeInstanceOf(AiJobTimeoutError);
    expect(Date.now() - started).toBeLessThan(8_000); // no worker runs: without the deadline it would wait forever
    expect(await runner.queue.getJobCountByTypes('waiting', 'delayed')).toBe(0);
  });

  it('resolves through the job state when the worker never delivers a result (no listener, no key)', async () => {
    // A bare BullMQ worker running the same processor: it delivers nothing to the result key or channel.
    const bare = track(
      new Worker('ai', async (job) => processAiJob(job.name, job.data, offline), {
        connection: { url: REDIS_URL },
        prefix,
      }),
    );
    await bare.waitUntilReady();
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix, pollIntervalMs: 100 }));
    expect((await runner.run('generate-questions', generate, { timeoutMs: 5_000 })).questions).toHaveLength(5);
  });

  it('resolves by polling alone, without any listener or QueueEvents', async () => {
    track(createAiWorker({ connection: REDIS_URL, prefix, provider: offline, logger: pino({ level: 'silent' }) }));
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));
    const redis = trackRedis(new Redis(REDIS_URL));
    const result = await enqueueAndAwait(runner.queue, 'chat-followup', chat, {
      timeoutMs: 5_000,
      redis,
      pollIntervalMs: 100,
    });
    expect(result).toEqual(await offline.chatFollowUp(chat));
  });

  it('resolves every call while its results listener is cut off and reconnects mid-run', async () => {
    const { provider } = testProvider({ delayMs: 800 });
    track(
      createAiWorker({ connection: REDIS_URL, prefix, provider, concurrency: 10, logger: pino({ level: 'silent' }) }),
    );
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix, pollIntervalMs: 300 }));
    const admin = trackRedis(new Redis(REDIS_URL));
    // A QueueEvents listener, restarted mid-run too, to show nothing depends on it.
    let events = new QueueEvents('ai', { connection: { url: REDIS_URL }, prefix });

    const calls = Array.from({ length: 10 }, (_, i) =>
      runner.run(
        'generate-questions',
        { prompt: `Ask ${i + 1} questions`, companyData: 'A bakery' },
        { timeoutMs: 10_000 },
      ),
    );
    let listener: string | undefined;
    for (const deadline = Date.now() + 10_000; !listener && Date.now() < deadline;) {
      const clients = (await admin.client('LIST')) as string;
      listener = clients.split('\n').find((line) => line.includes(`name=${prefix}:ai:results-listener`));
      if (!listener) await new Promise((r) => setTimeout(r, 20));
    }
    expect(listener).toBeDefined();
    await admin.client('KILL', 'ID', /id=(\d+)/.exec(listener!)![1]!);
    await events.close();
    events = new QueueEvents('ai', { connection: { url: REDIS_URL }, prefix });

    const results = await Promise.all(calls);
    expect(results.map((r) => r.questions.length)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await events.close();
  });

  it('keeps each delivered outcome under a per-job key with a TTL until it is read', async () => {
    track(
      createAiWorker({
        connection: REDIS_URL,
        prefix,
        provider: offline,
        logger: pino({ level: 'silent' }),
        resultTtlSeconds: 60,
      }),
    );
    const runner = track(new BullmqAiRunner({ connection: REDIS_URL, prefix }));
    const redis = trackRedis(new Redis(REDIS_URL));
    const job = await runner.queue.add('chat-followup', chat, { jobId: 'keyed' });
    const key = resultKey(prefix, 'ai', job.id!);
    for (let i = 0; i < 50 && (await redis.llen(key)) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const [raw] = await redis.lrange(key, 0, -1);
    expect(JSON.parse(raw!)).toEqual({
      jobId: 'keyed',
      jobName: 'chat-followup',
      finishedAt: expect.any(String),
      outcome: { ok: true, result: await offline.chatFollowUp(chat) },
    });
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });
});

describe('BullmqAiRunner: started jobs (fire and forget) on the real Redis', () => {
  let prefix: string;
  const closers: Array<() => Promise<unknown>> = [];
  const analysis = {
    surveyId: 's1',
    questions: [{ id: 'q1', text: 'Which tasks take up most of your week?' }],
    responses: [
      {
        id: 'r1',
        n: 1,
        language: 'en' as const,
        startedAt: '2025-03-01T10:00:00.000Z',
        completedAt: null,
        answers: [{ questionId: 'q1', text: 'I re-type every supplier invoice into Sage by hand.' }],
      },
    ],
  };

  beforeEach(() => {
    prefix = uniquePrefix('ai-started');
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
    await deleteKeys(prefix);
  });

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 400; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('condition not reached');
  }

  it('shows the job queued, then running with its progress, then its outcome; the outcome outlives the job', async () => {
    let release: () => void = () => undefined;
    const provider: AiProvider = {
      ...offline,
      async analyseResponses(input, onProgress) {
        onProgress(40);
        await new Promise<void>((resolve) => (release = resolve));
        return {
          themes: [],
          opportunities: [],
          droppedQuotes: 0,
          coverage: { responses: input.responses.length, from: null, to: null },
          provider: 'offline',
        };
      },
    };
    const runner = new BullmqAiRunner({ connection: REDIS_URL, prefix });
    closers.push(() => runner.close());
    await runner.start('analyse-responses', analysis, { jobId: 'report-1' });
    expect(await runner.inspect('analyse-responses', 'report-1')).toEqual({ state: 'queued', progress: 0 });

    const worker = createAiWorker({ connection: REDIS_URL, prefix, provider, logger: pino({ level: 'silent' }) });
    closers.push(() => worker.close());
    expect(
      await until(
        () => runner.inspect('analyse-responses', 'report-1'),
        (s) => s.state === 'running' && s.progress === 40,
      ),
    ).toEqual({ state: 'running', progress: 40 });
    // The dashboard reads the same BullMQ progress.
    expect((await Job.fromId(runner.queue, 'report-1'))!.progress).toBe(40);

    release();
    const done = await until(
      () => runner.inspect('analyse-responses', 'report-1'),
      (s) => s.state === 'completed',
    );
    expect(done).toEqual(expect.objectContaining({ state: 'completed', progress: 100 }));
    // Trimmed from the queue, the job's outcome is still read from its result key.
    await runner.queue.remove('report-1');
    expect(await runner.inspect('analyse-responses', 'report-1')).toEqual({ ...done, finishedAt: expect.any(String) });
    expect(await runner.inspect('analyse-responses', 'never-started')).toEqual({ state: 'missing' });
  });

  it("tells the started jobs' listener of a started job's outcome, never of an awaited job's", async () => {
    const runner = new BullmqAiRunner({ connection: REDIS_URL, prefix });
    closers.push(() => runner.close());
    const worker = createAiWorker({
      connection: REDIS_URL,
      prefix,
      provider: offline,
      logger: pino({ level: 'silent' }),
    });
    closers.push(() => worker.close());
    const finished: string[] = [];
    let reportFinished: () => void = () => undefined;
    const reported = new Promise<void>((resolve) => (reportFinished = resolve));
    const stop = runner.onJobFinished((jobId) => {
      finished.push(jobId);
      if (jobId === 'report-2') reportFinished();
    });
    closers.push(async () => stop());

    // An awaited job (a chat follow-up): its outcome is announced on the same channel, before the report's.
    await runner.run('chat-followup', chat);
    await runner.start('analyse-responses', analysis, { jobId: 'report-2' });
    await reported;
    expect(finished).toEqual(['report-2']);
  });
});
