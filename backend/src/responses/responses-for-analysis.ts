import { Inject, Injectable } from '@nestjs/common';
import { MAX_ANALYSED_RESPONSES, MAX_ANSWER_TEXT_LENGTH, type AnalysedResponse } from '@seedline/shared';
import { DB } from '../core/tokens';
import { isoOrNull, type Queryable } from '../db/db';
import { onPathAnswer, onPathFollowUp } from './on-path';
import { STANDING_QUALITY_SQL } from './responses-page';

type ResponseRow = {
  id: string;
  n: string | number;
  language: string | null;
  submitted_at: Date | string;
  completed_at: Date | string | null;
  hidden_fields: Record<string, string> | null;
  low_quality: boolean;
};
type AnswerRow = { response_id: string; question_id: string; answer_text: string };
type FollowUpRow = { response_id: string; question_id: string; question_text: string; answer_text: string };

/**
 * A survey's responses as the analysis reads them: numbered n in start order (as the responses screen
 * numbers them), with their answers, answered follow-ups and hidden-field values. Responses without any answer text are
 * left out; beyond MAX_ANALYSED_RESPONSES, the newest are kept. Only answers on each response's path and
 * their follow-ups are read (on-path.ts).
 */
export async function responsesForAnalysis(db: Queryable, surveyId: string): Promise<AnalysedResponse[]> {
  return (await responsesForAnalysisWithQuality(db, surveyId)).responses;
}

/** What the analysis reads of a survey, and how many low-quality responses it left out or counted in. */
export type ResponsesWithQuality = {
  responses: AnalysedResponse[];
  lowQualityExcluded: number;
  lowQualityIncluded: number;
};

/**
 * The same, low-quality responses (issue 50: the consultant's overrule, else the computed verdict) left
 * out unless `includeLowQuality`, and how many were left out or counted in (of those with answer text).
 */
export async function responsesForAnalysisWithQuality(
  db: Queryable,
  surveyId: string,
  { includeLowQuality = false }: { includeLowQuality?: boolean } = {},
): Promise<ResponsesWithQuality> {
  const [responses, answers, followUps] = await Promise.all([
    db.query<ResponseRow>(
      `SELECT id, n, language, submitted_at, completed_at, hidden_fields, low_quality FROM (
         SELECT id, language, submitted_at, completed_at, hidden_fields,
                ROW_NUMBER() OVER (ORDER BY submitted_at, id) AS n,
                ${STANDING_QUALITY_SQL} IS NOT DISTINCT FROM 'low_quality' AS low_quality
         FROM responses WHERE survey_id = $1) numbered
       ORDER BY n`,
      [surveyId],
    ),
    db.query<AnswerRow>(
      `SELECT a.response_id, a.question_id, a.answer_text
       FROM answers a JOIN responses r ON r.id = a.response_id
       LEFT JOIN questions q ON q.id = a.question_id
       WHERE r.survey_id = $1 AND btrim(a.answer_text) <> '' AND ${onPathAnswer('a')} ORDER BY a.response_id, q."order", a.answered_at`,
      [surveyId],
    ),
    db.query<FollowUpRow>(
      `SELECT f.response_id, f.question_id, f.question_text, f.answer_text
       FROM follow_ups f JOIN responses r ON r.id = f.response_id
       WHERE r.survey_id = $1 AND f.answer_text IS NOT NULL AND btrim(f.answer_text) <> '' AND ${onPathFollowUp('f')}
       ORDER BY f.response_id, f.asked_at, f.id`,
      [surveyId],
    ),
  ]);
  const answersOf = groupBy(answers.rows, (row) => ({
    questionId: row.question_id,
    text: clip(row.answer_text),
  }));
  const followUpsOf = groupBy(followUps.rows, (row) => ({
    questionId: row.question_id,
    question: row.question_text.slice(0, 1_000),
    answer: clip(row.answer_text),
  }));
  let lowQualityExcluded = 0;
  const lowQualityCounted = new Set<string>();
  const analysed = responses.rows.flatMap((row): AnalysedResponse[] => {
    if (row.low_quality && !includeLowQuality) {
      lowQualityExcluded++;
      return [];
    }
    const own = answersOf.get(row.id) ?? [];
    const asked = followUpsOf.get(row.id) ?? [];
    if (own.length === 0 && asked.length === 0) return [];
    if (row.low_quality) lowQualityCounted.add(row.id);
    return [
      {
        id: row.id,
        n: Number(row.n),
        language: row.language === 'ur' ? 'ur' : 'en',
        startedAt: isoOrNull(row.submitted_at) as string,
        completedAt: isoOrNull(row.completed_at),
        answers: own,
        followUps: asked,
        // The link's values, for the report's per-segment shares (the analysis counts, never lists them).
        ...(row.hidden_fields && Object.keys(row.hidden_fields).length > 0 ? { hiddenFields: row.hidden_fields } : {}),
      },
    ];
  });
  const kept = analysed.slice(-MAX_ANALYSED_RESPONSES);
  // Counted in: those the analysis reads (beyond MAX_ANALYSED_RESPONSES, the newest).
  const lowQualityIncluded = kept.filter((r) => lowQualityCounted.has(r.id)).length;
  return { responses: kept, lowQualityExcluded, lowQualityIncluded };
}

function clip(text: string): string {
  return text.length > MAX_ANSWER_TEXT_LENGTH ? text.slice(0, MAX_ANSWER_TEXT_LENGTH) : text;
}

function groupBy<R extends { response_id: string }, T>(rows: R[], map: (row: R) => T): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.response_id) ?? [];
    list.push(map(row));
    out.set(row.response_id, list);
  }
  return out;
}

/** What the responses module tells other modules about a survey's responses for analysis. */
@Injectable()
export class ResponsesForAnalysis {
  constructor(@Inject(DB) private readonly db: Queryable) {}

  forSurvey(surveyId: string): Promise<AnalysedResponse[]> {
    return responsesForAnalysis(this.db, surveyId);
  }

  /** Low-quality responses left out unless included (issue 50), and how many were left out or counted in. */
  forSurveyWithQuality(surveyId: string, options: { includeLowQuality?: boolean } = {}): Promise<ResponsesWithQuality> {
    return responsesForAnalysisWithQuality(this.db, surveyId, options);
  }
}
