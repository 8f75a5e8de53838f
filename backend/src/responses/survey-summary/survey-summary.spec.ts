import {
  distribution,
  histogram,
  nps,
  questionSummary,
  roundTo2,
  type QuestionCounts,
  type SummaryQuestion,
} from './survey-summary';

const question = (extra: Partial<SummaryQuestion>): SummaryQuestion => ({
  id: 'q1',
  questionText: 'How was it?',
  questionType: 'textarea',
  options: null,
  allowOther: false,
  ...extra,
});

const counts = (extra: Partial<QuestionCounts>): QuestionCounts => ({
  answered: 0,
  mean: null,
  median: null,
  other: 0,
  values: new Map(),
  ...extra,
});

describe('nps', () => {
  const scores = (entries: [number, number][]) => entries.map(([value, count]) => ({ value, count }));

  it('counts 9–10 as promoters, 7–8 as passives, 0–6 as detractors and scores their difference in percent', () => {
    expect(
      nps(
        scores([
          [10, 3],
          [9, 2],
          [8, 1],
          [7, 1],
          [6, 2],
          [0, 1],
        ]),
      ),
    ).toEqual({
      score: 20, // (5 − 3) / 10
      promoters: 5,
      passives: 2,
      detractors: 3,
    });
  });

  it('rounds the score half away from zero, for negative scores too', () => {
    // 2 promoters, 1 detractor of 8: 12.5; 1 promoter, 2 detractors of 8: −12.5
    expect(
      nps(
        scores([
          [9, 1],
          [8, 6],
          [3, 0],
          [5, 1],
          [10, 0],
        ]),
      )?.score,
    ).toBe(0);
    expect(
      nps(
        scores([
          [9, 2],
          [8, 5],
          [2, 1],
        ]),
      )?.score,
    ).toBe(13); // 12.5
    expect(
      nps(
        scores([
          [9, 1],
          [8, 5],
          [2, 2],
        ]),
      )?.score,
    ).toBe(-13); // −12.5
  });

  it('goes from −100 (all detractors) to +100 (all promoters)', () => {
    expect(nps(scores([[0, 4]]))?.score).toBe(-100);
    expect(nps(scores([[10, 4]]))?.score).toBe(100);
  });

  it('gives no score without answers', () => {
    expect(
      nps(
        scores([
          [5, 0],
          [9, 0],
        ]),
      ),
    ).toBeNull();
  });
});

describe('distribution', () => {
  it('lists every value of the range in order, 0 where nobody chose it', () => {
    expect(
      distribution(
        new Map([
          ['4', 2],
          ['1', 1],
        ]),
        { min: 1, max: 5 },
      ),
    ).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 0 },
      { value: 3, count: 0 },
      { value: 4, count: 2 },
      { value: 5, count: 0 },
    ]);
    expect(distribution(new Map(), { min: 0, max: 10 }).map((d) => d.value)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});

describe('roundTo2', () => {
  it('keeps two decimals, halves away from zero', () => {
    expect(roundTo2(10 / 3)).toBe(3.33);
    expect(roundTo2(4.125)).toBe(4.13);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(4)).toBe(4);
  });
});

describe('questionSummary', () => {
  it('gives a text question its answered count, and keyphrases and samples of its answers (none given here)', () => {
    expect(questionSummary(question({ questionType: 'text' }), counts({ answered: 7 }))).toEqual({
      questionId: 'q1',
      questionText: 'How was it?',
      questionType: 'text',
      base: 7,
      answered: 7,
      options: null,
      otherCount: null,
      distribution: null,
      mean: null,
      nps: null,
      median: null,
      yes: null,
      no: null,
      keyphrases: [],
      samples: [],
      histogram: null,
    });
  });

  it('lists every current option of a choice question in order with its count, dropping ids no longer offered', () => {
    const choice = question({
      questionType: 'single_choice',
      options: [
        { id: 'o2', label: 'Email' },
        { id: 'o1', label: 'Phone' },
      ],
    });
    const summary = questionSummary(
      choice,
      counts({
        answered: 4,
        values: new Map([
          ['o1', 3],
          ['gone', 1],
        ]),
      }),
    );
    expect(summary.options).toEqual([
      { id: 'o2', label: 'Email', count: 0 },
      { id: 'o1', label: 'Phone', count: 3 },
    ]);
    expect(summary.otherCount).toBeNull();
  });

  it('counts the "Other" answers of a multiple_choice question that offers Other, and only then', () => {
    const multiple = question({
      questionType: 'multiple_choice',
      options: [{ id: 'o1', label: 'A' }],
      allowOther: true,
    });
    expect(questionSummary(multiple, counts({ answered: 2, other: 1 })).otherCount).toBe(1);
    expect(questionSummary(multiple).otherCount).toBe(0);
    expect(questionSummary({ ...multiple, allowOther: false }, counts({ other: 1 })).otherCount).toBeNull();
  });

  it('counts the "Other" answers of a single_choice question that offers Other', () => {
    const single = question({ questionType: 'single_choice', options: [{ id: 'o1', label: 'A' }], allowOther: true });
    expect(questionSummary(single, counts({ answered: 3, other: 2 })).otherCount).toBe(2);
    expect(questionSummary({ ...single, allowOther: false }, counts({ other: 2 })).otherCount).toBeNull();
  });

  it('gives a rating its 1..5 distribution, mean and median to two decimals, and no NPS', () => {
    const summary = questionSummary(
      question({ questionType: 'rating' }),
      counts({
        answered: 3,
        mean: 11 / 3,
        median: 4,
        values: new Map([
          ['5', 1],
          ['4', 1],
          ['2', 1],
        ]),
      }),
    );
    expect(summary.distribution?.map((d) => d.count)).toEqual([0, 1, 0, 1, 1]);
    expect(summary.mean).toBe(3.67);
    expect(summary.median).toBe(4);
    expect(summary.nps).toBeNull();
  });

  it('gives a scale its 0..10 distribution and NPS; without answers the distribution is all zeros and the rest null', () => {
    const scale = question({ questionType: 'scale' });
    const answered = questionSummary(
      scale,
      counts({
        answered: 2,
        mean: 8,
        median: 8,
        values: new Map([
          ['10', 1],
          ['6', 1],
        ]),
      }),
    );
    expect(answered.nps).toEqual({ score: 0, promoters: 1, passives: 0, detractors: 1 });
    const empty = questionSummary(scale);
    expect(empty.distribution).toHaveLength(11);
    expect(empty.distribution?.every((d) => d.count === 0)).toBe(true);
    expect([empty.mean, empty.median, empty.nps]).toEqual([null, null, null]);
  });

  it('gives a number question its mean and median', () => {
    const summary = questionSummary(
      question({ questionType: 'number' }),
      counts({ answered: 4, mean: 4.25, median: 3 }),
    );
    expect([summary.mean, summary.median, summary.distribution]).toEqual([4.25, 3, null]);
  });

  it('counts yes and no', () => {
    const summary = questionSummary(
      question({ questionType: 'yes_no' }),
      counts({
        answered: 3,
        values: new Map([
          ['true', 2],
          ['false', 1],
        ]),
      }),
    );
    expect([summary.yes, summary.no]).toEqual([2, 1]);
    expect(questionSummary(question({ questionType: 'yes_no' }))).toMatchObject({ yes: 0, no: 0, answered: 0 });
  });
});

describe('histogram', () => {
  it('gives whole numbers one bin per value when few values span the range', () => {
    const counts = new Map([
      [0, 2],
      [3, 1],
    ]);
    expect(histogram({ lo: 1, hi: 5, integers: true, counts })).toEqual([
      { from: 1, to: 1, count: 2 },
      { from: 2, to: 2, count: 0 },
      { from: 3, to: 3, count: 0 },
      { from: 4, to: 4, count: 1 },
      { from: 5, to: 5, count: 0 },
    ]);
  });

  it('groups a wide range of whole numbers into at most 8 bins, the last ending at the largest value', () => {
    const bins = histogram({ lo: 0, hi: 40, integers: true, counts: new Map([[6, 3]]) });
    expect(bins).toHaveLength(7);
    expect(bins[0]).toEqual({ from: 0, to: 5, count: 0 });
    expect(bins[6]).toEqual({ from: 36, to: 40, count: 3 });
  });

  it('cuts fractional values into 8 equal bins, and one value into one bin', () => {
    const bins = histogram({ lo: 0.5, hi: 4.5, integers: false, counts: new Map([[7, 1]]) });
    expect(bins).toHaveLength(8);
    expect(bins[0]).toEqual({ from: 0.5, to: 1, count: 0 });
    expect(bins[7]).toEqual({ from: 4, to: 4.5, count: 1 });
    expect(histogram({ lo: 3, hi: 3, integers: true, counts: new Map([[0, 4]]) })).toEqual([
      { from: 3, to: 3, count: 4 },
    ]);
  });

  it('fills the text and number fields of their types only', () => {
    const text = questionSummary(
      { id: 't', questionText: 'Why?', questionType: 'textarea', options: null, allowOther: false },
      undefined,
      { texts: ['Slow exports every week', 'Exports are slow every week'] },
    );
    expect(text.keyphrases).toEqual([
      { phrase: 'every week', count: 2 },
      { phrase: 'exports', count: 2 },
      { phrase: 'slow', count: 2 },
    ]);
    expect(text.samples).toEqual(['Slow exports every week', 'Exports are slow every week']);
    expect(text.histogram).toBeNull();
    const rating = questionSummary({
      id: 'r',
      questionText: 'Rate',
      questionType: 'rating',
      options: null,
      allowOther: false,
    });
    expect([rating.keyphrases, rating.samples, rating.histogram]).toEqual([null, null, null]);
  });
});
