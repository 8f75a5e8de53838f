// The responses CSV: one row per response, one column per question. Pure rules, no I/O.
// RFC 4180 for spreadsheets: CRLF rows, fields quoted when they hold a comma, quote or line break,
// quotes doubled; a leading BOM makes Excel read UTF-8 (Urdu answers) correctly. AI follow-ups get
// their own column pairs (question asked, answer) after their base question, as many as the most any
// exported response received, so every row lines up. A question reworded since answers came in gets
// an "asked as" column after its answer: the wording the respondent saw, where it differs from today's.
// A typed answer is written as its value: the chosen options' current labels (several joined with "; ",
// in option order; a multiple_choice with "Other" gets a column for the respondent's own words after it),
// a rating, score or number as the bare number, yes/no as Yes/No. Text answers are written as given.
import type { QualityReason, QualityVerdictKind } from './quality/quality-verdict';
import { reasonWords, verdictWords } from './quality/quality-words';
import type { ChoiceOption, QuestionType } from '@seedline/shared';
import type { ResponseLanguage, SurveyMode } from './response.events';

export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by Excel, Sheets and LibreOffice
// (CSV injection); a leading apostrophe makes the spreadsheet show it as text instead.
// A plain number ("-5", "+2.5", "-.75", "1e3") is no formula: it stays a number the sheet can add up.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

export const neutralizeFormula = (value: string): string =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

export const escapeCsvField = (value: string): string => {
  const safe = neutralizeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export type CsvCell = string | number | null | undefined;

/** One row: escaped fields joined by commas, ended by CRLF. */
export const csvLine = (cells: readonly CsvCell[]): string =>
  cells.map((cell) => escapeCsvField(cell === null || cell === undefined ? '' : String(cell))).join(',') + '\r\n';

/** A question as the export lays it out. */
export type CsvQuestion = {
  id: string;
  questionText: string;
  /** The most follow-ups any exported response has for it. */
  maxFollowUps: number;
  /** Some answer was given against another wording: the question gets an "asked as" column. */
  reworded: boolean;
  questionType: QuestionType;
  /** Choice questions: the current options, in order (their labels are what the cells show). */
  options: readonly ChoiceOption[] | null;
  /** A multiple_choice with "Other": an "Other" column follows the question's. */
  allowOther: boolean;
  /** The question has branching rules (issue 29): the export then gets a "Path" column. */
  branches?: boolean;
};

/** An answer's typed value as stored (answers.answer_value); null for text answers and old ones. */
export type CsvAnswerValue = string | number | boolean | { selected?: unknown; other?: unknown } | null;

export type CsvResponse = {
  number: number;
  id: string;
  submittedAt: string;
  completedAt: string | null;
  surveyMode: SurveyMode;
  language: ResponseLanguage | null;
  respondentName: string | null;
  respondentEmail: string | null;
  /** Closed as abandoned (issue 34): its status reads "Abandoned". */
  abandonedAt?: string | null;
  /** The hidden-field and UTM values the link carried. */
  hiddenFields?: Readonly<Record<string, string>> | null;
  /** The answers on the response's path (on-path.ts): one off it leaves its cell empty. */
  answers: readonly {
    questionId: string;
    questionText: string;
    answerText: string;
    answerValue?: CsvAnswerValue;
  }[];
  /** The question whose end rule ended the respondent's path early, if one did (branching). */
  pathEndedAt?: string | null;
  /** Its quality verdict (issue 50): computed with reasons, and the consultant's overrule; absent: not scored. */
  quality?: {
    verdict: QualityVerdictKind | null;
    reasons: readonly QualityReason[];
    overruled: QualityVerdictKind | null;
  };
  followUps: readonly { questionId: string; questionText: string; answerText: string | null }[];
};

const FIXED_HEADERS = [
  'Response #',
  'Response ID',
  'Submitted at',
  'Completed at',
  'Status',
  'Mode',
  'Language',
  'Name',
  'Email',
];

const MODE_LABELS: Record<SurveyMode, string> = { traditional: 'Traditional', ai_chat: 'AI chat' };
const LANGUAGE_LABELS: Record<ResponseLanguage, string> = { en: 'English', ur: 'Urdu' };

/** A response's status in the words the screens use. */
export function statusLabel(response: Pick<CsvResponse, 'completedAt' | 'abandonedAt'>): string {
  if (response.completedAt) return 'Completed';
  return response.abandonedAt ? 'Abandoned' : 'In progress';
}

/**
 * The Quality cell: "Low quality: 2 of 2 written answers are gibberish", "OK", the consultant's verdict
 * as "Review (overruled)", empty until scored.
 */
export function qualityCell(response: Pick<CsvResponse, 'quality'>): string {
  const quality = response.quality;
  if (!quality) return '';
  if (quality.overruled) return `${verdictWords(quality.overruled, 'en')} (overruled)`;
  if (!quality.verdict) return '';
  const reasons = quality.reasons.map((reason) => reasonWords(reason, 'en'));
  return reasons.length === 0
    ? verdictWords(quality.verdict, 'en')
    : `${verdictWords(quality.verdict, 'en')}: ${reasons.join('; ')}`;
}

/**
 * Questions in survey order, after one column per hidden field (`hiddenKeys`: the survey's declared
 * keys, then any other key an exported response recorded, such as utm_source), headed by its key.
 */
export function csvHeader(
  questions: readonly CsvQuestion[],
  hiddenKeys: readonly string[] = [],
  quality = false,
): string[] {
  const header = [
    ...FIXED_HEADERS,
    ...(quality ? [QUALITY_HEADER] : []),
    ...(branching(questions) ? [PATH_HEADER] : []),
    ...hiddenKeys,
  ];
  questions.forEach((q, i) => {
    header.push(`Q${i + 1}. ${q.questionText}`);
    if (hasOtherColumn(q)) header.push(`Q${i + 1}. ${q.questionText} (Other)`);
    if (q.reworded) header.push(`Q${i + 1} asked as`);
    for (let k = 1; k <= q.maxFollowUps; k++)
      header.push(`Q${i + 1} follow-up ${k}`, `Q${i + 1} follow-up ${k} answer`);
  });
  return header;
}

/** After Email, once the survey's responses have been scored for quality (issue 50). */
const QUALITY_HEADER = 'Quality';

const present = (text: string | null | undefined): string => (text ?? '').trim();

const PATH_HEADER = 'Path';
const branching = (questions: readonly CsvQuestion[]): boolean => questions.some((q) => q.branches === true);

/** Which path ended the response: "Ended at Q3" (an end rule), "Full path" (completed), or empty while in progress. */
export function pathCell(questions: readonly CsvQuestion[], response: CsvResponse): string {
  const at = response.pathEndedAt ? questions.findIndex((q) => q.id === response.pathEndedAt) : -1;
  if (at >= 0) return `Ended at Q${at + 1}`;
  return response.completedAt ? 'Full path' : '';
}

const hasOtherColumn = (q: CsvQuestion): boolean =>
  (q.questionType === 'multiple_choice' || q.questionType === 'single_choice') && q.allowOther;

const isSelection = (value: CsvAnswerValue | undefined): value is { selected?: unknown; other?: unknown } =>
  typeof value === 'object' && value !== null;

/**
 * The cell of an answer to question q: its typed value as the admin reads it, or (text questions, answers
 * from before question types, a value the question no longer explains) the answer text as given.
 */
export function answerCell(
  q: CsvQuestion,
  answer: { answerText: string; answerValue?: CsvAnswerValue } | undefined,
): CsvCell {
  if (!answer) return '';
  const value = answer.answerValue;
  const label = (id: unknown) => q.options?.find((o) => o.id === id)?.label;
  switch (q.questionType) {
    case 'single_choice':
      // "Other" here, the respondent's words in the question's "(Other)" column.
      if (isSelection(value) && typeof value.other === 'string') return 'Other';
      return label(value) ?? present(answer.answerText);
    case 'multiple_choice':
      if (!isSelection(value) || !Array.isArray(value.selected)) break;
      return (q.options ?? [])
        .filter((o) => (value.selected as unknown[]).includes(o.id))
        .map((o) => o.label)
        .join('; ');
    case 'rating':
    case 'scale':
    case 'number':
      if (typeof value === 'number') return value;
      break;
    case 'yes_no':
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      break;
    default:
      break;
  }
  return present(answer.answerText);
}

/** The "Other" cell of a choice answer: the respondent's own words, if any. */
export function otherCell(answer: { answerValue?: CsvAnswerValue } | undefined): string {
  const value = answer?.answerValue;
  return isSelection(value) && typeof value.other === 'string' ? value.other.trim() : '';
}

export function csvRow(
  questions: readonly CsvQuestion[],
  response: CsvResponse,
  hiddenKeys: readonly string[] = [],
  quality = false,
): CsvCell[] {
  const row: CsvCell[] = [
    response.number,
    response.id,
    response.submittedAt,
    response.completedAt ?? '',
    statusLabel(response),
    MODE_LABELS[response.surveyMode] ?? response.surveyMode,
    response.language ? (LANGUAGE_LABELS[response.language] ?? response.language) : 'Not recorded',
    response.respondentName ?? '',
    response.respondentEmail ?? '',
    ...(quality ? [qualityCell(response)] : []),
    ...(branching(questions) ? [pathCell(questions, response)] : []),
    ...hiddenKeys.map((key) => response.hiddenFields?.[key] ?? ''),
  ];
  for (const q of questions) {
    const answer = response.answers.find((a) => a.questionId === q.id);
    row.push(answerCell(q, answer));
    if (hasOtherColumn(q)) row.push(otherCell(answer));
    if (q.reworded) row.push(answer && answer.questionText !== q.questionText ? answer.questionText : '');
    const followUps = response.followUps.filter((f) => f.questionId === q.id);
    for (let k = 0; k < q.maxFollowUps; k++) {
      const followUp = followUps[k];
      row.push(followUp?.questionText ?? '', present(followUp?.answerText));
    }
  }
  return row;
}

/** 'team-pulse-responses-2026-03-04.csv' */
export function csvFileName(surveyName: string, day: string): string {
  const base = surveyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') // runs are single hyphens by now
    .slice(0, 60);
  return `${base || 'survey'}-responses-${day}.csv`;
}
