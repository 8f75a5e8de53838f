import type { Question, SummarySplit } from '@/types/generated/api';
import { splitTable, WITHHELD_TEXT } from './summary-split-display';

const question = (id: string, questionText: string) => ({ id, questionText }) as Question;

describe('splitTable', () => {
  it('gives a column per segment with its n and a row per question with answers, mean and NPS', () => {
    const split: SummarySplit = {
      by: 'team',
      minSegmentSize: 5,
      segments: [
        {
          label: 'finance',
          value: 'finance',
          n: 6,
          merged: 0,
          questions: [
            { questionId: 'q1', answered: 6, mean: 9.166, npsScore: 83 },
            { questionId: 'q2', answered: 0, mean: null, npsScore: null },
          ],
        },
        { label: 'Other segments', value: null, n: 3, merged: 2, questions: null },
      ],
    };
    expect(splitTable(split, [question('q1', 'Recommend?'), question('q2', 'Why?')])).toEqual({
      columns: [
        { label: 'finance', n: 6, note: null },
        { label: 'Other segments', n: 3, note: '2 segments under 5' },
      ],
      rows: [
        { questionId: 'q1', label: 'Q1. Recommend?', cells: ['6 answers · mean 9.17 · NPS 83', WITHHELD_TEXT] },
        { questionId: 'q2', label: 'Q2. Why?', cells: ['No answers', WITHHELD_TEXT] },
      ],
    });
  });
});
