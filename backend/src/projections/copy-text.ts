import { JsonValue, PositionRef } from './row-change';

type Value = string | number | boolean | null | JsonValue | PositionRef | undefined;

/** Backslash, tab, newline and carriage return: what COPY's text format escapes in a value. */
const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * One value as COPY's text format spells it, typed by its column as a statement's parameter would be:
 * NULL (or a column the row does not set) is `\N`, a jsonb value its JSON text, a boolean `true` or
 * `false`, a number its decimal text, and a string itself with backslash, tab and line breaks escaped.
 */
export function copyValue(value: Value): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof JsonValue) return copyString(JSON.stringify(value.value));
  if (value instanceof PositionRef) return value.toJSON();
  if (typeof value === 'string') return copyString(value);
  return String(value);
}

function copyString(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : text;
}

/** Rows as COPY's text format: one line per row, the columns in `names` order, tab-separated. */
export function copyText(names: readonly string[], rows: readonly Record<string, Value>[]): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < names.length; i++) {
      if (i > 0) line += '\t';
      line += copyValue(row[names[i]!]);
    }
    text += line + '\n';
  }
  return text;
}
