import { binsOf, meanOf, medianOf, summaryCountsOf, type AnswerCountRow } from './answer-counts';
import { histogram } from './survey-summary';

describe('the summary from answer count rows', () => {
  it('takes the mean of the numeric values', () => {
    expect(meanOf([])).toBeNull();
    expect(
      meanOf([
        [1, 1],
        [4, 1],
        [10, 1],
      ]),
    ).toBe(5);
    expect(
      meanOf([
        [0, 1],
        [7, 1],
        [9, 1],
        [10, 1],
      ]),
    ).toBe(6.5);
  });

  it('takes the continuous median as Postgres does: the middle value, or the middle two averaged', () => {
    expect(medianOf([])).toBeNull();
    expect(
      medianOf([
        [10, 1],
        [1, 1],
        [4, 1],
      ]),
    ).toBe(4);
    expect(
      medianOf([
        [0, 1],
        [7, 1],
        [9, 1],
        [10, 1],
      ]),
    ).toBe(8);
    expect(
      medianOf([
        [2, 3],
        [5, 1],
      ]),
    ).toBe(2);
    expect(
      medianOf([
        [2, 2],
        [5, 2],
      ]),
    ).toBe(3.5);
  });

  it('bins whole numbers in whole-number bins from the smallest value to the largest', () => {
    const bins = binsOf([
      [1, 1],
      [4, 1],
      [10, 1],
    ])!;
    expect(histogram(bins)).toEqual([
      { from: 1, to: 2, count: 1 },
      { from: 3, to: 4, count: 1 },
      { from: 5, to: 6, count: 0 },
      { from: 7, to: 8, count: 0 },
      { from: 9, to: 10, count: 1 },
    ]);
    expect(binsOf([[3, 2]])).toEqual({ lo: 3, hi: 3, integers: true, counts: new Map([[0, 2]]) });
    expect(binsOf([])).toBeNull();
  });

  it('bins other values in 8 equal bins, the last holding the largest', () => {
    const bins = binsOf([
      [0, 1],
      [1.5, 2],
      [80, 1],
    ])!;
    expect(bins.integers).toBe(false);
    expect(bins.counts).toEqual(
      new Map([
        [0, 3],
        [7, 1],
      ]),
    );
  });

  it("reads each question's rows as its type: selected options for a multiple choice, values for the others", () => {
    const rows: AnswerCountRow[] = [
      { questionId: 'choice', metric: 'answered', value: '', n: 3 },
      { questionId: 'choice', metric: 'value', value: 'o1', n: 2 },
      { questionId: 'choice', metric: 'value', value: 'o2', n: 1 },
      { questionId: 'multi', metric: 'answered', value: '', n: 2 },
      { questionId: 'multi', metric: 'selected', value: 'o1', n: 2 },
      { questionId: 'multi', metric: 'other', value: '', n: 1 },
      { questionId: 'multi', metric: 'passed', value: '', n: 4 },
      { questionId: 'hours', metric: 'answered', value: '', n: 2 },
      { questionId: 'hours', metric: 'number', value: '2', n: 1 },
      { questionId: 'hours', metric: 'number', value: '6', n: 1 },
      { questionId: 'gone', metric: 'answered', value: '', n: 9 },
    ];
    const counts = summaryCountsOf(6, rows, [
      { id: 'choice', questionType: 'single_choice' },
      { id: 'multi', questionType: 'multiple_choice' },
      { id: 'hours', questionType: 'number' },
      { id: 'never', questionType: 'text' },
    ]);
    expect(counts.total).toBe(6);
    expect(counts.questions.get('choice')).toMatchObject({
      answered: 3,
      values: new Map([
        ['o1', 2],
        ['o2', 1],
      ]),
    });
    expect(counts.questions.get('multi')).toMatchObject({ answered: 2, other: 1, values: new Map([['o1', 2]]) });
    expect(counts.questions.get('hours')).toMatchObject({ answered: 2, mean: 4, median: 4 });
    expect(counts.bins.get('hours')).toMatchObject({ lo: 2, hi: 6, integers: true });
    expect(counts.passedBy).toEqual(new Map([['multi', 4]]));
    expect(counts.questions.has('gone')).toBe(false);
    expect(counts.questions.has('never')).toBe(false);
  });
});
