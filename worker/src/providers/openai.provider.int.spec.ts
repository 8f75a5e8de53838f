import { UnrecoverableError } from 'bullmq';
import type { ChatFollowUpPayload } from '@seedline/shared';
import { AiProviderRejectedError, createOpenAiProvider } from './openai.provider';
import { startFakeOpenAi, type FakeOpenAi, type FakeOpenAiReply, type FakeOpenAiRequest } from '../testing/fake-openai';

// A scripted OpenAI-compatible server on 127.0.0.1: records requests, answers from a queue.
let fake: FakeOpenAi;
let baseURL: string;
let requests: FakeOpenAiRequest[];
const script: FakeOpenAiReply[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAi(
    () => script.shift() ?? { status: 500, raw: '{"error":{"message":"script exhausted"}}' },
  );
  ({ baseURL, requests } = fake);
});

afterAll(() => fake.close());

beforeEach(() => {
  script.length = 0;
  requests.length = 0;
});

const provider = (over: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}) =>
  createOpenAiProvider({
    apiKey: 'test-key',
    baseURL,
    model: 'test-model',
    maxRetryDelayMs: 50,
    requestTimeoutMs: 5_000,
    ...over,
  });

const FIVE = JSON.stringify({
  questions: [
    'Which tasks repeat?',
    'Where is data re-typed?',
    'Who approves outputs?',
    'What slows orders?',
    'Which reports take longest?',
  ],
});
const generate = { prompt: 'Ask 5 questions', companyData: 'A dental clinic with 14 staff using Excel.' };

describe('OpenAI provider against an OpenAI-compatible server', () => {
  it('sends a JSON-mode chat completion request with the model and messages', async () => {
    script.push({ content: FIVE });
    await provider().generateQuestions(generate);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(request!.body.messages[0].role).toBe('system');
    expect(request!.body.messages[0].content).toContain('Exactly 5 questions.');
    expect(request!.body.messages[1].content).toContain('A dental clinic with 14 staff using Excel.');
  });

  it('sends the interviewing rules with the company data', async () => {
    script.push({ content: FIVE });
    await provider().generateQuestions(generate);
    const [system, user] = requests[0]!.body.messages as Array<{ content: string }>;
    expect(system!.content).toContain("Cite the organization's own words");
    expect(system!.content).toContain('as an outcome: what is behind it');
    expect(system!.content).toContain('Never ask a leading question');
    // The consultant's voice (issue 32): the same rules the offline provider keeps.
    expect(system!.content).toContain('Never attribute the data to the respondent: no "You mentioned"');
    expect(system!.content).toContain('at most twice in the set');
    expect(system!.content).toContain('type at least two');
    expect(system!.content).toContain('as a multiple_choice with "allowOther": true');
    expect(system!.content).toContain('"a" or "an" by sound');
    expect(system!.content).toContain('Overtime costs rose 18% this year. What do you think is behind that?');
    expect(system!.content).toContain('in every language');
    expect(user!.content).toContain('A dental clinic with 14 staff using Excel.');
  });

  it('asks again once when a generated question is leading, and never returns a leading one', async () => {
    const leading = JSON.parse(FIVE) as { questions: string[] };
    leading.questions[1] = "Wouldn't AI help you with the re-typing?";
    script.push({ content: JSON.stringify(leading) }, { content: JSON.stringify(leading) });
    const { questions } = await provider().generateQuestions(generate);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body.messages.at(-1).content).toContain("Wouldn't AI help you with the re-typing?");
    expect(questions).toHaveLength(5);
    expect(questions).not.toContain("Wouldn't AI help you with the re-typing?");
    expect(questions[0]).toBe('Which tasks repeat?');
  });

  it('returns the questions of a good answer', async () => {
    script.push({ content: FIVE });
    expect((await provider().generateQuestions(generate)).questions).toEqual(JSON.parse(FIVE).questions);
  });

  it('asks again once after a malformed answer and uses the good one', async () => {
    script.push({ content: 'Sure! Here are your questions: 1. Which tasks repeat?' }, { content: FIVE });
    expect((await provider().generateQuestions(generate)).questions).toHaveLength(5);
    expect(requests).toHaveLength(2);
  });

  it('fails clearly, and unrecoverably (no queue retries), when the re-ask is malformed too', async () => {
    script.push({ content: 'nope' }, { content: '{"questions":[]}' }, { content: FIVE });
    const attempt = provider().generateQuestions(generate);
    await expect(attempt).rejects.toThrow(UnrecoverableError);
    await expect(attempt).rejects.toThrow(
      /unusable after 2 attempts: the model gave 0 usable questions, 5 were asked for/,
    );
    expect(requests).toHaveLength(2);
  });

  it('retries a 429 (honouring Retry-After-Ms) and a 500', async () => {
    script.push(
      { status: 429, headers: { 'retry-after-ms': '20' }, raw: '{"error":{"message":"slow down"}}' },
      { status: 500, raw: '{"error":{"message":"boom"}}' },
      { content: FIVE },
    );
    expect((await provider().generateQuestions(generate)).questions).toHaveLength(5);
    expect(requests).toHaveLength(3);
  });

  it('caps a long Retry-After so the wait stays bounded', async () => {
    script.push(
      { status: 429, headers: { 'retry-after': '3600' }, raw: '{"error":{"message":"later"}}' },
      { content: FIVE },
    );
    const started = Date.now();
    await provider({ maxRetryDelayMs: 100 }).generateQuestions(generate);
    expect(Date.now() - started).toBeLessThan(10_000); // the uncapped wait would be an hour
  });

  it('gives up after its HTTP retries with a retryable provider error', async () => {
    script.push(...Array.from({ length: 3 }, () => ({ status: 503, raw: '{"error":{"message":"overloaded"}}' })));
    const attempt = provider({ httpRetries: 2 }).generateQuestions(generate);
    await expect(attempt).rejects.toThrow('The AI provider answered 503');
    await expect(attempt).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect(requests).toHaveLength(3);
  });

  it('does not retry a rejected request (bad key): unrecoverable', async () => {
    script.push({ status: 401, raw: '{"error":{"message":"Incorrect API key"}}' });
    const attempt = provider().generateQuestions(generate);
    await expect(attempt).rejects.toBeInstanceOf(AiProviderRejectedError);
    await expect(attempt).rejects.toBeInstanceOf(UnrecoverableError);
    expect(requests).toHaveLength(1);
  });

  it('fails as retryable when the server cannot be reached', async () => {
    const closed = createOpenAiProvider({
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:9/v1',
      httpRetries: 1,
      maxRetryDelayMs: 10,
    });
    await expect(closed.generateQuestions(generate)).rejects.toThrow('The AI provider could not be reached');
  });

  describe('chat follow-up', () => {
    const chat: ChatFollowUpPayload = {
      userMessage: 'Emails.',
      currentQuestion: 'How do orders reach you?',
      conversationHistory: [{ role: 'assistant', content: 'How do orders reach you?' }],
      isLastQuestion: false,
      language: 'en',
    };

    it("asks the model's follow-up", async () => {
      script.push({
        content: '{"followUpQuestion":"Which inbox, and how many a day?","isComplete":false,"shouldMoveToNext":false}',
      });
      expect(await provider().chatFollowUp(chat)).toEqual({
        isComplete: false,
        followUpQuestion: 'Which inbox, and how many a day?',
        shouldMoveToNext: false,
      });
      expect(requests[0]!.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'assistant', 'user']);
    });

    it('never asks a second follow-up, whatever the model proposes', async () => {
      script.push({ content: '{"followUpQuestion":"And then?","isComplete":false,"shouldMoveToNext":false}' });
      expect(await provider().chatFollowUp({ ...chat, followUpsAskedForQuestion: 1, isLastQuestion: true })).toEqual({
        isComplete: true,
        followUpQuestion: null,
        shouldMoveToNext: false,
      });
    });

    it('moves to the next question after one re-ask when the answers stay in the wrong language or malformed', async () => {
      script.push(
        { content: '{"followUpQuestion":"How often?"}' },
        { content: 'not json' },
        { content: '{"followUpQuestion":"یہ کتنی بار ہوتا ہے؟"}' },
      );
      expect(await provider().chatFollowUp({ ...chat, language: 'ur' })).toEqual({
        isComplete: false,
        followUpQuestion: null,
        shouldMoveToNext: true,
      });
      expect(requests).toHaveLength(2);
      script.length = 0;
      script.push({ content: 'nope' }, { content: 'nope' });
      expect(await provider().chatFollowUp({ ...chat, isLastQuestion: true })).toEqual({
        isComplete: true,
        followUpQuestion: null,
        shouldMoveToNext: false,
      });
      expect(requests).toHaveLength(4);
    });

    it('asks again when the follow-up is not in the respondent language', async () => {
      script.push(
        { content: '{"followUpQuestion":"How often?"}' },
        { content: '{"followUpQuestion":"یہ کتنی بار ہوتا ہے؟"}' },
      );
      const result = await provider().chatFollowUp({ ...chat, language: 'ur' });
      expect(result.followUpQuestion).toBe('یہ کتنی بار ہوتا ہے؟');
      expect(requests).toHaveLength(2);
    });

    it("sends the interviewing rules and the respondent's own words", async () => {
      script.push({ content: '{"followUpQuestion":null,"isComplete":false,"shouldMoveToNext":true}' });
      await provider().chatFollowUp(chat);
      const messages = requests[0]!.body.messages as Array<{ role: string; content: string }>;
      expect(messages[0]!.content).toContain('name what the respondent said, in their own words');
      expect(messages[0]!.content).toContain('never introduce a topic');
      expect(messages[0]!.content).toContain('Never ask a leading question');
      expect(messages.at(-1)!.content).toContain("Respondent's answer: Emails.");
    });

    it('refuses a leading follow-up from the model and asks again once', async () => {
      script.push(
        { content: '{"followUpQuestion":"Wouldn\'t AI help you answer these emails faster?"}' },
        { content: '{"followUpQuestion":"You mentioned emails: roughly how many a day?"}' },
      );
      expect((await provider().chatFollowUp(chat)).followUpQuestion).toBe(
        'You mentioned emails: roughly how many a day?',
      );
      expect(requests).toHaveLength(2);
      expect(requests[1]!.body.messages.at(-1).content).toContain('is a leading question');
    });

    it('asks the offline probe instead when the re-ask is leading too, without a third request', async () => {
      script.push(
        { content: '{"followUpQuestion":"Wouldn\'t AI help you answer these emails faster?"}' },
        { content: '{"followUpQuestion":"Don\'t you think an AI assistant could sort the emails?"}' },
        { content: '{"followUpQuestion":"How many?"}' },
      );
      const { followUpQuestion } = await provider().chatFollowUp(chat);
      expect(followUpQuestion).toBe('You mentioned emails: roughly how many a day, and what happens to each one?');
      expect(requests).toHaveLength(2);
    });
  });

  describe('typed questions', () => {
    it('returns the types the model proposes, and a long text question for a bad proposal', async () => {
      const { questions } = JSON.parse(FIVE) as { questions: string[] };
      script.push({
        content: JSON.stringify({
          questions,
          typedQuestions: [
            { questionText: questions[0], questionType: 'rating' },
            { questionText: questions[1], questionType: 'single_choice' },
            { questionText: questions[2], questionType: 'slider' },
            { questionText: questions[3], questionType: 'number', numberRange: { min: 0, unit: 'orders per day' } },
          ],
        }),
      });
      const result = await provider().generateQuestions(generate);
      expect(requests[0]!.body.messages[0].content).toContain('"typedQuestions"');
      expect(result.questions).toEqual(questions);
      expect(result.typedQuestions).toEqual([
        { questionText: questions[0], questionType: 'rating' },
        { questionText: questions[1], questionType: 'textarea' },
        { questionText: questions[2], questionType: 'textarea' },
        { questionText: questions[3], questionType: 'number', numberRange: { min: 0, unit: 'orders per day' } },
        { questionText: questions[4], questionType: 'textarea' },
      ]);
    });

    it('asks a low rating its fixed follow-up without a model request', async () => {
      const low = {
        userMessage: '2',
        currentQuestion: 'How satisfied are you with the booking system?',
        conversationHistory: [],
        isLastQuestion: false,
        language: 'ur' as const,
        followUpsAskedForQuestion: 0,
        questionType: 'rating' as const,
        answerValue: 2,
      };
      expect((await provider().chatFollowUp(low)).followUpQuestion).toBe('اسے 5 بنانے کے لیے کیا ہونا چاہیے تھا؟');
      expect((await provider().chatFollowUp({ ...low, answerValue: 5 })).shouldMoveToNext).toBe(true);
      expect(requests).toHaveLength(0);
    });
  });

  describe('translation', () => {
    const input = {
      targetLanguage: 'ur' as const,
      texts: [
        { key: 'title', text: 'Team survey for {company}' },
        { key: 'q1.text', text: 'How many hours a week do you spend on invoices?' },
      ],
    };
    const URDU = {
      translations: [
        { key: 'q1.text', text: 'آپ ہر ہفتے انوائسز پر کتنے گھنٹے صرف کرتے ہیں؟' },
        { key: 'title', text: '{company} کے لیے ٹیم سروے' },
      ],
    };

    it('sends the texts with the Urdu instructions and returns each key once, in the order asked', async () => {
      script.push({ content: JSON.stringify(URDU) });
      const result = await provider().translateTexts!(input);
      expect(result).toEqual({
        translations: [
          { key: 'title', text: '{company} کے لیے ٹیم سروے' },
          { key: 'q1.text', text: 'آپ ہر ہفتے انوائسز پر کتنے گھنٹے صرف کرتے ہیں؟' },
        ],
      });
      const [system, user] = requests[0]!.body.messages as Array<{ content: string }>;
      expect(system!.content).toContain('Nastaliq');
      expect(system!.content).toContain('Keep placeholders');
      expect(JSON.parse(user!.content)).toEqual({ texts: input.texts });
      expect(requests[0]!.body.response_format).toEqual({ type: 'json_object' });
    });

    it('asks again after a reply with a key missing, and uses the good one', async () => {
      script.push(
        { content: JSON.stringify({ translations: URDU.translations.slice(0, 1) }) },
        { content: JSON.stringify(URDU) },
      );
      expect((await provider().translateTexts!(input)).translations).toHaveLength(2);
      expect(requests).toHaveLength(2);
    });

    it('fails unrecoverably when the replies stay out of Urdu script', async () => {
      const english = { translations: input.texts.map(({ key, text }) => ({ key, text })) };
      script.push({ content: JSON.stringify(english) }, { content: JSON.stringify(english) });
      const attempt = provider().translateTexts!(input);
      await expect(attempt).rejects.toThrow(UnrecoverableError);
      await expect(attempt).rejects.toThrow(/unusable after 2 attempts: .*not in Urdu script/);
      expect(requests).toHaveLength(2);
    });

    it('fails when a reply names a key that was not asked', async () => {
      const extra = { translations: [...URDU.translations, { key: 'other', text: 'کچھ اور' }] };
      script.push({ content: JSON.stringify(extra) }, { content: JSON.stringify(extra) });
      await expect(provider().translateTexts!(input)).rejects.toThrow(/3 translations for 2 texts, with unknown keys/);
    });
  });
});
