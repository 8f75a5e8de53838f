import type { RecordedEvent } from '../../event-store/event-store';
import type { Projection } from '../../projections/projection';
import { jsonb, type RowChange } from '../../projections/row-change';
import type { SurveyEvent } from '../survey.events';

/** survey_response_settings (migration 018): a survey's hidden fields and abandonment setting. */
export function projectResponseSettings(event: SurveyEvent): RowChange[] {
  if (event.type === 'SurveyHiddenFieldsSet') {
    const { surveyId, hiddenFields } = event.data;
    return [
      {
        op: 'upsert',
        table: 'survey_response_settings',
        key: { survey_id: surveyId },
        values: { hidden_fields: jsonb(hiddenFields) },
      },
    ];
  }
  if (event.type === 'SurveyAbandonAfterSet') {
    const { surveyId, abandonAfterDays } = event.data;
    return [
      {
        op: 'upsert',
        table: 'survey_response_settings',
        key: { survey_id: surveyId },
        values: { abandon_after_days: abandonAfterDays },
      },
    ];
  }
  return [];
}

export const responseSettingsProjection: Projection = {
  name: 'survey_response_settings',
  tables: ['survey_response_settings'],
  handles: ['SurveyHiddenFieldsSet', 'SurveyAbandonAfterSet'],
  payloadOnly: true,
  project: (event: RecordedEvent) => projectResponseSettings(event as unknown as SurveyEvent),
};
