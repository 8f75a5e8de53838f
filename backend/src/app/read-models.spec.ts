import { isComputed, planOf, type SqlReadModel } from '../projections/read-model';
import { READ_MODEL_TABLES } from '../projections/row-change';
import { READ_MODEL_PLAN, READ_MODELS } from './read-models';

describe('the read models, in one list', () => {
  it('keep every read-model table, each by exactly one of them', () => {
    expect([...READ_MODEL_PLAN.tables].sort()).toEqual([...READ_MODEL_TABLES].sort());
  });

  it('say how each is kept: the SQL-kept ones name their migrations and how a rebuild recomputes them', () => {
    const sql = READ_MODELS.filter((model): model is SqlReadModel => 'recompute' in model);
    const computed = READ_MODELS.filter(isComputed);
    expect(sql.map((model) => model.name)).toEqual([
      'survey counts',
      'drop-off counters',
      'answer counters',
      'survey documents',
    ]);
    for (const model of sql) expect(model.keptBy).toMatch(/migrations\/\d{3}_/);
    expect(READ_MODEL_PLAN.recomputes).toEqual(sql.map((model) => model.recompute));
    expect(READ_MODEL_PLAN.projections).toHaveLength(READ_MODELS.length - sql.length - computed.length);
  });

  it('list the read models computed from the others, their tables emptied and computed again by a rebuild', () => {
    expect(READ_MODEL_PLAN.computed.map((model) => model.name)).toEqual(['response quality']);
    expect(READ_MODEL_PLAN.computedTables).toEqual([
      'response_quality',
      'response_quality_pending',
      'response_quality_checkpoint',
    ]);
    const quality = READ_MODEL_PLAN.computed[0]!;
    expect(() => planOf([quality, { ...quality, name: 'again' }])).toThrow(
      'response_quality is kept by two read models',
    );
  });

  it('refuse a table kept by two read models', () => {
    const counts: SqlReadModel = { name: 'a', tables: ['survey_counts'], keptBy: 'x', recompute: 'SELECT 1' };
    expect(() => planOf([counts, { ...counts, name: 'b' }])).toThrow('survey_counts is kept by two read models');
  });
});
