import {
  analyseResponsesPayloadSchema,
  analyseResponsesResultSchema,
  iceScore,
  type AnalyseResponsesResult,
} from './analyse-responses.job';

const payload = {
  surveyId: 'survey-1',
  questions: [{ id: 'q1', text: 'What takes your time?' }],
  responses: [
    {
      id: 'r1',
      n: 1,
      language: 'ur',
      startedAt: '2025-03-03T09:00:00.000Z',
      completedAt: '2025-03-03T09:10:00+05:00',
      answers: [{ questionId: 'q1', text: 'انوائس ہاتھ سے' }],
      followUps: [{ questionId: 'q1', question: 'کتنا وقت؟', answer: 'دو گھنٹے' }],
    },
  ],
};

const quote = {
  text: 'انوائس ہاتھ سے',
  responseId: 'r1',
  responseNumber: 1,
  questionId: 'q1',
  source: 'answer',
  language: 'ur',
  gloss: null,
  glossNote: 'No English gloss: the offline provider cannot translate.',
};

const result: AnalyseResponsesResult = {
  themes: [{ id: 't1', name: 'Invoices', summary: 'One sentence.', responseCount: 1, share: 1, quotes: [quote] }],
  opportunities: [
    {
      id: 'o1',
      title: 'Read invoices automatically',
      description: 'Document AI.',
      impact: { value: 9, reason: 'Raised by all.' },
      confidence: { value: 6, reason: 'Some detail.' },
      ease: { value: 7, reason: 'Off the shelf.' },
      score: 7.3,
      themeIds: ['t1'],
      quotes: [quote],
      hoursSavedPerWeek: 10,
      hoursSavedArithmetic: '1 person × 2 h/day × 5 days = 10 h/week',
    },
  ],
  droppedQuotes: 0,
  coverage: { responses: 1, from: '2025-03-03T09:00:00.000Z', to: '2025-03-03T09:10:00.000Z' },
  provider: 'offline',
} as AnalyseResponsesResult;

describe('analyse-responses contract', () => {
  it('accepts a survey with its questions, responses and follow-ups, company data optional', () => {
    expect(analyseResponsesPayloadSchema.parse(payload)).toEqual(payload);
    const { followUps: _omitted, ...withoutFollowUps } = payload.responses[0]!;
    expect(analyseResponsesPayloadSchema.safeParse({ ...payload, responses: [withoutFollowUps] }).success).toBe(true);
  });

  it.each([
    ['a response number below 1', { ...payload.responses[0], n: 0 }],
    ['a language other than en or ur', { ...payload.responses[0], language: 'fr' }],
    ['a start time that is not ISO 8601', { ...payload.responses[0], startedAt: 'yesterday' }],
    [
      'an answer over 5,000 characters',
      { ...payload.responses[0], answers: [{ questionId: 'q1', text: 'x'.repeat(5_001) }] },
    ],
  ])('rejects a response with %s', (_label, response) => {
    expect(analyseResponsesPayloadSchema.safeParse({ ...payload, responses: [response] }).success).toBe(false);
  });

  it('accepts a report whose score is the mean of its ICE ratings', () => {
    expect(iceScore(9, 6, 7)).toBe(7.3);
    expect(analyseResponsesResultSchema.safeParse(result).success).toBe(true);
  });

  it.each([
    ['a score that is not the mean', { opportunities: [{ ...result.opportunities[0]!, score: 9 }] }],
    [
      'hours without their arithmetic',
      { opportunities: [{ ...result.opportunities[0]!, hoursSavedArithmetic: null }] },
    ],
    ['an opportunity citing an unknown theme', { opportunities: [{ ...result.opportunities[0]!, themeIds: ['t9'] }] }],
    ['a theme without quotes', { themes: [{ ...result.themes[0]!, quotes: [] }] }],
    ['an ICE rating above 10', { opportunities: [{ ...result.opportunities[0]!, ease: { value: 11, reason: 'x' } }] }],
    ['an unknown provider', { provider: 'gemini' }],
  ])('rejects a report with %s', (_label, change) => {
    expect(analyseResponsesResultSchema.safeParse({ ...result, ...change }).success).toBe(false);
  });
});
