import type { Db } from '../db/db';
import { NotFoundError } from '../common/errors';
import { dropOffSegment } from '../responses';
import { readDropOffCounts } from '../responses';
import { listReports } from '../reports';
import type { ResponsesService } from '../responses';
import type { SurveysService } from '../surveys';
import { largestDropOff } from './mail-texts';

// What a mail is built from, read at each attempt from the read models (nothing personal is kept in
// the outbox).

export type MailSources = {
  surveyTitle(surveyId: string): Promise<string | null>;
  /** A completed response, with its answers on its path under their questions; null: erased or gone. */
  response(
    responseId: string,
  ): Promise<{ surveyId: string; completedAt: string; answers: { question: string; answer: string }[] } | null>;
  digest(
    surveyId: string,
    since: string,
  ): Promise<{
    newResponses: number;
    started: number;
    completed: number;
    largestDropOff: { question: string; lost: number } | null;
    themes: string[];
  }>;
};

/** Themes named in a digest, at most. */
const DIGEST_THEMES = 5;

export function mailSources(db: Db, surveys: SurveysService, responses: ResponsesService): MailSources {
  const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };
  return {
    surveyTitle: async (surveyId) => (await orNull(() => surveys.get(surveyId)))?.title ?? null,
    async response(responseId) {
      const response = await orNull(() => responses.get(responseId));
      if (!response?.completedAt) return null;
      // The answers on the response's path, as every reading that leaves takes them (responses/on-path.ts).
      const [questions, answers] = await Promise.all([
        surveys.questions(response.surveyId),
        responses.answers(responseId),
      ]);
      const textOf = new Map(questions.map((q) => [q.id, q.questionText]));
      return {
        surveyId: response.surveyId,
        completedAt: response.completedAt,
        answers: answers.map((a) => ({ question: textOf.get(a.questionId) ?? a.questionId, answer: a.answerText })),
      };
    },
    async digest(surveyId, since) {
      const [questions, counts, fresh, reports] = await Promise.all([
        surveys.questions(surveyId),
        readDropOffCounts(db, surveyId),
        db.query<{ n: string | number }>(
          'SELECT count(*) AS n FROM responses WHERE survey_id = $1 AND completed_at > $2',
          [surveyId, since],
        ),
        listReports(db, surveyId),
      ]);
      const segment = dropOffSegment(
        questions.map((q) => ({ id: q.id, order: q.order, questionText: q.questionText })),
        counts,
      );
      const newest = reports
        .filter((r) => r.status === 'completed' && r.report)
        .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))[0];
      return {
        newResponses: Number(fresh.rows[0]?.n ?? 0),
        started: segment.started,
        completed: segment.completed,
        largestDropOff: largestDropOff(segment.started, segment.questions),
        themes: (newest?.report?.themes ?? []).slice(0, DIGEST_THEMES).map((theme) => theme.name),
      };
    },
  };
}
