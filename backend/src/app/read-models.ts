import { apiKeysProjection } from '../api-keys/api-keys.projection';
import { contactProjection } from '../contact/contact.projection';
import { proposalsProjection } from '../proposals/proposals.projection';
import { reportsProjection } from '../reports/reports.projection';
import { responsesProjection } from '../responses/responses.projection';
import { responseSettingsProjection } from '../surveys/response-settings.projection';
import { surveysProjection } from '../surveys/surveys.projection';
import type { Projection } from '../projections/projection';

/** Every read model, in the order they are applied. Adding one here is all a rebuild needs. */
export const ALL_PROJECTIONS: readonly Projection[] = [
  surveysProjection,
  responseSettingsProjection,
  responsesProjection,
  contactProjection,
  reportsProjection,
  proposalsProjection,
  apiKeysProjection,
];
