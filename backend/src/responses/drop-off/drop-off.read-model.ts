import type { SqlReadModel } from '../../projections/read-model';

/** The drop-off counters: how far each response got, and per question how many reached and answered it. */
export const dropOffReadModel: SqlReadModel = {
  name: 'drop-off counters',
  tables: ['drop_off_progress', 'drop_off_counts'],
  keptBy: 'triggers on responses, answers and questions: backend/migrations/011_drop_off.sql, 012_counters_rebuild.sql',
  recompute: 'SELECT drop_off_recount()',
};
