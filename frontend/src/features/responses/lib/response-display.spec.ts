import type { Answer, Question } from '@/types/generated/api';
import { answeredQuestions, languageLabel, modeLabel, statusLabel } from './response-display';

const q = (id: string, order: number): Question => ({
  id,
  surveyId: 's',
  questionText: `Question ${id}`,
  questionType: 'textarea',
  order,
  isRequired: true,
  options: null,
  allowOther: false,
  scaleLabels: null,
  numberRange: null,
  translations: {},
  logic: [],
});

describe('labels', () => {
  it('names modes, languages and status', () => {
    expect(modeLabel('traditional')).toBe('Traditional');
    expect(modeLabel('ai_chat')).toBe('AI chat');
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('ur')).toBe('Urdu');
    expect(languageLabel(null)).toBe('Not recorded');
    expect(statusLabel({ completedAt: null })).toBe('In progress');
    expect(statusLabel({ completedAt: '2026-01-01T00:00:00Z' })).toBe('Completed');
    expect(statusLabel({ completedAt: null, abandonedAt: '2026-01-09T00:00:00Z' })).toBe('Abandoned');
  });
});

describe('answeredQuestions', () => {
  it('lists every question in order, with null for a missing or blank answer', () => {
    const answers: Answer[] = [
      { responseId: 'r', questionId: 'b', answerText: '  Yes  ', answerValue: null, answeredAt: '', followUps: [] },
      { responseId: 'r', questionId: 'c', answerText: '   ', answerValue: null, answeredAt: '', followUps: [] },
    ];
    const view = answeredQuestions([q('c', 3), q('a', 1), q('b', 2)], answers);
    expect(view.map((v) => [v.question.id, v.answer])).toEqual([
      ['a', null],
      ['b', 'Yes'],
      ['c', null],
    ]);
  });

  it('keeps the follow-ups under their base question', () => {
    const answers: Answer[] = [
      {
        responseId: 'r',
        questionId: 'a',
        answerText: 'Reports',
        answerValue: null,
        answeredAt: '',
        followUps: [{ id: 'f', questionId: 'a', questionText: 'Which?', answerText: '' }],
      },
    ];
    expect(answeredQuestions([q('a', 1)], answers)[0].followUps).toEqual([
      { id: 'f', questionText: 'Which?', answer: null },
    ]);
  });
});
