import type { DropOff, DropOffSegment } from '@/types/generated/api';
import {
  biggestDrop,
  biggestDropText,
  dropOffSteps,
  dropOffSummary,
  isDropOffSlice,
  percentOf,
  segmentOf,
  showsAnswered,
  showsShown,
} from './drop-off-chart';

const segment = (started: number, completed: number, funnel: Array<[number, number]>): DropOffSegment => ({
  started,
  completed,
  questions: funnel.map(([reached, answered], i) => ({
    questionId: `q${i + 1}`,
    order: i + 1,
    questionText: `Question ${i + 1}?`,
    reached,
    base: reached,
    answered,
  })),
});

describe('dropOffSteps', () => {
  it('lists Started, each question and Completed with counts, percentages of started and losses', () => {
    const steps = dropOffSteps(
      segment(8, 2, [
        [6, 6],
        [3, 2],
      ]),
    );
    expect(steps.map((s) => [s.name, s.reached.label, s.answered?.label ?? null, s.lost])).toEqual([
      ['Started', '8 (100%)', null, 0],
      ['Q1', '6 (75%)', '6 (75%)', 2],
      ['Q2', '3 (38%)', '2 (25%)', 3],
      ['Completed', '2 (25%)', null, 1],
    ]);
    expect(steps[2]!.reached.width).toBeCloseTo(37.5);
    expect(steps[1]!.questionText).toBe('Question 1?');
  });

  it('shows zeros, not NaN, when nobody started', () => {
    const steps = dropOffSteps(segment(0, 0, [[0, 0]]));
    expect(steps.map((s) => [s.reached.label, s.reached.width])).toEqual([
      ['0 (0%)', 0],
      ['0 (0%)', 0],
      ['0 (0%)', 0],
    ]);
  });

  it('groups thousands in labels', () => {
    expect(dropOffSteps(segment(100000, 25000, []))[1]!.reached.label).toBe('25,000 (25%)');
  });
});

describe('percentOf and dropOffSummary', () => {
  it('rounds to whole percent', () => {
    expect([percentOf(1, 3), percentOf(2, 3), percentOf(0, 0)]).toEqual([33, 67, 0]);
  });
  it('says how many started and completed', () => {
    expect(dropOffSummary(segment(4, 1, []))).toBe('4 started, 1 completed (25%).');
    expect(dropOffSummary(segment(0, 0, []))).toBe('No responses started yet.');
  });
});

describe('segmentOf', () => {
  it('picks the slice by mode or language', () => {
    const all = segment(5, 1, []);
    const dropOff: DropOff = {
      ...all,
      byMode: { traditional: segment(3, 1, []), ai_chat: segment(2, 0, []) },
      byLanguage: { en: segment(2, 1, []), ur: segment(2, 0, []), none: segment(1, 0, []) },
      lowQualityExcluded: 0,
    };
    expect(segmentOf(dropOff, 'all').started).toBe(5);
    expect(segmentOf(dropOff, 'ai_chat').started).toBe(2);
    expect(segmentOf(dropOff, 'none').started).toBe(1);
    expect(isDropOffSlice('ur')).toBe(true);
    expect(isDropOffSlice('fr')).toBe(false);
  });
});

describe('biggestDrop and showsAnswered', () => {
  const segment = {
    started: 10,
    completed: 2,
    questions: [
      { questionId: 'q1', order: 1, questionText: 'One?', reached: 9, base: 9, answered: 9 },
      { questionId: 'q2', order: 2, questionText: 'Two?', reached: 5, base: 5, answered: 3 },
      { questionId: 'q3', order: 3, questionText: 'Three?', reached: 4, base: 4, answered: 4 },
    ],
  };

  it('points out the step that lost the most, in words', () => {
    const steps = dropOffSteps(segment);
    const drop = biggestDrop(steps);
    expect(drop?.name).toBe('Q2');
    expect(biggestDropText(drop!, 10)).toBe(
      'The biggest drop is at Q2: 4 fewer than the step before (40% of those started).',
    );
    const last = dropOffSteps({ ...segment, completed: 0, questions: segment.questions.slice(0, 2) });
    expect(biggestDropText(biggestDrop(last)!, 10)).toBe(
      'The biggest drop is before completing: 5 fewer than the step before (50% of those started).',
    );
  });

  it('shows "Shown" where a path skips a question for some (its base below Reached)', () => {
    const question = (id: string, reached: number, base: number, answered: number) => ({
      questionId: id,
      order: 1,
      questionText: id,
      reached,
      base,
      answered,
    });
    const steps = dropOffSteps({
      started: 4,
      completed: 4,
      questions: [question('q1', 4, 4, 4), question('q2', 4, 1, 1), question('q3', 4, 4, 4)],
    });
    expect(steps.map(showsShown)).toEqual([false, false, true, false, false]);
    expect(steps[2]!.shown?.label).toBe('1 (25%)');
  });

  it('never names a drop of one person (MIN_NAMED_DROP)', () => {
    const steps = dropOffSteps({
      started: 3,
      completed: 2,
      questions: [{ questionId: 'q1', order: 1, questionText: 'One?', reached: 2, base: 2, answered: 2 }],
    });
    expect(steps.map((step) => step.lost)).toEqual([0, 1, 0]);
    expect(biggestDrop(steps)).toBeNull();
  });

  it('finds no drop when nobody was lost', () => {
    const steps = dropOffSteps({ started: 2, completed: 2, questions: [] });
    expect(biggestDrop(steps)).toBeNull();
  });

  it('shows "Answered" only where it differs from "Reached"', () => {
    const steps = dropOffSteps(segment);
    expect(steps.map(showsAnswered)).toEqual([false, false, true, false, false]);
    expect(steps.map(showsShown)).toEqual([false, false, false, false, false]);
  });
});
