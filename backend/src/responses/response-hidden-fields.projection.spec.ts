import { JsonValue } from '../projections/row-change';
import { REDACTED } from '../event-store/field-crypto';
import { projectResponseSettings } from '../surveys/response-settings/response-settings.projection';
import { hiddenValuesOf, projectResponse } from './responses.projection';
import type { ResponseStarted } from './response.events';

const T0 = '2026-03-01T10:00:00.000Z';

const started = (hiddenFields?: string): ResponseStarted & { globalPosition: number } => ({
  type: 'ResponseStarted',
  schemaVersion: 1,
  globalPosition: 1,
  data: {
    responseId: 'r1',
    surveyId: 's1',
    surveyMode: 'traditional',
    language: null,
    respondentName: null,
    respondentEmail: null,
    ...(hiddenFields === undefined ? {} : { hiddenFields }),
    startedAt: T0,
  },
});

describe('hidden fields in the read models', () => {
  it("keeps a response's values as jsonb, decrypted, and NULL when the link carried none", () => {
    const [withValues] = projectResponse(started('{"team":"finance","utm_source":"email"}'));
    expect(withValues).toMatchObject({
      table: 'responses',
      values: { hidden_fields: new JsonValue({ team: 'finance', utm_source: 'email' }), abandoned_at: null },
    });
    const [without] = projectResponse(started());
    expect(without).toMatchObject({ values: { hidden_fields: null } });
  });

  it('reads an erased value (a replay after erasure) as none', () => {
    expect(hiddenValuesOf(REDACTED)).toBeNull();
    expect(hiddenValuesOf('[1]')).toBeNull();
    expect(hiddenValuesOf('{"team":3}')).toBeNull();
  });

  it('marks a response closed as abandoned', () => {
    expect(
      projectResponse({
        type: 'ResponseAbandoned',
        schemaVersion: 1,
        globalPosition: 2,
        data: { responseId: 'r1', surveyId: 's1', abandonAfterDays: 7, abandonedAt: T0 },
      }),
    ).toEqual([{ op: 'update', table: 'responses', key: { id: 'r1' }, values: { abandoned_at: T0 } }]);
  });

  it("keeps a survey's declared fields and its period in survey_response_settings", () => {
    const fields = [{ key: 'team', label: 'Team', allowedValues: null }];
    expect(
      projectResponseSettings({
        type: 'SurveyHiddenFieldsSet',
        schemaVersion: 1,
        data: { surveyId: 's1', hiddenFields: fields, setAt: T0 },
      }),
    ).toEqual([
      {
        op: 'upsert',
        table: 'survey_response_settings',
        key: { survey_id: 's1' },
        values: { hidden_fields: new JsonValue(fields) },
      },
    ]);
    expect(
      projectResponseSettings({
        type: 'SurveyAbandonAfterSet',
        schemaVersion: 1,
        data: { surveyId: 's1', abandonAfterDays: 7, setAt: T0 },
      }),
    ).toEqual([
      { op: 'upsert', table: 'survey_response_settings', key: { survey_id: 's1' }, values: { abandon_after_days: 7 } },
    ]);
  });
});
