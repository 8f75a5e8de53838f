import pino from 'pino';
import { AiJobFailedError, AiJobTimeoutError, AiUnavailableError, InvalidJobInputError } from '@seedline/shared';
import type { AiProvider } from '../providers/ai-provider';
import { createOfflineProvider } from '../providers/offline.provider';
import { AiProviderRejectedError } from '../providers/openai.provider';
import { captureJsonLines } from '../testing';
import { InProcessAiRunner } from './in-process-ai-runner';

const offline = createOfflineProvider();
const generate = { prompt: 'Ask 3 questions', companyData: 'A school with 30 teachers.' };

function flaky(
  failures: number,
  error: () => Error = () => new Error('provider down'),
): AiProvider & { calls: number } {
  const provider = {
    name: 'flaky',
    calls: 0,
    async generateQuestions(input: typeof generate) {
      provider.calls++;
      if (provider.calls <= failures) throw error();
      return offline.generateQuestions(input);
    },
    chatFollowUp: offline.chatFollowUp,
  };
  return provider;
}

describe('InProcessAiRunner (the embedded default)', () => {
  it('answers exactly as the processor does', async () => {
    const runner = new InProcessAiRunner(offline);
    expect(await runner.run('generate-questions', generate)).toEqual(await offline.generateQuestions(generate));
  });

  it('lists its recent jobs with their state, attempts and reason, never their payload or result', async () => {
    const provider = flaky(1);
    const runner = new InProcessAiRunner(provider, { backoffMs: 1, attempts: 2 });
    await runner.run('generate-questions', generate);
    provider.calls = -10;
    await expect(runner.run('generate-questions', generate)).rejects.toBeInstanceOf(AiJobFailedError);
    // Bad input is the caller's mistake, refused before any job exists.
    await expect(runner.run('generate-questions', { prompt: '', companyData: ' ' })).rejects.toThrow();
    const [failed, done, ...none] = runner.recentJobs();
    expect(none).toEqual([]);
    expect(done).toMatchObject({ name: 'generate-questions', state: 'completed', progress: 100, attempts: 2 });
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 2,
      failedReason: expect.stringContaining('provider down'),
    });
    expect(JSON.stringify(runner.recentJobs())).not.toContain('A school with 30 teachers');
  });

  it('rejects invalid input without calling the provider', async () => {
    const provider = flaky(0);
    const runner = new InProcessAiRunner(provider);
    await expect(runner.run('generate-questions', { prompt: '', companyData: ' ' })).rejects.toBeInstanceOf(
      InvalidJobInputError,
    );
    expect(provider.calls).toBe(0);
  });

  it('retries provider errors with backoff, like the queue', async () => {
    const provider = flaky(2);
    const runner = new InProcessAiRunner(provider, { backoffMs: 10 });
    expect((await runner.run('generate-questions', generate)).questions).toHaveLength(3);
    expect(provider.calls).toBe(3);
  });

  it('fails for good after its attempts, or at once when the provider rejects the request', async () => {
    const down = flaky(99);
    await expect(
      new InProcessAiRunner(down, { backoffMs: 10 }).run('generate-questions', generate),
    ).rejects.toBeInstanceOf(AiJobFailedError);
    expect(down.calls).toBe(3);

    const rejected = flaky(99, () => new AiProviderRejectedError('The AI provider answered 401'));
    const attempt = new InProcessAiRunner(rejected, { backoffMs: 10 }).run('generate-questions', generate);
    await expect(attempt).rejects.toThrow('The AI provider answered 401');
    await expect(attempt).rejects.toBeInstanceOf(AiJobFailedError);
    expect(rejected.calls).toBe(1);
  });

  it('ends with AiJobTimeoutError at the deadline', async () => {
    const stuck: AiProvider = { ...offline, name: 'stuck', generateQuestions: () => new Promise(() => undefined) };
    const started = Date.now();
    await expect(
      new InProcessAiRunner(stuck).run('generate-questions', generate, { timeoutMs: 100 }),
    ).rejects.toBeInstanceOf(AiJobTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000); // a 100 ms deadline; the provider never answers
  });

  it('refuses work once closed', async () => {
    const runner = new InProcessAiRunner(offline);
    await runner.close();
    await expect(runner.run('generate-questions', generate)).rejects.toBeInstanceOf(AiUnavailableError);
  });

  it('logs each attempt as the queue worker does, with the request id it was given', async () => {
    const { destination, lines } = captureJsonLines();
    const runner = new InProcessAiRunner(flaky(1), { backoffMs: 5, logger: pino(destination) });
    await runner.run('generate-questions', generate, { requestId: 'req-in-process' });
    const logged = lines.filter((l) => l.msg === 'ai job');
    expect(
      logged.map(({ name, attempt, outcome, requestId, provider }) => ({
        name,
        attempt,
        outcome,
        requestId,
        provider,
      })),
    ).toEqual([
      { name: 'generate-questions', attempt: 1, outcome: 'retrying', requestId: 'req-in-process', provider: 'flaky' },
      { name: 'generate-questions', attempt: 2, outcome: 'completed', requestId: 'req-in-process', provider: 'flaky' },
    ]);
    expect(logged[0]!.jobId).toEqual(logged[1]!.jobId);
    expect(logged[0]!.error).toBe('provider down');
  });
});

describe('InProcessAiRunner: started jobs (fire and forget)', () => {
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

  async function settled(runner: InProcessAiRunner, jobId: string) {
    for (;;) {
      const status = await runner.inspect('analyse-responses', jobId);
      if (status.state !== 'queued' && status.state !== 'running') return status;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('returns before the job runs, then tells its outcome with progress 100', async () => {
    const runner = new InProcessAiRunner(offline);
    await runner.start('analyse-responses', analysis, { jobId: 'job-1' });
    expect(await runner.inspect('analyse-responses', 'job-1')).toEqual({ state: 'queued', progress: 0 });
    const status = await settled(runner, 'job-1');
    expect(status).toEqual(expect.objectContaining({ state: 'completed', progress: 100 }));
    if (status.state === 'completed') expect(status.result.coverage.responses).toBe(1);
  });

  it('reports progress while a provider works, and a failure with its message', async () => {
    let release: () => void = () => undefined;
    const seen: number[] = [];
    const provider: AiProvider = {
      ...offline,
      async analyseResponses(_input, onProgress) {
        onProgress(42.7);
        await new Promise<void>((resolve) => (release = resolve));
        throw new AiProviderRejectedError('bad key');
      },
    };
    const runner = new InProcessAiRunner(provider, { attempts: 1 });
    await runner.start('analyse-responses', analysis, { jobId: 'job-2' });
    for (;;) {
      const status = await runner.inspect('analyse-responses', 'job-2');
      if (status.state === 'running' && status.progress > 0) {
        seen.push(status.progress);
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(seen).toEqual([42]);
    release();
    expect(await settled(runner, 'job-2')).toEqual({
      state: 'failed',
      progress: 42,
      message: expect.stringContaining('bad key'),
      finishedAt: expect.any(String),
    });
  });

  it('knows nothing of a job it never started, and refuses an invalid payload at start', async () => {
    const runner = new InProcessAiRunner(offline);
    expect(await runner.inspect('analyse-responses', 'nope')).toEqual({ state: 'missing' });
    await expect(
      runner.start('analyse-responses', { ...analysis, surveyId: '' }, { jobId: 'job-3' }),
    ).rejects.toBeInstanceOf(InvalidJobInputError);
  });
});
