import type { SqlReadModel } from '../../projections/read-model';

/** The answer counters: per question its answers, "Other" texts, values, selected options and passed-by responses. */
export const answerCountsReadModel: SqlReadModel = {
  name: 'answer counters',
  tables: ['answer_counts'],
  keptBy: 'triggers on answers and responses: backend/migrations/024_answer_counts.sql',
  recompute: 'SELECT answer_counts_recount()',
};
