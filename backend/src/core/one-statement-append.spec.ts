import { PositionRef, type RowChange } from '../projections/row-change';
import { changesAreIndependent } from './one-statement-append';

const upsert = (table: RowChange['table'], key: Record<string, string | number | PositionRef>): RowChange => ({
  op: 'upsert',
  table,
  key,
  values: { answer_text: 'x' },
});

describe('changesAreIndependent: what one statement may write', () => {
  it('takes changes to different rows, a position reference in a key too', () => {
    expect(
      changesAreIndependent([
        upsert('answers', { response_id: 'r', question_id: 'q1' }),
        upsert('answers', { response_id: 'r', question_id: 'q2' }),
        upsert('question_wordings', { question_id: 'q1', from_position: new PositionRef(3) }),
        upsert('question_wordings', { question_id: 'q1', from_position: new PositionRef(4) }),
      ]),
    ).toBe(true);
  });

  it('refuses two changes to one row (the parts of a statement run unordered on one snapshot)', () => {
    expect(
      changesAreIndependent([
        upsert('answers', { response_id: 'r', question_id: 'q1' }),
        upsert('answers', { question_id: 'q1', response_id: 'r' }),
      ]),
    ).toBe(false);
  });

  it('refuses deletes, updates of many rows, and keys of different columns on one table', () => {
    expect(changesAreIndependent([{ op: 'delete', table: 'answers', key: { response_id: 'r' } }])).toBe(false);
    expect(
      changesAreIndependent([
        { op: 'update', table: 'questions', key: { survey_id: 's' }, values: { order: 1 }, many: true },
      ]),
    ).toBe(false);
    expect(
      changesAreIndependent([
        upsert('responses', { id: 'r' }),
        { op: 'update', table: 'responses', key: { survey_id: 's' }, values: { completed_at: null } },
      ]),
    ).toBe(false);
  });
});
