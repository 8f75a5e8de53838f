import type { SqlReadModel } from '../projections/read-model';

/** Each published survey as the one JSON document respondents load (GET /api/surveys/{id}/document). */
export const surveyDocumentsReadModel: SqlReadModel = {
  name: 'survey documents',
  tables: ['survey_documents'],
  keptBy: 'triggers on surveys and questions: backend/migrations/016_survey_documents.sql',
  recompute: 'SELECT survey_documents_recompute()',
};
