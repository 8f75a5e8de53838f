import { ValidationError } from '../common/errors';
import { HIDDEN_FIELD_LIMITS, isHiddenFieldKey } from '../surveys';
import type { ResponseLanguage, SurveyMode } from './response.events';
import type { QualityVerdictKind } from './quality/quality-verdict';

// Paging a survey's responses: the filter, the keyset cursor and the SQL they become. Pure.

export const RESPONSE_STATUSES = ['completed', 'in_progress', 'abandoned'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const PAGE_LIMIT = { default: 50, max: 200 } as const;

/**
 * The most responses the unpaged list (the spec's plain array) answers with; a survey with more is
 * refused with a 400 that says how to page, never cut short without a word nor sent whole.
 */
export const UNPAGED_LIST_MAX = 1000;
export const UNPAGED_LIST_TOO_LONG_MESSAGE =
  `This survey has more than ${UNPAGED_LIST_MAX} responses, too many for one list: ask for pages ` +
  `with ?limit=${PAGE_LIMIT.max}, then pass each page's nextCursor as ?cursor=`;

export type ResponseFilter = {
  status?: ResponseStatus;
  mode?: SurveyMode;
  language?: ResponseLanguage;
  /** ISO date (a whole UTC day) or date-time: responses started at or after it. */
  from?: string;
  /** ISO date (a whole UTC day) or date-time: responses started at or before it. */
  to?: string;
  /**
   * Hidden-field values the response must have recorded, as `key:value` (`team:finance`); several must
   * all match. Read through parseHiddenFilter.
   */
  hidden?: string | string[];
  /** Only responses whose standing quality verdict (the consultant's, else the computed one) is this. */
  quality?: QualityVerdictKind;
  /**
   * Whether low-quality responses count: the summary, drop-off and report leave them out unless asked
   * ('include'); the list and the CSV keep them unless asked ('exclude').
   */
  lowQuality?: LowQualityChoice;
};

export const LOW_QUALITY_CHOICES = ['include', 'exclude'] as const;
export type LowQualityChoice = (typeof LOW_QUALITY_CHOICES)[number];

/**
 * A response's standing quality verdict as SQL on the responses table (unqualified `id`, as filterSql's
 * conditions are): the consultant's overrule, else the computed verdict, NULL until scored.
 */
export const STANDING_QUALITY_SQL = `COALESCE(
    (SELECT o.verdict FROM response_quality_overrules o WHERE o.response_id = id),
    (SELECT q.verdict FROM response_quality q WHERE q.response_id = id))`;

export const HIDDEN_FILTER_MESSAGE =
  'hidden must be key:value (a hidden field key, a colon, its value), for example team:finance';

/** The `hidden` filter as one object of key → value (null: none), or a 400. */
export function parseHiddenFilter(hidden: string | string[] | undefined): Record<string, string> | null {
  if (hidden === undefined) return null;
  const items = Array.isArray(hidden) ? hidden : [hidden];
  const result: Record<string, string> = {};
  for (const item of items) {
    const colon = typeof item === 'string' ? item.indexOf(':') : -1;
    const key = colon > 0 ? item.slice(0, colon) : '';
    const value = colon > 0 ? item.slice(colon + 1) : '';
    if (!isHiddenFieldKey(key) || value === '' || value.length > HIDDEN_FIELD_LIMITS.value) {
      throw new ValidationError(HIDDEN_FILTER_MESSAGE, [{ pointer: '#/hidden', detail: HIDDEN_FILTER_MESSAGE }]);
    }
    result[key] = value;
  }
  return Object.keys(result).length === 0 ? null : result;
}

/**
 * A response's place in start order: its start time (microseconds, as the database holds it, so
 * no two keys collapse) and its id, which breaks ties.
 */
export type PageKey = { at: string; id: string };

const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A response id as the API makes them (UUIDs) and as older data may hold them: no control characters. */
const KEY_ID = /^[\w-]{1,100}$/;
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor: pass the nextCursor of a previous page unchanged';

// `YYYY-MM-DD`, or a full timestamp with seconds and a zone (`Z` or `±HH:MM`): what Postgres reads
// the same way. "2026" or "2026-01" pass a loose ISO 8601 check but not Postgres (a 500 before).
const DATE_OR_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2}):(\d{2})))?$/;

/** The words of a 400 for a `from`/`to` (or any such filter) that is not a date or a full timestamp. */
export const dateOrTimestampMessage = (name: string): string =>
  `${name} must be a date (YYYY-MM-DD) or a full ISO 8601 timestamp (YYYY-MM-DDTHH:MM:SSZ)`;

/** Whether the text is a real calendar day, optionally with a real time of day and zone. */
export function isDateOrTimestamp(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = DATE_OR_TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0, zoneHour = 0, zoneMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    zoneHour < 24 &&
    zoneMinute < 60
  );
}

/** Opaque to clients: base64url of the keyset. */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): PageKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(INVALID_CURSOR_MESSAGE);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    typeof parsed[1] !== 'string' ||
    !KEY_TIME.test(parsed[0]) ||
    !isDateOrTimestamp(parsed[0]) ||
    !KEY_ID.test(parsed[1])
  ) {
    throw new ValidationError(INVALID_CURSOR_MESSAGE);
  }
  return { at: parsed[0], id: parsed[1] };
}

/** The SQL that gives a row's PageKey time: UTC with microseconds, as KEY_TIME reads it. */
export const KEY_TIME_SQL = `to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

function checkedTime(value: string, name: 'from' | 'to'): void {
  if (!isDateOrTimestamp(value))
    throw new ValidationError(dateOrTimestampMessage(name), [
      { pointer: `#/${name}`, detail: dateOrTimestampMessage(name) },
    ]);
}

/**
 * The filter as a SQL condition on the responses table (unqualified column names), its values
 * appended to `params`. No filter gives TRUE, which keeps the counts index-only.
 */
export function filterSql(filter: ResponseFilter, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.status === 'completed') conditions.push('completed_at IS NOT NULL');
  if (filter.status === 'in_progress') conditions.push('completed_at IS NULL AND abandoned_at IS NULL');
  if (filter.status === 'abandoned') conditions.push('abandoned_at IS NOT NULL');
  if (filter.mode) conditions.push(`survey_mode = ${param(filter.mode)}`);
  if (filter.language) conditions.push(`language = ${param(filter.language)}`);
  // Containment, which the GIN index of migration 018 serves; no hidden filter leaves the column unread.
  const hidden = parseHiddenFilter(filter.hidden);
  if (hidden) conditions.push(`hidden_fields @> ${param(JSON.stringify(hidden))}::jsonb`);
  if (filter.quality) conditions.push(`${STANDING_QUALITY_SQL} = ${param(filter.quality)}`);
  if (filter.lowQuality === 'exclude') conditions.push(`${STANDING_QUALITY_SQL} IS DISTINCT FROM 'low_quality'`);
  if (filter.from) {
    checkedTime(filter.from, 'from');
    const from = DAY.test(filter.from) ? `${filter.from}T00:00:00.000Z` : filter.from;
    conditions.push(`submitted_at >= ${param(from)}::timestamptz`);
  }
  if (filter.to) {
    checkedTime(filter.to, 'to');
    // A day is inclusive: everything before the next day starts.
    conditions.push(
      DAY.test(filter.to)
        ? `submitted_at < ${param(nextDay(filter.to))}::timestamptz`
        : `submitted_at <= ${param(filter.to)}::timestamptz`,
    );
  }
  return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
}

/** Whether a request asks for the paged form: any paging or filter parameter. */
export function isPagedRequest(query: object): boolean {
  return Object.values(query).some((value) => value !== undefined);
}
