// A roster CSV read into people and the problems of its rows, each named by its line as a spreadsheet
// shows it (the header is line 1). Columns are found by their headers, ignoring case, spaces, hyphens and
// underscores: name (or full name), e-mail, team (or department, dept), language (or lang); every other
// column is an attribute of the person, under its header as typed. UTF-8, with or without a BOM; the
// delimiter (comma, semicolon or tab) is the one the header uses. Pure: csv-parse does the reading.

import { parse, CsvError } from 'csv-parse/sync';
import { ValidationError } from '../common/errors';
import { emailKey, personFields, type RosterPersonFields } from './roster-person-fields';

export const ROSTER_CSV_LIMITS = { bytes: 2 * 1024 * 1024, rows: 10_000 } as const;

/** One problem of the file, at its line (the header is line 1). */
export type LineError = { line: number; message: string };

/** A person read from one line. */
export type RosterRow = RosterPersonFields & { line: number };

/** Which header each field was read from (null: the file has no such column), and the attribute columns. */
export type RosterColumns = {
  name: string | null;
  email: string | null;
  team: string | null;
  language: string | null;
  attributes: string[];
};

export type RosterCsv = {
  columns: RosterColumns;
  /** The people of the lines without problems, in file order. */
  rows: RosterRow[];
  /** The lines that hold a person (blank lines are not counted). */
  lineCount: number;
  errors: LineError[];
};

type Standard = Exclude<keyof RosterColumns, 'attributes'>;

const ALIASES: Readonly<Record<string, Standard>> = {
  name: 'name',
  'full name': 'name',
  fullname: 'name',
  email: 'email',
  'e mail': 'email',
  'email address': 'email',
  'e mail address': 'email',
  mail: 'email',
  team: 'team',
  department: 'team',
  dept: 'team',
  language: 'language',
  lang: 'language',
};

/** A header as compared: lower case, trimmed, runs of spaces, hyphens and underscores as one space. */
const headerKey = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const NO_COLUMNS: RosterColumns = { name: null, email: null, team: null, language: null, attributes: [] };

/** The delimiter the header line uses most, outside quotes: comma unless semicolons or tabs win. */
export function delimiterOf(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

type Parsed = { record: string[]; line: number }[];

/** The file's records with the line each starts at as a spreadsheet counts them, or the line it fails at. */
function records(text: string): Parsed | LineError {
  try {
    const out = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }) as unknown as { record: string[]; info: { records: number } }[];
    return out.map(({ record, info }) => ({ record, line: info.records }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The records read before it; the one at fault is the next (a spreadsheet's line).
    const line = (typeof error.records === 'number' ? error.records : 0) + 1;
    const message =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'A quoted value (") starts on this line and is never closed'
        : 'This line cannot be read as CSV';
    return { line, message };
  }
}

/** Which column holds what; problems of the header (a column twice, name or e-mail missing) on line 1. */
function columnsOf(header: string[]): { columns: RosterColumns; at: Map<number, string>; errors: LineError[] } {
  const columns: RosterColumns = { ...NO_COLUMNS, attributes: [] };
  const at = new Map<number, string>();
  const errors: LineError[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const title = raw.trim();
    if (title === '') return;
    const key = headerKey(title);
    const standard = Object.hasOwn(ALIASES, key) ? ALIASES[key]! : null;
    const slot = standard ?? `attribute:${key}`;
    if (seen.has(slot)) {
      errors.push({ line: 1, message: `Column "${title}" appears twice` });
      return;
    }
    seen.add(slot);
    if (standard) columns[standard] = title;
    else columns.attributes.push(title);
    at.set(index, standard ?? title);
  });
  if (columns.name === null) errors.push({ line: 1, message: 'No name column (a header "Name" or "Full name")' });
  if (columns.email === null) errors.push({ line: 1, message: 'No e-mail column (a header "E-mail" or "Email")' });
  return { columns, at, errors };
}

/** The fields of one record by the header's columns; attributes only where the cell is not blank. */
function fieldsOf(record: string[], at: Map<number, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const attributes: [string, string][] = [];
  for (const [index, field] of at) {
    const cell = record[index] ?? '';
    if (field === 'name' || field === 'email' || field === 'team' || field === 'language') input[field] = cell;
    else if (cell.trim() !== '') attributes.push([field, cell]);
  }
  return { ...input, attributes: Object.fromEntries(attributes) };
}

const isBlank = (record: string[]): boolean => record.every((cell) => cell.trim() === '');

/** Refused as a whole (400), before any line is read: too big, or too many lines. */
function refuseTooLarge(text: string, parsed: Parsed | null): void {
  if (Buffer.byteLength(text, 'utf8') > ROSTER_CSV_LIMITS.bytes) {
    throw new ValidationError('The CSV is larger than 2 MB: split it into smaller files', [
      { pointer: '/csv', detail: 'The CSV is larger than 2 MB' },
    ]);
  }
  if (parsed && parsed.filter((r) => !isBlank(r.record)).length - 1 > ROSTER_CSV_LIMITS.rows) {
    const detail = `The CSV has more than ${ROSTER_CSV_LIMITS.rows.toLocaleString('en')} lines of people`;
    throw new ValidationError(`${detail}: split it into smaller files`, [{ pointer: '/csv', detail }]);
  }
}

/** The file read: its columns, the people of its good lines, and every line's problems. */
export function readRosterCsv(text: string): RosterCsv {
  refuseTooLarge(text, null);
  const parsed = records(text);
  if (!Array.isArray(parsed)) return { columns: NO_COLUMNS, rows: [], lineCount: 0, errors: [parsed] };
  refuseTooLarge(text, parsed);
  const [header, ...lines] = parsed;
  if (!header || isBlank(header.record)) {
    return {
      columns: NO_COLUMNS,
      rows: [],
      lineCount: 0,
      errors: [{ line: 1, message: 'The first line must name the columns' }],
    };
  }
  const { columns, at, errors } = columnsOf(header.record);
  const rows: RosterRow[] = [];
  const firstLineOf = new Map<string, number>();
  let lineCount = 0;
  for (const { record, line } of lines) {
    if (isBlank(record)) continue;
    lineCount++;
    if (columns.name === null || columns.email === null) continue;
    const { fields, problems } = personFields(fieldsOf(record, at));
    const lineErrors = problems.map((p) => ({ line, message: p.detail }));
    if (lineErrors.length === 0) {
      const first = firstLineOf.get(emailKey(fields.email));
      if (first !== undefined) lineErrors.push({ line, message: `E-mail ${fields.email} is on line ${first} already` });
      else firstLineOf.set(emailKey(fields.email), line);
    }
    if (lineErrors.length > 0) errors.push(...lineErrors);
    else rows.push({ ...fields, line });
  }
  return { columns, rows, lineCount, errors };
}
