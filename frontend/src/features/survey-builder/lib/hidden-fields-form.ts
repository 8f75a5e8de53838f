// The edit page's "Hidden fields" section as a form: rows of key, label and allowed values (one text,
// comma-separated), and the abandonment period; what the API takes, or why not yet. Pure.
import type { ResponseSettings, ResponseSettingsInput } from '@/types/generated/api';

/** `personal`: the value names or singles out a person; never shown on a client link. */
export type HiddenFieldRow = { key: string; label: string; allowedValues: string; personal: boolean };
export type ResponseSettingsForm = { fields: HiddenFieldRow[]; abandonAfterDays: string };

const KEY = /^[a-z][a-z0-9_]{0,39}$/;

export const emptyRow = (): HiddenFieldRow => ({ key: '', label: '', allowedValues: '', personal: false });

export const settingsForm = (settings: ResponseSettings): ResponseSettingsForm => ({
  fields: settings.hiddenFields.map((field) => ({
    key: field.key,
    label: field.label === field.key ? '' : field.label,
    allowedValues: (field.allowedValues ?? []).join(', '),
    personal: field.personal === true,
  })),
  abandonAfterDays: settings.abandonAfterDays === null ? '' : String(settings.abandonAfterDays),
});

const values = (text: string): string[] | null => {
  const list = [
    ...new Set(
      text
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    ),
  ];
  return list.length === 0 ? null : list;
};

export type SettingsOutcome = { ok: true; input: Required<ResponseSettingsInput> } | { ok: false; message: string };

/** The form as the API's input; a row left wholly blank is ignored (a field being added). */
export function settingsInput(form: ResponseSettingsForm): SettingsOutcome {
  const rows = form.fields.filter((row) => row.key.trim() || row.label.trim() || row.allowedValues.trim());
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (!KEY.test(key)) {
      return {
        ok: false,
        message: `"${key || '(blank)'}": a key is lower-case letters, digits and _, starting with a letter`,
      };
    }
    if (seen.has(key)) return { ok: false, message: `The key ${key} is used twice` };
    seen.add(key);
  }
  const days = form.abandonAfterDays.trim();
  const abandonAfterDays = days === '' ? null : Number(days);
  if (
    abandonAfterDays !== null &&
    (!Number.isInteger(abandonAfterDays) || abandonAfterDays < 1 || abandonAfterDays > 365)
  ) {
    return { ok: false, message: 'Close after: a whole number of days from 1 to 365, or blank for never' };
  }
  return {
    ok: true,
    input: {
      hiddenFields: rows.map((row) => ({
        key: row.key.trim(),
        label: row.label.trim() || row.key.trim(),
        allowedValues: values(row.allowedValues),
        ...(row.personal ? { personal: true } : {}),
      })),
      abandonAfterDays,
    },
  };
}

/** The example link for a field: what a respondent's URL carries. */
export const exampleLink = (origin: string, slugOrId: string, row: HiddenFieldRow): string =>
  `${origin}/survey/${encodeURIComponent(slugOrId)}?${new URLSearchParams({ [row.key.trim()]: values(row.allowedValues)?.[0] ?? 'value' }).toString()}`;
