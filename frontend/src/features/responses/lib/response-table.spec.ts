import type { Question, ResponsePageItem } from '@/types/generated/api';
import { qualityCell, answerCell, parseHidden, parseView, shownColumns, tableColumns } from './response-table';

const question = (overrides: Partial<Question>) =>
  ({
    id: 'q1',
    questionText: 'What slows you down?',
    questionType: 'textarea',
    options: null,
    numberRange: null,
    ...overrides,
  }) as Question;

const hours = question({
  id: 'q2',
  questionText: 'Hours?',
  questionType: 'number',
  numberRange: { min: 0, max: null, unit: 'hours per week' },
});
const tools = question({
  id: 'q3',
  questionText: 'Tools?',
  questionType: 'multiple_choice',
  options: [
    { id: 'o1', label: 'Excel' },
    { id: 'o2', label: 'Slack' },
  ],
});

const item = {
  id: 'r1',
  surveyId: 's1',
  surveyMode: 'ai_chat',
  language: 'ur',
  respondentName: null,
  respondentEmail: 'ada@example.com',
  submittedAt: '2026-03-01T10:00:00.000Z',
  completedAt: null,
  number: 1,
  answers: [
    {
      questionId: 'q1',
      questionText: 'What slows you down?',
      questionType: 'textarea',
      answerText: 'Reports',
      answerValue: null,
      answeredAt: '2026-03-01T10:01:00.000Z',
    },
    {
      questionId: 'q2',
      questionText: 'Hours?',
      questionType: 'number',
      answerText: '1',
      answerValue: 1,
      answeredAt: '2026-03-01T10:02:00.000Z',
    },
    {
      questionId: 'q3',
      questionText: 'Tools?',
      questionType: 'multiple_choice',
      answerText: 'Slack, Excel, Notion',
      answerValue: { selected: ['o2', 'o1'], other: 'Notion' },
      answeredAt: '2026-03-01T10:03:00.000Z',
    },
  ],
  followUps: [],
} as unknown as ResponsePageItem;

describe('the responses table', () => {
  it('has the details, then a column per question in order, each cell as the card shows it', () => {
    const columns = tableColumns([question({}), hours, tools]);
    expect(columns.map((c) => c.label)).toEqual([
      'Started',
      'Status',
      'Mode',
      'Language',
      'Quality',
      'Respondent',
      'Q1. What slows you down?',
      'Q2. Hours?',
      'Q3. Tools?',
    ]);
    expect(columns.slice(1).map((c) => c.cell(item))).toEqual([
      'In progress',
      'AI chat',
      'Urdu',
      '',
      'ada@example.com',
      'Reports',
      '1 hour per week',
      'Slack, Excel, Notion',
    ]);
    expect(answerCell(question({ id: 'q9' }), item)).toBe('');
  });

  it('writes the quality verdict with its reasons, or the overruled verdict', () => {
    const reasons = [{ signal: 'gibberish', en: '2 of 2 written answers are gibberish', ur: '' }];
    const computed = { verdict: 'low_quality', computedVerdict: 'low_quality', reasons, notes: [], overrule: null };
    expect(qualityCell({ quality: computed } as unknown as ResponsePageItem)).toBe(
      'Low quality: 2 of 2 written answers are gibberish',
    );
    const overrule = { verdict: 'ok', by: 'admin', at: '2026-03-01T10:00:00.000Z' };
    expect(qualityCell({ quality: { ...computed, verdict: 'ok', overrule } } as unknown as ResponsePageItem)).toBe(
      'OK (overruled)',
    );
    expect(qualityCell({ quality: { ...computed, verdict: null } } as unknown as ResponsePageItem)).toBe('');
  });

  it('hides the columns chosen, ignoring unknown ids, and reads storage defensively', () => {
    const columns = tableColumns([question({}), hours]);
    expect(shownColumns(columns, new Set(['mode', 'q:q1', 'q:gone'])).map((c) => c.id)).toEqual([
      'submitted',
      'status',
      'language',
      'quality',
      'respondent',
      'q:q2',
    ]);
    expect(parseHidden('["mode",3,"q:q1"]')).toEqual(new Set(['mode', 'q:q1']));
    expect(parseHidden('not json')).toEqual(new Set());
    expect(parseHidden(null)).toEqual(new Set());
    expect(parseView('table')).toBe('table');
    expect(parseView('grid')).toBe('cards');
  });
});
