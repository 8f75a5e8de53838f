import { apiKeysProjection } from '../api-keys/api-keys.projection';
import { usersProjection } from '../auth';
import { auditProjection } from '../audit';
import { clientLinksProjection } from '../client-links';
import { clientsProjection } from '../clients';
import { contactProjection } from '../contact/contact.projection';
import { planOf, type ReadModel } from '../projections/read-model';
import { proposalsProjection } from '../proposals/proposals.projection';
import { reportsProjection } from '../reports/reports.projection';
import { personalLinksProjection } from '../personal-links';
import { rosterProjection } from '../roster';
import { dropOffReadModel } from '../responses/drop-off/drop-off.read-model';
import { responseQualityOverrulesProjection } from '../responses/quality/response-quality-overrule.projection';
import { responseQualityReadModel } from '../responses/quality/response-quality.read-model';
import { responsesProjection } from '../responses/responses.projection';
import { answerCountsReadModel } from '../responses/survey-summary/answer-counts.read-model';
import { responseSettingsProjection } from '../surveys/response-settings/response-settings.projection';
import { surveyCountsReadModel } from '../surveys/survey-counts.read-model';
import { surveyDocumentsReadModel } from '../surveys/survey-documents.read-model';
import { surveysProjection } from '../surveys/surveys.projection';

/**
 * Every read model, whether a TypeScript projection keeps it (applied in the command's transaction, in
 * this order), SQL triggers do (recomputed once at the end of a rebuild), or a keeper computes it from
 * the others off the command path (computed once after those in a rebuild). A rebuild is driven from
 * this list alone: adding a read model here is all it needs.
 */
export const READ_MODELS: readonly ReadModel[] = [
  surveysProjection,
  responseSettingsProjection,
  responsesProjection,
  responseQualityOverrulesProjection,
  contactProjection,
  reportsProjection,
  proposalsProjection,
  apiKeysProjection,
  usersProjection,
  clientLinksProjection,
  clientsProjection,
  rosterProjection,
  personalLinksProjection,
  auditProjection,
  surveyCountsReadModel,
  dropOffReadModel,
  answerCountsReadModel,
  surveyDocumentsReadModel,
  responseQualityReadModel,
];

export const READ_MODEL_PLAN = planOf(READ_MODELS);

/** The projections the command path applies (the TypeScript-kept read models). */
export const ALL_PROJECTIONS = READ_MODEL_PLAN.projections;
