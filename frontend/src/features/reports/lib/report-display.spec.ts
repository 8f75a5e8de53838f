import type { Question, ReportOpportunity, ReportQuote, ReportTheme } from '@/types/generated/api';
import {
  clampProgress,
  coverageText,
  droppedQuotesText,
  segmentShareText,
  durationText,
  isFinished,
  opportunityRows,
  progressLabel,
  providerLabel,
  quoteQuestionText,
  reportQualityText,
  shareText,
} from './report-display';

const rating = (value: number) => ({ value, reason: `Reason ${value}` });

const opportunity = (id: string, score: number, extra: Partial<ReportOpportunity> = {}): ReportOpportunity => ({
  id,
  title: `Opportunity ${id}`,
  description: 'Does the thing.',
  impact: rating(8),
  confidence: rating(7),
  ease: rating(6),
  score,
  themeIds: ['t1'],
  quotes: [],
  hoursSavedPerWeek: null,
  hoursSavedArithmetic: null,
  ...extra,
});

const theme = (id: string, name: string): ReportTheme => ({
  id,
  name,
  summary: 'A summary.',
  responseCount: 3,
  share: 0.25,
  quotes: [],
});

const quote = (questionId: string, source: ReportQuote['source'] = 'answer'): ReportQuote => ({
  text: 'Copying numbers by hand',
  responseId: 'r1',
  responseNumber: 4,
  questionId,
  source,
  language: 'en',
  gloss: null,
  glossNote: null,
});

describe('report wording', () => {
  it('states a theme share as count of total with a whole percentage', () => {
    expect(shareText(12, 40)).toBe('12 of 40 responses (30%)');
    expect(shareText(1, 3)).toBe('1 of 3 responses (33%)');
    expect(shareText(1, 1)).toBe('1 of 1 response (100%)');
    expect(shareText(0, 0)).toBe('0 of 0 responses (0%)');
  });

  it('states coverage as the number of responses and their date span', () => {
    const utc = 'UTC';
    expect(coverageText({ responses: 40, from: '2026-03-04T10:00:00Z', to: '2026-03-09T12:00:00Z' }, utc)).toBe(
      '40 responses, Mar 4, 2026 – Mar 9, 2026',
    );
    expect(coverageText({ responses: 1, from: '2026-03-04T10:00:00Z', to: '2026-03-04T11:00:00Z' }, utc)).toBe(
      '1 response, Mar 4, 2026',
    );
    expect(coverageText({ responses: 0, from: null, to: null })).toBe('0 responses');
  });

  it('says how long the analysis took', () => {
    expect(durationText(null)).toBeNull();
    expect(durationText(850)).toBe('850 ms');
    expect(durationText(4_240)).toBe('4.2 s');
    expect(durationText(125_000)).toBe('2 min 5 s');
    expect(durationText(120_000)).toBe('2 min');
  });

  it('names providers and the progress phase', () => {
    expect(providerLabel('offline')).toBe('Offline analysis');
    expect(providerLabel('openai')).toBe('OpenAI');
    expect(progressLabel('queued', 0)).toBe('Waiting to start…');
    expect(progressLabel('running', 10)).toBe('Reading responses…');
    expect(progressLabel('running', 80)).toBe('Finding themes and opportunities…');
    expect(progressLabel('completed', 100)).toBe('Report ready');
    expect(isFinished('running')).toBe(false);
    expect(isFinished('failed')).toBe(true);
  });

  it('keeps the progress a whole percentage between 0 and 100', () => {
    expect(clampProgress(42.6)).toBe(43);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(130)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });

  it('says how many invented quotes were dropped', () => {
    expect(droppedQuotesText(0)).toMatch(/^No invented quotes/);
    expect(droppedQuotesText(1)).toBe(
      '1 invented quote was dropped because it was not found word for word in the answers.',
    );
    expect(droppedQuotesText(3)).toBe(
      '3 invented quotes were dropped because they were not found word for word in the answers.',
    );
  });

  it("names a quote's question by its number, or as a follow-up to it", () => {
    const questions = [
      { id: 'q1', questionText: 'What do you do?' },
      { id: 'q2', questionText: 'What slows you down?' },
    ] as Question[];
    expect(quoteQuestionText(quote('q2'), questions)).toBe('Q2. What slows you down?');
    expect(quoteQuestionText(quote('q1', 'follow-up'), questions)).toBe('Follow-up to Q1. What do you do?');
    expect(quoteQuestionText(quote('gone'), questions)).toBe('A removed question');
  });
});

describe('opportunityRows', () => {
  it('ranks by ICE score, best first, keeping the report order on ties, and names the supporting themes', () => {
    const rows = opportunityRows(
      [
        opportunity('a', 6),
        opportunity('b', 7.3, { themeIds: ['t2', 'unknown', 't1'] }),
        opportunity('c', 6, { hoursSavedPerWeek: 30, hoursSavedArithmetic: '3 people × 2 h/day × 5 days = 30 h/week' }),
      ],
      [theme('t1', 'Manual reporting'), theme('t2', 'Missed calls')],
    );
    expect(rows.map((r) => [r.rank, r.id, r.score])).toEqual([
      [1, 'b', '7.3'],
      [2, 'a', '6.0'],
      [3, 'c', '6.0'],
    ]);
    expect(rows[0].themes).toEqual(['Missed calls', 'Manual reporting']);
    expect(rows[1].hours).toBeNull();
    expect(rows[2]).toMatchObject({ hours: '30 h/week', arithmetic: '3 people × 2 h/day × 5 days = 30 h/week' });
  });

  it('shows fractional hours to one decimal', () => {
    const [row] = opportunityRows([opportunity('a', 5, { hoursSavedPerWeek: 2.25, hoursSavedArithmetic: 'x' })], []);
    expect(row.hours).toBe('2.3 h/week');
  });
});

describe('segmentShareText', () => {
  const analysed = { team: { finance: 12, operations: 20, legal: 2, hr: 3 }, utm_source: { email: 4 } };
  it('says how many of each segment raise the theme, largest segment first', () => {
    expect(segmentShareText({ team: { finance: 9, operations: 2, legal: 1 } }, analysed, 'team')).toBe(
      'Raised by 2 of 20 in operations, 9 of 12 in finance, 1 of 5 in other segments',
    );
  });

  it('leaves out segments still too small when merged, and says nothing without segments', () => {
    expect(segmentShareText({}, analysed, 'utm_source')).toBeNull();
    expect(segmentShareText(undefined, undefined, 'team')).toBeNull();
    expect(segmentShareText({ team: { finance: 3 } }, { team: { finance: 6, legal: 1 } }, 'team')).toBe(
      'Raised by 3 of 6 in finance',
    );
  });
});

describe('reportQualityText', () => {
  it('says how many low-quality responses the report left out or counted, and nothing when it met none', () => {
    expect(reportQualityText({ lowQualityExcluded: 3, lowQualityIncluded: 0 })).toBe(
      '3 low-quality responses left out',
    );
    expect(reportQualityText({ lowQualityExcluded: 1, lowQualityIncluded: 0 })).toBe('1 low-quality response left out');
    expect(reportQualityText({ lowQualityExcluded: 0, lowQualityIncluded: 2 })).toBe('2 low-quality responses counted');
    expect(reportQualityText({ lowQualityExcluded: 0, lowQualityIncluded: 0 })).toBeNull();
  });
});
