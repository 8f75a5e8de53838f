// The CSV export: one row per response, one column per question. AI follow-ups get their own
// column pairs (question asked, answer) after their base question, as many as the most any
// response received, so every row lines up.
import type { Answer, Question, SurveyResponse } from '@/types/generated/api';
import { toCsv, type CsvCell } from './csv';
import { answeredQuestions, languageLabel, modeLabel, statusLabel } from './response-view';

export type ResponseWithAnswers = { response: SurveyResponse; answers: readonly Answer[] };

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

export const responsesToRows = (
  questions: readonly Question[],
  entries: readonly ResponseWithAnswers[],
): CsvCell[][] => {
  const ordered = [...questions].sort((a, b) => a.order - b.order);
  const views = entries.map((e) => answeredQuestions(ordered, e.answers));
  const maxFollowUps = ordered.map((_, i) => Math.max(0, ...views.map((v) => v[i].followUps.length)));

  const header: CsvCell[] = [...FIXED_HEADERS];
  ordered.forEach((q, i) => {
    header.push(`Q${i + 1}. ${q.questionText}`);
    for (let k = 1; k <= maxFollowUps[i]; k++)
      header.push(`Q${i + 1} follow-up ${k}`, `Q${i + 1} follow-up ${k} answer`);
  });

  const rows = entries.map(({ response }, r): CsvCell[] => {
    const row: CsvCell[] = [
      r + 1,
      response.id,
      response.submittedAt,
      response.completedAt ?? '',
      statusLabel(response),
      modeLabel(response.surveyMode),
      languageLabel(response.language),
      response.respondentName ?? '',
      response.respondentEmail ?? '',
    ];
    views[r].forEach((item, i) => {
      row.push(item.answer ?? '');
      for (let k = 0; k < maxFollowUps[i]; k++) {
        const followUp = item.followUps[k];
        row.push(followUp?.questionText ?? '', followUp?.answer ?? '');
      }
    });
    return row;
  });

  return [header, ...rows];
};

export const responsesToCsv = (questions: readonly Question[], entries: readonly ResponseWithAnswers[]): string =>
  toCsv(responsesToRows(questions, entries));

/** 'team-pulse-responses-2026-03-04.csv' */
export const csvFileName = (surveyName: string, day: string): string => {
  const base = surveyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'survey'}-responses-${day}.csv`;
};
