import { UnrecoverableError } from 'bullmq';
import { type AnalyseResponsesPayload, analyseResponsesResultSchema } from '@seedline/shared';
import { processAiJob } from '../processors/process-ai-job';
import { AnalysisAnswerUnusableError, MACHINE_GLOSS_NOTE } from './openai-analysis';
import { createOpenAiProvider } from './openai.provider';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';

/**
 * A fake OpenAI-compatible server on 127.0.0.1 that answers the analysis like a model would: each map
 * call with one theme quoting the first clause of every answer it was given (glossing the Urdu ones),
 * the reduce call merging every candidate. `script` answers first, when it holds anything.
 */
type Recorded = { messages: Array<{ role: string; content: string }> };

let fake: FakeOpenAi;
let baseURL: string;
let script: string[];
let requests: Recorded[];

function modelAnswer(messages: Recorded['messages']): string {
  const user = messages.find((m) => m.role === 'user')!.content;
  if (user.includes('Candidate themes:')) {
    const candidates = [...user.matchAll(/^\[(c\d+)\]/gm)].map((m) => m[1]);
    return JSON.stringify({
      themes: [{ name: 'Invoices re-typed by hand', summary: 'Staff copy invoices into the accounts.', candidates }],
      opportunities: [
        {
          title: 'Read invoices automatically',
          description: 'Document AI extracts invoice fields and posts them.',
          impact: { value: 8, reason: 'Most responses raise it.' },
          confidence: { value: 7, reason: 'Answers state times.' },
          ease: { value: 6, reason: 'Off-the-shelf extraction.' },
          themes: [1],
          hoursSavedPerWeek: 10,
          hoursSavedArithmetic: '1 person × 2 h/day × 5 days = 10 h/week',
        },
      ],
    });
  }
  const units = [...user.matchAll(/^\[(u\d+)\] \(([^)]*)\) (.*)$/gm)].map(([, unit, meta, text]) => ({
    unit,
    urdu: meta!.includes('Urdu'),
    text: text!.split(/[.،۔]/)[0]!.trim(),
  }));
  return JSON.stringify({
    themes: [
      {
        name: 'Invoices re-typed by hand',
        summary: 'Invoices are typed in by hand.',
        units: units.map((u) => u.unit),
        quotes: units.slice(0, 5).map((u) => ({
          unit: u.unit,
          text: u.text,
          gloss: u.urdu ? 'I type the invoices into the system by hand' : null,
        })),
      },
    ],
  });
}

beforeAll(async () => {
  fake = await startFakeOpenAi((request) => {
    const messages = request.body.messages as Recorded['messages'];
    requests.push({ messages });
    return { content: script.length > 0 ? script.shift()! : modelAnswer(messages) };
  });
  baseURL = fake.baseURL;
});

afterAll(() => fake.close());

beforeEach(() => {
  script = [];
  requests = [];
});

const provider = (tokenBudget?: number) =>
  createOpenAiProvider({
    apiKey: 'test-key',
    baseURL,
    model: 'test-model',
    maxRetryDelayMs: 50,
    requestTimeoutMs: 5_000,
    analysisTokenBudget: tokenBudget,
  });

const filler =
  ' Every line of every supplier invoice goes in by hand, then I check the totals twice against the PDF.'.repeat(6);
const ENGLISH = [
  'I re-type every supplier invoice into Sage by hand',
  'Typing invoices into the accounts takes most of my Monday',
  'Supplier invoices get copied line by line from PDFs',
  'Invoices are keyed in manually, about two hours a day',
  'Half my week goes on entering invoices',
];
const URDU = 'میں ہر انوائس ہاتھ سے سسٹم میں ٹائپ کرتی ہوں۔ اس میں بہت وقت لگتا ہے';

const payload: AnalyseResponsesPayload = {
  surveyId: 's1',
  questions: [{ id: 'q1', text: 'Which tasks take up most of your week?' }],
  responses: [
    ...ENGLISH.map((text, i) => ({
      id: `r${i + 1}`,
      n: i + 1,
      language: 'en' as const,
      startedAt: `2025-03-0${i + 1}T10:00:00.000Z`,
      completedAt: null,
      answers: [{ questionId: 'q1', text: `${text}.${filler}` }],
    })),
    {
      id: 'r6',
      n: 6,
      language: 'ur' as const,
      startedAt: '2025-03-06T10:00:00.000Z',
      completedAt: null,
      answers: [{ questionId: 'q1', text: URDU }],
    },
  ],
};

const isMap = (r: Recorded) => !r.messages.some((m) => m.content.includes('Candidate themes:'));

describe('OpenAI analysis (map-reduce) against an OpenAI-compatible server', () => {
  it('maps chunks that fit the token budget, then reduces them into one report', async () => {
    const progress: number[] = [];
    const report = await provider(600).analyseResponses!(payload, (p) => progress.push(p));
    const maps = requests.filter(isMap);
    expect(maps.length).toBeGreaterThanOrEqual(3);
    expect(requests).toHaveLength(maps.length + 1);
    expect(isMap(requests[requests.length - 1]!)).toBe(false);
    // Every answer went to exactly one map call.
    const sent = maps.flatMap((r) => [...r.messages[1]!.content.matchAll(/^\[(u\d+)\]/gm)].map((m) => m[1]));
    expect(sent).toEqual(['u1', 'u2', 'u3', 'u4', 'u5', 'u6']);

    expect(analyseResponsesResultSchema.safeParse(report).success).toBe(true);
    expect(report.provider).toBe('openai');
    expect(report.coverage).toEqual({ responses: 6, from: '2025-03-01T10:00:00.000Z', to: '2025-03-06T10:00:00.000Z' });
    expect(report.droppedQuotes).toBe(0);
    const [theme] = report.themes;
    expect(theme).toEqual(expect.objectContaining({ name: 'Invoices re-typed by hand', responseCount: 6, share: 1 }));
    expect(theme!.quotes).toHaveLength(5);
    expect(report.opportunities[0]).toEqual(
      expect.objectContaining({ score: 7, themeIds: [theme!.id], hoursSavedPerWeek: 10 }),
    );
    expect(progress[progress.length - 1]).toBe(100);
  });

  it('glosses an Urdu quote in English, marked as machine translation', async () => {
    const urduOnly = { ...payload, responses: payload.responses.slice(5) };
    const report = await provider().analyseResponses!(urduOnly, () => undefined);
    expect(report.themes[0]!.quotes[0]).toEqual(
      expect.objectContaining({
        language: 'ur',
        responseNumber: 6,
        gloss: 'I type the invoices into the system by hand',
        glossNote: MACHINE_GLOSS_NOTE,
      }),
    );
  });

  it('drops an invented quote and counts it', async () => {
    const two = { ...payload, responses: payload.responses.slice(0, 2) };
    script.push(
      JSON.stringify({
        themes: [
          {
            name: 'Invoices re-typed by hand',
            summary: 'Invoices are typed in by hand.',
            units: ['u1', 'u2'],
            quotes: [
              { unit: 'u1', text: ENGLISH[0], gloss: null },
              { unit: 'u2', text: 'We love our new invoicing robot', gloss: null },
            ],
          },
        ],
      }),
    );
    const report = await provider().analyseResponses!(two, () => undefined);
    expect(report.droppedQuotes).toBe(1);
    expect(report.themes[0]!.quotes.map((q) => q.text)).toEqual([ENGLISH[0]]);
  });

  it('asks again once when a reply is malformed, telling the model what was wrong', async () => {
    const one = { ...payload, responses: payload.responses.slice(0, 1) };
    script.push('this is not JSON');
    const report = await provider().analyseResponses!(one, () => undefined);
    expect(report.themes).toHaveLength(1);
    expect(requests).toHaveLength(3); // map, map again, reduce
    const reAsk = requests[1]!.messages;
    expect(reAsk[reAsk.length - 2]).toEqual({ role: 'assistant', content: 'this is not JSON' });
    expect(reAsk[reAsk.length - 1]!.content).toMatch(/could not be used: .*not JSON/);
  });

  it('fails for good (no queue retry) when the re-ask is malformed too, or cites answers it was not given', async () => {
    const one = { ...payload, responses: payload.responses.slice(0, 1) };
    script.push(
      '{"themes": "none"}',
      JSON.stringify({ themes: [{ name: 'x', summary: 'y', units: ['u9'], quotes: [{ unit: 'u9', text: 'z' }] }] }),
    );
    const error = await provider().analyseResponses!(one, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalysisAnswerUnusableError);
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect((error as Error).message).toContain('"u9" is not one of the answers given');
    expect(requests).toHaveLength(2);
  });

  it('reads the survey design as the offline method does: only work answers go to the model, its themes are candidates', async () => {
    const designed: AnalyseResponsesPayload = {
      surveyId: 's2',
      questions: [
        { id: 'role', text: 'What is your role?', questionType: 'single_choice', options: ['Clerk', 'Cashier'] },
        { id: 'q1', text: 'Which tasks take up most of your week?', questionType: 'textarea' },
        { id: 'hours', text: 'How many hours a week?', questionType: 'number', unit: 'hours per week' },
        { id: 'else', text: 'Anything else?', questionType: 'textarea' },
      ],
      responses: ENGLISH.map((text, i) => ({
        id: `d${i + 1}`,
        n: i + 1,
        language: 'en' as const,
        startedAt: `2025-03-0${i + 1}T10:00:00.000Z`,
        completedAt: null,
        answers: [
          { questionId: 'role', text: i < 3 ? 'Clerk' : 'Cashier' },
          { questionId: 'q1', text: i === 4 ? 'No comment.' : text },
          { questionId: 'hours', text: `${4 + i} hours per week` },
          { questionId: 'else', text: i % 2 === 0 ? 'Parking is full.' : 'Nothing.' },
        ],
      })),
    };
    const report = await provider().analyseResponses!(designed, () => undefined);
    const sent = requests.filter(isMap).map((r) => r.messages[1]!.content);
    // The model hears only the work question and its four answers that say something.
    expect(sent.join('\n')).toContain('Q2. Which tasks take up most of your week?');
    for (const text of ['What is your role?', 'Clerk', 'hours per week', 'Parking', 'No comment', 'Anything else?'])
      expect(sent.join('\n')).not.toContain(text);
    expect(sent.flatMap((c) => [...c.matchAll(/^\[(u\d+)\]/gm)])).toHaveLength(4);
    // The reduce prompt says the hours are computed from the survey's own question.
    expect(requests.find((r) => !isMap(r))!.messages[0]!.content).toContain('The survey has its own hours question');

    expect(analyseResponsesResultSchema.safeParse(report).success).toBe(true);
    const [theme] = report.themes;
    expect(theme).toMatchObject({
      responseCount: 4,
      candidate: true,
      segmentAnswers: { role: { Clerk: 3, Cashier: 1 } },
    });
    expect(report.opportunities[0]).toMatchObject({
      hoursSavedPerWeek: 22,
      hoursSavedArithmetic: '4 people × 5.5 h/week (median of Q3, answered by all 4 of its respondents) = 22 h/week',
      hoursSource: 'measure',
    });
    expect(report.remarks).toMatchObject({ name: 'Other remarks', responseCount: 3, nonAnswers: 2 });
    expect(report.questionRoles?.map((q) => q.role)).toEqual(['segment', 'themes', 'measure', 'remarks']);
    expect(report.saturation?.summary).toBe('The last 4 responses raised no new theme.');
  });

  it('runs as the analyse-responses job through the processor', async () => {
    const result = await processAiJob('analyse-responses', payload, provider());
    expect(result.provider).toBe('openai');
    expect(result.themes[0]!.responseCount).toBe(6);
  });
});
