import type { Question } from '@/types/generated/api';
import { answerDisplay } from './answer-value-display';

const q = (overrides: Partial<Question>) =>
  ({ questionType: 'textarea', options: null, numberRange: null, ...overrides }) as Question;

const choices = q({
  questionType: 'multiple_choice',
  options: [
    { id: 'o1', label: 'Excel' },
    { id: 'o2', label: 'Slack' },
  ],
});

describe('answerDisplay', () => {
  it('shows typed values as values', () => {
    expect(answerDisplay(q({ questionType: 'rating' }), 4, '4 out of 5')).toEqual({
      kind: 'rating',
      value: 4,
      text: '4 out of 5',
    });
    expect(answerDisplay(q({ questionType: 'scale' }), 7, '7 out of 10')).toMatchObject({ text: '7/10' });
    expect(answerDisplay(q({ questionType: 'yes_no' }), false, 'No')).toMatchObject({ kind: 'yes_no', text: 'No' });
    expect(
      answerDisplay(q({ questionType: 'number', numberRange: { min: 0, max: null, unit: 'hours per week' } }), 12, ''),
    ).toMatchObject({ kind: 'number', text: '12 hours per week' });
    expect(
      answerDisplay(q({ questionType: 'number', numberRange: { min: 0, max: null, unit: 'hours per week' } }), 1, ''),
    ).toMatchObject({ kind: 'number', text: '1 hour per week' });
    expect(answerDisplay(choices, { selected: ['o2', 'o1'], other: ' Notion ' }, null)).toEqual({
      kind: 'choices',
      labels: ['Slack', 'Excel'],
      other: 'Notion',
    });
    expect(answerDisplay({ ...choices, questionType: 'single_choice' }, 'o1', 'Excel')).toEqual({
      kind: 'choices',
      labels: ['Excel'],
      other: null,
    });
    expect(answerDisplay({ ...choices, questionType: 'single_choice' }, { other: ' Fax ' }, 'Other: Fax')).toEqual({
      kind: 'choices',
      labels: [],
      other: 'Fax',
    });
  });

  it("falls back to the answer's text when there is no value or it does not fit", () => {
    expect(answerDisplay(q({}), null, ' Long words ')).toEqual({ kind: 'text', text: 'Long words' });
    expect(answerDisplay(q({ questionType: 'rating' }), 'four', '4 out of 5')).toEqual({
      kind: 'text',
      text: '4 out of 5',
    });
    expect(answerDisplay(q({ questionType: 'rating' }), null, null)).toBeNull();
  });
});
