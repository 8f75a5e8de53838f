import { dropOffSegment, dropOffView, type DropOffCount } from './drop-off';

const questions = [
  { id: 'q1', order: 1, questionText: 'One?' },
  { id: 'q2', order: 2, questionText: 'Two?' },
  { id: 'q3', order: 3, questionText: 'Three?' },
];
const count = (
  metric: DropOffCount['metric'],
  questionId: string,
  n: number,
  surveyMode = 'traditional',
  language = 'en',
): DropOffCount => ({ metric, questionId, n, surveyMode, language });

describe('dropOffSegment', () => {
  it('reaches a question when completed or stopped at it or later', () => {
    const segment = dropOffSegment(questions, [
      count('started', '', 10),
      count('completed', '', 3),
      count('stopped_after', 'q1', 2),
      count('stopped_after', 'q3', 1),
      count('answered', 'q1', 6),
      count('answered', 'q3', 4),
    ]);
    expect(segment).toEqual({
      started: 10,
      completed: 3,
      questions: [
        { questionId: 'q1', order: 1, questionText: 'One?', reached: 6, base: 6, answered: 6 },
        { questionId: 'q2', order: 2, questionText: 'Two?', reached: 4, base: 4, answered: 0 },
        { questionId: 'q3', order: 3, questionText: 'Three?', reached: 4, base: 4, answered: 4 },
      ],
    });
  });

  it('is all zeros without counts, and ignores counts of questions the survey no longer shows', () => {
    expect(dropOffSegment(questions, [count('answered', 'gone', 5), count('stopped_after', 'gone', 5)])).toEqual({
      started: 0,
      completed: 0,
      questions: questions.map((q) => ({
        questionId: q.id,
        order: q.order,
        questionText: q.questionText,
        reached: 0,
        base: 0,
        answered: 0,
      })),
    });
  });
});

describe('dropOffView', () => {
  it('sums every slice for the whole and splits by mode and language', () => {
    const view = dropOffView(questions, [
      count('started', '', 2, 'traditional', 'en'),
      count('started', '', 3, 'ai_chat', 'ur'),
      count('started', '', 1, 'ai_chat', 'none'),
      count('completed', '', 1, 'ai_chat', 'ur'),
      count('stopped_after', 'q2', 2, 'traditional', 'en'),
    ]);
    expect([view.started, view.completed]).toEqual([6, 1]);
    expect(view.questions.map((q) => q.reached)).toEqual([3, 3, 1]);
    expect([view.byMode.traditional.started, view.byMode.ai_chat.started]).toEqual([2, 4]);
    expect(view.byMode.traditional.questions.map((q) => q.reached)).toEqual([2, 2, 0]);
    expect([view.byLanguage.en.started, view.byLanguage.ur.started, view.byLanguage.none.started]).toEqual([2, 3, 1]);
    expect(view.byLanguage.ur.questions.map((q) => q.reached)).toEqual([1, 1, 1]);
  });
});
