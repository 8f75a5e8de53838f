import type { ResponseHistoryEntry } from '@/types/generated/api';
import { entryQuestionText } from './history-display';

const entry = (overrides: Partial<ResponseHistoryEntry>): ResponseHistoryEntry =>
  ({
    at: '2026-03-01T10:00:00.000Z',
    position: 1,
    kind: 'answered',
    surveyMode: null,
    language: null,
    questionId: 'q1',
    questionText: 'What slows you down?',
    followUpId: null,
    answerText: 'Reports',
    answerValue: null,
    previousText: null,
    ...overrides,
  }) as ResponseHistoryEntry;

describe('entryQuestionText', () => {
  it("prints a follow-up's question where it was asked, not again under its answer", () => {
    const asked = entry({ kind: 'follow_up_asked', followUpId: 'f1', questionText: 'Which report?', answerText: null });
    const other = entry({ position: 2, questionId: 'q2', questionText: 'Which tools?' });
    const answered = entry({
      position: 3,
      kind: 'follow_up_answered',
      followUpId: 'f1',
      questionText: 'Which report?',
    });
    expect(entryQuestionText(asked, [])).toBe('Which report?');
    expect(entryQuestionText(answered, [asked, other])).toBeNull();
  });

  it('keeps the question of answers, revisions and a follow-up answer whose question is not shown', () => {
    expect(entryQuestionText(entry({}), [])).toBe('What slows you down?');
    const answered = entry({ kind: 'follow_up_answered', followUpId: 'f2', questionText: 'Which report?' });
    const askedOther = entry({ kind: 'follow_up_asked', followUpId: 'f1', questionText: 'Why?' });
    expect(entryQuestionText(answered, [askedOther])).toBe('Which report?');
  });
});
