// The responses as a table: one row per response, a column per detail and per question, the
// columns the admin hides kept per survey in localStorage. Pure, except the two storage helpers.
import type { Question, ResponsePageItem } from '@/types/generated/api';
import { answerDisplay } from './answer-value-display';
import { formatDateTime } from '@/lib/format-date';
import { languageLabel, modeLabel, statusLabel } from './response-display';
import { verdictLabel } from './quality-display';

export type TableColumn = { id: string; label: string; cell: (item: ResponsePageItem) => string };

const DETAIL_COLUMNS: TableColumn[] = [
  { id: 'submitted', label: 'Started', cell: (item) => formatDateTime(item.submittedAt) },
  { id: 'status', label: 'Status', cell: (item) => statusLabel(item) },
  { id: 'mode', label: 'Mode', cell: (item) => modeLabel(item.surveyMode) },
  { id: 'language', label: 'Language', cell: (item) => languageLabel(item.language) },
  { id: 'quality', label: 'Quality', cell: (item) => qualityCell(item) },
  { id: 'respondent', label: 'Respondent', cell: (item) => item.respondentName ?? item.respondentEmail ?? '' },
];

/** The verdict that stands and its reasons: "Low quality: 2 of 2 written answers are gibberish". */
export const qualityCell = (item: Pick<ResponsePageItem, 'quality'>): string => {
  const quality = item.quality;
  if (!quality?.verdict) return '';
  if (quality.overrule) return `${verdictLabel(quality.verdict)} (overruled)`;
  const reasons = quality.reasons.map((reason) => reason.en);
  return reasons.length === 0
    ? verdictLabel(quality.verdict)
    : `${verdictLabel(quality.verdict)}: ${reasons.join('; ')}`;
};

/** An answer as one line of text: the typed value as the card shows it, else what was written. */
export const answerCell = (question: Question, item: ResponsePageItem): string => {
  const answer = item.answers.find((a) => a.questionId === question.id);
  if (!answer) return '';
  const display = answerDisplay(question, answer.answerValue, answer.answerText);
  if (display === null) return '';
  if (display.kind === 'choices') return [...display.labels, ...(display.other ? [display.other] : [])].join(', ');
  return display.text;
};

/** Every column: the details, one per hidden field (by key), then Q1, Q2… in survey order. */
export const tableColumns = (questions: readonly Question[], hiddenKeys: readonly string[] = []): TableColumn[] => [
  ...DETAIL_COLUMNS,
  ...hiddenKeys.map((key) => ({
    id: `h:${key}`,
    label: key,
    cell: (item: ResponsePageItem) => item.hiddenFields[key] ?? '',
  })),
  ...questions.map((question, index) => ({
    id: `q:${question.id}`,
    label: `Q${index + 1}. ${question.questionText}`,
    cell: (item: ResponsePageItem) => answerCell(question, item),
  })),
];

/** The hidden-field keys the responses carry, alphabetically: a column each. */
export const hiddenKeysOf = (items: readonly ResponsePageItem[]): string[] =>
  [...new Set(items.flatMap((item) => Object.keys(item.hiddenFields ?? {})))].sort();

/** The columns shown: all but the hidden ones (an id no longer known is ignored). */
export const shownColumns = (columns: readonly TableColumn[], hidden: ReadonlySet<string>): TableColumn[] =>
  columns.filter((column) => !hidden.has(column.id));

export const columnsStorageKey = (surveyId: string) => `seedline:responses-table:hidden-columns:${surveyId}`;

/** What storage held: a JSON list of column ids; anything else is nothing hidden. */
export const parseHidden = (stored: string | null): Set<string> => {
  try {
    const value: unknown = stored === null ? [] : JSON.parse(stored);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
};

export const readHidden = (surveyId: string): Set<string> => {
  try {
    return parseHidden(window.localStorage.getItem(columnsStorageKey(surveyId)));
  } catch {
    return new Set();
  }
};

export const writeHidden = (surveyId: string, hidden: ReadonlySet<string>): void => {
  try {
    window.localStorage.setItem(columnsStorageKey(surveyId), JSON.stringify([...hidden].sort()));
  } catch {
    // Storage full or refused: the choice lasts for this visit only.
  }
};

export type ResponsesView = 'cards' | 'table';
export const VIEW_STORAGE_KEY = 'seedline:responses-view';
export const parseView = (stored: string | null): ResponsesView => (stored === 'table' ? 'table' : 'cards');
