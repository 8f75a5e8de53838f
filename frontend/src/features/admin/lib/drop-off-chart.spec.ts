import type { DropOff, DropOffSegment } from '@/types/generated/api';
import { dropOffSteps, dropOffSummary, isDropOffSlice, percentOf, segmentOf } from './drop-off-chart';

const segment = (started: number, completed: number, funnel: Array<[number, number]>): DropOffSegment => ({
  started,
  completed,
  questions: funnel.map(([reached, answered], i) => ({
    questionId: `q${i + 1}`,
    order: i + 1,
    questionText: `Question ${i + 1}?`,
    reached,
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
    };
    expect(segmentOf(dropOff, 'all').started).toBe(5);
    expect(segmentOf(dropOff, 'ai_chat').started).toBe(2);
    expect(segmentOf(dropOff, 'none').started).toBe(1);
    expect(isDropOffSlice('ur')).toBe(true);
    expect(isDropOffSlice('fr')).toBe(false);
  });
});
