import { questionFigures, questionStatuses, type CountedResponse } from './question-counts';

const questions = [
  { id: 'q1', order: 1 },
  { id: 'q2', order: 2 },
  { id: 'q3', order: 3 },
  { id: 'q4', order: 4 },
];
const response = (r: Partial<Omit<CountedResponse, 'completed'>> & { completed?: boolean }): CountedResponse => ({
  completed: r.completed ?? false,
  answered: r.answered ?? new Set(),
  touched: r.touched ?? r.answered ?? new Set(),
  passedBy: r.passedBy ?? new Set(),
});

describe('question counts: one definition of reached, shown, answered, skipped by the path, dropped', () => {
  it('a completed response whose path passes q2 by, with optional q4 left empty', () => {
    const done = response({ completed: true, answered: new Set(['q1', 'q3']), passedBy: new Set(['q2']) });
    expect([...questionStatuses(questions, done).values()]).toEqual([
      'answered',
      'skippedByPath',
      'answered',
      'noAnswer',
    ]);
  });

  it('a response that stopped after q1: q2 on are not reached, even where its path would pass them by', () => {
    const left = response({ answered: new Set(['q1']), passedBy: new Set(['q3']) });
    expect([...questionStatuses(questions, left).values()]).toEqual([
      'answered',
      'notReached',
      'notReached',
      'notReached',
    ]);
  });

  it('an answer off the path still counts as how far the respondent got, not as answered', () => {
    const moved = response({ answered: new Set(['q1']), touched: new Set(['q1', 'q3']), passedBy: new Set(['q3']) });
    expect(questionStatuses(questions, moved).get('q2')).toBe('noAnswer');
    expect(questionStatuses(questions, moved).get('q3')).toBe('skippedByPath');
  });

  it('adds up so that answered ≤ shown ≤ reached and reached = shown + skipped by the path', () => {
    const figures = questionFigures(questions, [
      response({ completed: true, answered: new Set(['q1', 'q3', 'q4']), passedBy: new Set(['q2']) }),
      response({ completed: true, answered: new Set(['q1', 'q2', 'q3']) }),
      response({ answered: new Set(['q1']), passedBy: new Set(['q2']) }),
      response({ answered: new Set(['q1', 'q2']) }),
    ]);
    expect(figures).toEqual([
      { questionId: 'q1', reached: 4, shown: 4, answered: 4, skippedByPath: 0, noAnswer: 0, dropped: 1 },
      { questionId: 'q2', reached: 3, shown: 2, answered: 2, skippedByPath: 1, noAnswer: 0, dropped: 1 },
      { questionId: 'q3', reached: 2, shown: 2, answered: 2, skippedByPath: 0, noAnswer: 0, dropped: 0 },
      { questionId: 'q4', reached: 2, shown: 2, answered: 1, skippedByPath: 0, noAnswer: 1, dropped: 0 },
    ]);
    for (const f of figures) {
      expect(f.answered).toBeLessThanOrEqual(f.shown);
      expect(f.shown + f.skippedByPath).toBe(f.reached);
      expect(f.answered + f.noAnswer).toBe(f.shown);
    }
  });
});
