import type { AnalyseResponsesResult, ReportOpportunity, ReportQuote } from '@seedline/shared';
import { guardQuotes, type QuoteEvidence } from './quote-guard';

const responses: QuoteEvidence[] = [
  {
    id: 'r1',
    n: 1,
    answers: [
      { questionId: 'q1', text: 'We re-type supplier invoices into Sage by hand.\nIt takes two hours a day.' },
      { questionId: 'q2', text: 'Sage and Outlook' },
    ],
    followUps: [{ questionId: 'q1', question: 'Which invoices?', answer: 'The PDF ones from email.' }],
  },
  { id: 'r2', n: 2, answers: [{ questionId: 'q1', text: 'ہم انوائس ہاتھ سے ٹائپ کرتے ہیں۔' }] },
];

const quote = (text: string, over: Partial<ReportQuote> = {}): ReportQuote => ({
  text,
  responseId: 'r1',
  responseNumber: 1,
  questionId: 'q1',
  source: 'answer',
  language: 'en',
  gloss: null,
  glossNote: null,
  ...over,
});

const opportunity = (themeIds: string[], quotes: ReportQuote[]): ReportOpportunity => ({
  id: 'o1',
  title: 'Read invoices automatically',
  description: 'Document AI reads the invoices.',
  impact: { value: 8, reason: 'Raised by many.' },
  confidence: { value: 7, reason: 'Concrete answers.' },
  ease: { value: 6, reason: 'Off the shelf.' },
  score: 7,
  themeIds,
  quotes,
  hoursSavedPerWeek: null,
  hoursSavedArithmetic: null,
});

const report = (themeQuotes: ReportQuote[][], opportunities: ReportOpportunity[] = []): AnalyseResponsesResult => ({
  themes: themeQuotes.map((quotes, i) => ({
    id: `t${i + 1}`,
    name: `Theme ${i + 1}`,
    summary: 'A sentence.',
    responseCount: 2,
    share: 1,
    quotes,
  })),
  opportunities,
  droppedQuotes: 0,
  coverage: { responses: 2, from: null, to: null },
  provider: 'openai',
});

describe('guardQuotes', () => {
  it('keeps quotes that occur verbatim in the cited answer, a follow-up answer, or across a line break', () => {
    const kept = [
      quote('re-type supplier invoices into Sage'),
      quote('The PDF ones from email.', { source: 'follow-up' }),
      quote('by hand. It takes two hours'),
      quote('انوائس ہاتھ سے ٹائپ', { responseId: 'r2', responseNumber: 2, language: 'ur' }),
    ];
    const guarded = guardQuotes(report([kept]), responses);
    expect(guarded.themes[0]!.quotes).toEqual(kept);
    expect(guarded.droppedQuotes).toBe(0);
  });

  it('drops and counts quotes that are paraphrased, cite another question or an unknown response', () => {
    const guarded = guardQuotes(
      report([
        [
          quote('We retype supplier invoices into Sage by hand.'),
          quote('Sage and Outlook'),
          quote('Sage and Outlook', { questionId: 'q2' }),
          quote('We re-type supplier invoices', { responseId: 'r9' }),
        ],
      ]),
      responses,
    );
    expect(guarded.themes[0]!.quotes.map((q) => q.text)).toEqual(['Sage and Outlook']);
    expect(guarded.droppedQuotes).toBe(3);
  });

  it('corrects a wrong response number from the response', () => {
    const guarded = guardQuotes(
      report([[quote('Sage and Outlook', { questionId: 'q2', responseNumber: 7 })]]),
      responses,
    );
    expect(guarded.themes[0]!.quotes[0]!.responseNumber).toBe(1);
  });

  it('removes a theme left without quotes, and an opportunity left without themes; counts a quote once', () => {
    const invented = quote('Our invoices are all on paper.');
    const real = quote('Sage and Outlook', { questionId: 'q2' });
    const guarded = guardQuotes(
      report(
        [[invented], [real]],
        [opportunity(['t1'], [invented]), { ...opportunity(['t1', 't2'], [invented, real]), id: 'o2' }],
      ),
      responses,
    );
    expect(guarded.themes.map((t) => t.id)).toEqual(['t2']);
    expect(guarded.opportunities).toEqual([{ ...opportunity(['t2'], [real]), id: 'o2' }]);
    expect(guarded.droppedQuotes).toBe(1);
  });

  it('adds to what an earlier pass dropped', () => {
    const earlier = { ...report([[quote('not said at all')]]), droppedQuotes: 2 };
    expect(guardQuotes(earlier, responses).droppedQuotes).toBe(3);
  });
});
