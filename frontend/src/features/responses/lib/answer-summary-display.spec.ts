import { binLabel, formatNumber, summaryDisplay, type QuestionSummary } from './answer-summary-display';

const base: QuestionSummary = {
  questionId: 'q1',
  questionText: 'Q',
  questionType: 'textarea',
  base: 4,
  answered: 4,
  options: null,
  otherCount: null,
  distribution: null,
  mean: null,
  nps: null,
  median: null,
  yes: null,
  no: null,
  keyphrases: null,
  samples: null,
  histogram: null,
};

describe('summaryDisplay', () => {
  it('counts per option with Other, percents of those who answered', () => {
    const view = summaryDisplay({
      ...base,
      questionType: 'multiple_choice',
      options: [
        { id: 'o1', label: 'Excel', count: 3 },
        { id: 'o2', label: 'Slack', count: 1 },
      ],
      otherCount: 2,
    });
    expect(view.bars).toEqual([
      { label: 'Excel', count: 3, percent: 75 },
      { label: 'Slack', count: 1, percent: 25 },
      { label: 'Other', count: 2, percent: 50 },
    ]);
    expect(view.answeredText).toBe('4 answers');
  });

  it('shows the mean and NPS of a 0–10 scale with its distribution', () => {
    const view = summaryDisplay({
      ...base,
      questionType: 'scale',
      mean: 6.25,
      nps: { score: -25, promoters: 1, passives: 1, detractors: 2 },
      distribution: Array.from({ length: 11 }, (_, value) => ({ value, count: value === 9 ? 1 : 0 })),
    });
    expect(view.figures.slice(0, 2)).toEqual([
      { label: 'Mean', value: '6.3' },
      { label: 'NPS', value: '-25' },
    ]);
    expect(view.distribution).toBe(true);
    expect(view.bars).toHaveLength(11);
    expect(view.bars[9]).toEqual({ label: '9', count: 1, percent: 25 });
  });

  it('gives the median of numbers and yes/no counts', () => {
    expect(summaryDisplay({ ...base, questionType: 'number', median: 12, mean: 14.5 }).figures).toEqual([
      { label: 'Median', value: '12' },
      { label: 'Mean', value: '14.5' },
    ]);
    expect(summaryDisplay({ ...base, questionType: 'yes_no', yes: 3, no: 1 }).bars.map((b) => b.count)).toEqual([3, 1]);
    expect(summaryDisplay({ ...base, answered: 1 }).answeredText).toBe('1 answer');
    // A question some paths skip (branching) says its base: those shown it.
    expect(summaryDisplay({ ...base, answered: 2, base: 3 }, null, 5).answeredText).toBe('2 answers of 3 shown');
    expect(summaryDisplay({ ...base, answered: 2, base: 5 }, null, 5).answeredText).toBe('2 answers');
    expect(formatNumber(4)).toBe('4');
    expect(
      summaryDisplay({ ...base, questionType: 'scale', nps: { score: 50, promoters: 2, passives: 0, detractors: 0 } })
        .figures[0],
    ).toEqual({ label: 'NPS', value: '+50' });
  });

  it("draws a number's histogram as columns and writes its figures with the unit agreeing", () => {
    const view = summaryDisplay(
      {
        ...base,
        questionType: 'number',
        median: 1,
        mean: 3.5,
        histogram: [
          { from: 1, to: 1, count: 1 },
          { from: 2, to: 3, count: 0 },
          { from: 4.5, to: 6, count: 1 },
        ],
      },
      'hours per week',
    );
    expect(view.figures).toEqual([
      { label: 'Median', value: '1 hour per week' },
      { label: 'Mean', value: '3.5 hours per week' },
    ]);
    expect(view.distribution).toBe(true);
    expect(view.bars.map((bar) => [bar.label, bar.count])).toEqual([
      ['1', 1],
      ['2–3', 0],
      ['4.5–6', 1],
    ]);
    expect(view.unit).toBe('hours per week');
    expect(binLabel({ from: 7, to: 7 })).toBe('7');
  });

  it('gives a text question its keyphrases and sample answers', () => {
    const view = summaryDisplay({
      ...base,
      keyphrases: [{ phrase: 'copying numbers', count: 3 }],
      samples: ['Copying numbers between spreadsheets'],
    });
    expect(view.keyphrases).toEqual([{ phrase: 'copying numbers', count: 3 }]);
    expect(view.samples).toEqual(['Copying numbers between spreadsheets']);
    expect(view.bars).toEqual([]);
  });
});
