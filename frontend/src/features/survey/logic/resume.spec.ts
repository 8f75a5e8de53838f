import type { Answer, Question } from '@/types/generated/api';
import { resumePoint } from './resume';

const questions: Question[] = [1, 2, 3].map((n) => ({
  id: `q${n}`,
  surveyId: 's',
  questionText: `Question ${n}?`,
  questionType: 'textarea',
  order: n,
  isRequired: true,
  options: null,
  allowOther: false,
  scaleLabels: null,
  numberRange: null,
  translations: {},
  logic: [],
}));
const answer = (questionId: string, answerText: string, followUps: Answer['followUps'] = []): Answer => ({
  responseId: 'r',
  questionId,
  answerText,
  answerValue: null,
  answeredAt: '2025-01-01T00:00:00.000Z',
  followUps,
});

describe('resumePoint', () => {
  it('starts at the first question when nothing is saved', () => {
    expect(resumePoint(questions, [])).toEqual({
      answers: {},
      index: 0,
      pendingFollowUp: null,
      history: [],
      answered: [],
    });
  });

  it('resumes at the first unanswered question with the saved answers', () => {
    const point = resumePoint(questions, [answer('q1', 'one')]);
    expect(point.index).toBe(1);
    expect(point.answers).toEqual({ q1: 'one' });
    expect(point.answered).toEqual([{ questionNumber: 1, answerText: 'one' }]);
  });

  it('finds a gap even when later questions were answered', () => {
    expect(resumePoint(questions, [answer('q1', 'one'), answer('q3', 'three')]).index).toBe(1);
  });

  it('stays on the last question when all are answered but the response is not completed', () => {
    const point = resumePoint(questions, [answer('q1', 'a'), answer('q2', 'b'), answer('q3', 'c')]);
    expect(point.index).toBe(2);
    expect(point.pendingFollowUp).toBeNull();
  });

  it('offers an unanswered follow-up of the last answered question', () => {
    const followUp = { id: 'f1', questionId: 'q1', questionText: 'Could you say more?', answerText: null };
    const point = resumePoint(questions, [answer('q1', 'short', [followUp])]);
    expect(point.pendingFollowUp).toEqual({
      index: 0,
      questionId: 'q1',
      followUpId: 'f1',
      text: 'Could you say more?',
    });
    expect(point.index).toBe(1);
  });

  it('offers the last question follow-up when everything else is answered', () => {
    const followUp = { id: 'f3', questionId: 'q3', questionText: 'Why?', answerText: null };
    const point = resumePoint(questions, [answer('q1', 'a'), answer('q2', 'b'), answer('q3', 'c', [followUp])]);
    expect(point.pendingFollowUp?.followUpId).toBe('f3');
  });

  it('ignores answered follow-ups and follow-ups of earlier questions', () => {
    const answeredFollowUp = { id: 'f1', questionId: 'q1', questionText: 'More?', answerText: 'more' };
    const open = { id: 'f2', questionId: 'q1', questionText: 'Again?', answerText: null };
    const point = resumePoint(questions, [answer('q1', 'a', [answeredFollowUp, open]), answer('q2', 'b')]);
    expect(point.pendingFollowUp).toBeNull();
    expect(point.index).toBe(2);
  });

  it('rebuilds the conversation in the language shown', () => {
    const followUp = { id: 'f1', questionId: 'q1', questionText: 'More?', answerText: 'more' };
    const point = resumePoint(questions, [answer('q1', 'a', [followUp])], {
      questionText: (question) => `[ur] ${question.questionText}`,
    });
    expect(point.history).toEqual([
      { role: 'assistant', content: '[ur] Question 1?' },
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'More?' },
      { role: 'user', content: 'more' },
    ]);
  });

  it('lists saved answers as the respondent reads them, while the conversation keeps the server record', () => {
    const point = resumePoint(questions, [{ ...answer('q1', '4 out of 5'), answerValue: 4 }], {
      answerText: (_question, saved) => (saved.answerValue === 4 ? '5 میں سے 4' : saved.answerText),
    });
    expect(point.answered).toEqual([{ questionNumber: 1, answerText: '5 میں سے 4' }]);
    expect(point.history).toContainEqual({ role: 'user', content: '4 out of 5' });
  });
});
