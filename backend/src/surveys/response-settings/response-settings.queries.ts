import type { Queryable } from '../../db/db';
import type { HiddenField } from './hidden-fields';

export type ResponseSettings = { hiddenFields: HiddenField[]; abandonAfterDays: number | null };

export const NO_RESPONSE_SETTINGS: ResponseSettings = { hiddenFields: [], abandonAfterDays: null };

/** A survey's response settings; a survey that never set any has none (no hidden fields, never abandoned). */
export async function findResponseSettings(db: Queryable, surveyId: string): Promise<ResponseSettings> {
  const { rows } = await db.query<{ hidden_fields: HiddenField[] | null; abandon_after_days: number | null }>(
    'SELECT hidden_fields, abandon_after_days FROM survey_response_settings WHERE survey_id = $1',
    [surveyId],
  );
  const row = rows[0];
  if (!row) return NO_RESPONSE_SETTINGS;
  return { hiddenFields: row.hidden_fields ?? [], abandonAfterDays: row.abandon_after_days };
}

/** The surveys that close abandoned responses, with their period. */
export async function listAbandonmentSettings(db: Queryable): Promise<{ surveyId: string; days: number }[]> {
  const { rows } = await db.query<{ survey_id: string; abandon_after_days: number }>(
    `SELECT r.survey_id, r.abandon_after_days FROM survey_response_settings r
     JOIN surveys s ON s.id = r.survey_id AND s.deleted_at IS NULL
     WHERE r.abandon_after_days IS NOT NULL ORDER BY r.survey_id`,
  );
  return rows.map((row) => ({ surveyId: row.survey_id, days: Number(row.abandon_after_days) }));
}
