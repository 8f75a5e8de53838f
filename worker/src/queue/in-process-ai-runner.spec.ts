import pino from 'pino';
import { AiJobFailedError, AiJobTimeoutError, AiUnavailableError, InvalidJobInputError } from '../errors';
import type { AiProvider } from '../providers/ai-provider';
import { createOfflineProvider } from '../providers/offline.provider';
import { AiProviderRejectedError } from '../providers/openai.provider';
import { captureJsonLines } from '../testing';
import { InProcessAiRunner } from './in-process-ai-runner';

const offline = createOfflineProvider();
const generate = { prompt: 'Ask 3 questions', companyData: 'A school with 30 teachers.' };

function flaky(failures: number, error: () => Error = () => new Error('provider down')): AiProvider & { calls: number } {
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

  it('rejects invalid input without calling the provider', async () => {
    const provider = flaky(0);
    const runner = new InProcessAiRunner(provider);
    await expect(runner.run('generate-questions', { prompt: '', companyData: ' ' })).rejects.toBeInstanceOf(InvalidJobInputError);
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
    await expect(new InProcessAiRunner(down, { backoffMs: 10 }).run('generate-questions', generate)).rejects.toBeInstanceOf(AiJobFailedError);
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
    await expect(new InProcessAiRunner(stuck).run('generate-questions', generate, { timeoutMs: 100 })).rejects.toBeInstanceOf(AiJobTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
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
    expect(logged.map(({ name, attempt, outcome, requestId, provider }) => ({ name, attempt, outcome, requestId, provider }))).toEqual([
      { name: 'generate-questions', attempt: 1, outcome: 'retrying', requestId: 'req-in-process', provider: 'flaky' },
      { name: 'generate-questions', attempt: 2, outcome: 'completed', requestId: 'req-in-process', provider: 'flaky' },
    ]);
    expect(logged[0]!.jobId).toEqual(logged[1]!.jobId);
    expect(logged[0]!.error).toBe('provider down');
  });
});
