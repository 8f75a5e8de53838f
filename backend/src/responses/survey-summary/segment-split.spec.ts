import { splitBySegment, type SegmentCounts, type SegmentQuestionCounts } from './segment-split';

const counts = (c: Partial<SegmentQuestionCounts>): SegmentQuestionCounts => ({
  answered: 0,
  sum: 0,
  numbers: 0,
  promoters: 0,
  passives: 0,
  detractors: 0,
  ...c,
});

const questions = [
  { id: 'q-scale', questionType: 'scale' as const },
  { id: 'q-text', questionType: 'textarea' as const },
];

const segment = (name: string, responses: number, scale: Partial<SegmentQuestionCounts> = {}): SegmentCounts => ({
  segment: name,
  responses,
  questions: new Map([['q-scale', counts(scale)]]),
});

describe('splitBySegment', () => {
  it('gives each segment of at least 5 its n, answers, mean and NPS, largest first', () => {
    const result = splitBySegment(
      [
        segment('operations', 5, { answered: 5, sum: 30, numbers: 5, promoters: 1, passives: 1, detractors: 3 }),
        segment('finance', 6, { answered: 6, sum: 57, numbers: 6, promoters: 5, passives: 1, detractors: 0 }),
      ],
      questions,
    );
    expect(result.map((s) => [s.label, s.n])).toEqual([
      ['finance', 6],
      ['operations', 5],
    ]);
    expect(result[0]!.questions).toEqual([
      { questionId: 'q-scale', answered: 6, mean: 9.5, npsScore: 83 },
      { questionId: 'q-text', answered: 0, mean: null, npsScore: null },
    ]);
    expect(result[1]!.questions![0]).toEqual({ questionId: 'q-scale', answered: 5, mean: 6, npsScore: -40 });
  });

  it('merges segments under 5 into "Other segments", their sums added before the mean and NPS are taken', () => {
    const result = splitBySegment(
      [
        segment('finance', 7, { answered: 7, sum: 70, numbers: 7, promoters: 7 }),
        segment('warehouse', 3, { answered: 3, sum: 30, numbers: 3, promoters: 3 }),
        segment('lahore', 2, { answered: 2, sum: 0, numbers: 2, detractors: 2 }),
      ],
      questions,
    );
    expect(result.map((s) => [s.label, s.value, s.n, s.merged])).toEqual([
      ['finance', 'finance', 7, 0],
      ['Other segments', null, 5, 2],
    ]);
    expect(result[1]!.questions![0]).toEqual({ questionId: 'q-scale', answered: 5, mean: 6, npsScore: 20 });
    expect(result.some((s) => s.label === 'warehouse' || s.label === 'lahore')).toBe(false);
  });

  it('withholds the figures of a merged group still under 5, saying only its n', () => {
    const result = splitBySegment(
      [segment('finance', 9), segment('lahore', 2, { answered: 2, sum: 20, numbers: 2 })],
      questions,
    );
    expect(result[1]).toEqual({ label: 'Other segments', value: null, n: 2, merged: 1, questions: null });
  });

  it('names responses without the field "No value", a segment like any other', () => {
    const result = splitBySegment([segment('', 8), segment('finance', 5)], questions);
    expect(result.map((s) => [s.label, s.value])).toEqual([
      ['No value', null],
      ['finance', 'finance'],
    ]);
  });

  it('gives no segments for no responses', () => {
    expect(splitBySegment([], questions)).toEqual([]);
  });
});
