import type { SqlReadModel } from '../projections/read-model';

/** Each survey's response counts (started, completed), for the list and the cap. */
export const surveyCountsReadModel: SqlReadModel = {
  name: 'survey counts',
  tables: ['survey_counts'],
  keptBy: 'triggers on responses: backend/migrations/008_survey_lifecycle.sql, 012_counters_rebuild.sql',
  recompute: 'SELECT survey_counts_recount()',
};
