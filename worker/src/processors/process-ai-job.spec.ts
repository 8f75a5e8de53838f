import { AiProviderError, InvalidJobInputError } from '@seedline/shared';
import type { AiProvider } from '../providers/ai-provider';
import { isUnrecoverable } from '../queue/final-failure';
import { createOfflineProvider } from '../providers/offline.provider';
import { processAiJob } from './process-ai-job';

const offline = createOfflineProvider();

describe('processAiJob', () => {
  it('runs generate-questions through the provider', async () => {
    const result = await processAiJob(
      'generate-questions',
      { prompt: 'Ask 5 questions', companyData: 'A bakery' },
      offline,
    );
    expect(result.questions).toHaveLength(5);
  });

  it('runs chat-followup through the provider', async () => {
    const result = await processAiJob(
      'chat-followup',
      {
        userMessage: 'no idea',
        currentQuestion: 'Which tasks repeat?',
        conversationHistory: [],
        isLastQuestion: false,
        language: 'en',
      },
      offline,
    );
    expect(result.followUpQuestion).not.toBeNull();
  });

  it('rejects an invalid payload as unrecoverable, before calling the provider', async () => {
    const calls: string[] = [];
    const spy: AiProvider = {
      name: 'spy',
      generateQuestions: async () => (calls.push('generate'), { questions: ['Why?'] }),
      chatFollowUp: async () => (
        calls.push('chat'),
        { isComplete: true, followUpQuestion: null, shouldMoveToNext: false }
      ),
    };
    const attempt = processAiJob('generate-questions', { prompt: 'x', companyData: ' ' }, spy);
    await expect(attempt).rejects.toBeInstanceOf(InvalidJobInputError);
    await expect(attempt.catch(isUnrecoverable)).resolves.toBe(true);
    await expect(processAiJob('nope', {}, spy)).rejects.toThrow('Unknown AI job "nope"');
    expect(calls).toEqual([]);
  });

  it('rejects a provider result outside the contract as a (retryable) provider error', async () => {
    const broken: AiProvider = {
      name: 'broken',
      generateQuestions: async () => ({ questions: [] }),
      chatFollowUp: async () => ({ isComplete: true, followUpQuestion: 'Why?', shouldMoveToNext: true }),
    };
    const attempt = processAiJob('generate-questions', { prompt: '', companyData: 'x' }, broken);
    await expect(attempt).rejects.toBeInstanceOf(AiProviderError);
    await expect(attempt.catch(isUnrecoverable)).resolves.toBe(false);
    await expect(attempt).rejects.toThrow('The broken provider returned an invalid generate-questions result');
  });
});

describe('processAiJob: analyse-responses', () => {
  const payload = {
    surveyId: 's1',
    questions: [{ id: 'q1', text: 'Which tasks take up most of your week?' }],
    responses: [1, 2, 3].map((n) => ({
      id: `r${n}`,
      n,
      language: 'en' as const,
      startedAt: `2025-03-0${n}T10:00:00.000Z`,
      completedAt: null,
      answers: [{ questionId: 'q1', text: `Invoices: I re-type every supplier invoice into Sage by hand (${n}).` }],
    })),
  };

  it('runs the offline analysis when the provider has none, reporting whole percents up to 100', async () => {
    const seen: number[] = [];
    const result = await processAiJob('analyse-responses', payload, offline, { onProgress: (p) => seen.push(p) });
    expect(result.provider).toBe('offline');
    expect(result.coverage.responses).toBe(3);
    expect(seen[seen.length - 1]).toBe(100);
    expect(seen.every((p, i) => Number.isInteger(p) && (i === 0 || p > seen[i - 1]!))).toBe(true);
  });

  it("uses the provider's own analysis when it has one", async () => {
    const provider: AiProvider = {
      ...offline,
      analyseResponses: async () => ({
        themes: [],
        opportunities: [],
        droppedQuotes: 0,
        coverage: { responses: 3, from: null, to: null },
        provider: 'openai',
      }),
    };
    expect((await processAiJob('analyse-responses', payload, provider)).provider).toBe('openai');
  });
});
