import { ValidationError } from '../common/errors';
import type { ResponseLanguage, SurveyMode } from './response.events';

// Paging a survey's responses: the filter, the keyset cursor and the SQL they become. Pure.

export const RESPONSE_STATUSES = ['completed', 'in_progress'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const PAGE_LIMIT = { default: 50, max: 200 } as const;

export type ResponseFilter = {
  status?: ResponseStatus;
  mode?: SurveyMode;
  language?: ResponseLanguage;
  /** ISO date (a whole UTC day) or date-time: responses started at or after it. */
  from?: string;
  /** ISO date (a whole UTC day) or date-time: responses started at or before it. */
  to?: string;
};

/**
 * A response's place in start order: its start time (microseconds, as the database holds it, so
 * no two keys collapse) and its id, which breaks ties.
 */
export type PageKey = { at: string; id: string };

const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const INVALID_CURSOR_MESSAGE = 'Invalid cursor: pass the nextCursor of a previous page unchanged';

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
    Number.isNaN(Date.parse(parsed[0])) ||
    parsed[1].length === 0 ||
    parsed[1].length > 100
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
  if (Number.isNaN(Date.parse(value))) throw new ValidationError(`${name} must be an ISO date or date-time`);
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
  if (filter.status === 'in_progress') conditions.push('completed_at IS NULL');
  if (filter.mode) conditions.push(`survey_mode = ${param(filter.mode)}`);
  if (filter.language) conditions.push(`language = ${param(filter.language)}`);
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
