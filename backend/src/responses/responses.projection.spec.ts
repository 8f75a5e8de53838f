import { JsonValue } from '../projections/row-change';
import type { AnswerRecorded } from './response.events';
import { projectResponse } from './responses.projection';

const recorded = (data: Partial<AnswerRecorded['data']> = {}): AnswerRecorded & { globalPosition: number } => ({
  type: 'AnswerRecorded',
  schemaVersion: 1,
  data: {
    responseId: 'r1',
    questionId: 'q1',
    answerText: 'It was fine',
    recordedAt: '2026-01-01T00:00:00.000Z',
    ...data,
  },
  globalPosition: 7,
});

const answerRow = (event: AnswerRecorded & { globalPosition: number }) => {
  const [change] = projectResponse(event);
  if (!change || change.op !== 'upsert') throw new Error('expected one upsert');
  return change.values;
};

describe('responses projection: answers.answer_value', () => {
  it('writes an old or text answer exactly as before, with no value', () => {
    expect(answerRow(recorded())).toEqual({
      answer_text: 'It was fine',
      answer_value: null,
      answered_at: '2026-01-01T00:00:00.000Z',
      answered_position: 7,
    });
  });

  it('writes a typed value as jsonb: a number, a boolean, an option id, a selection', () => {
    const values: [string, unknown][] = [
      ['4', 4],
      ['false', false],
      ['"o2"', 'o2'],
      ['{"selected":["o1"],"other":"Airtable"}', { selected: ['o1'], other: 'Airtable' }],
    ];
    for (const [text, value] of values) {
      expect(answerRow(recorded({ answerText: 'x', answerValue: text })).answer_value).toEqual(new JsonValue(value));
    }
  });

  it('writes no value for one that no longer reads (erased: the redaction marker)', () => {
    expect(answerRow(recorded({ answerText: '[erased]', answerValue: '[erased]' })).answer_value).toBeNull();
  });
});
