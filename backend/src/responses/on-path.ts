// The one reading of a response for everything that leaves the system about it: the webhook payload,
// the notification e-mail, the CSV, the summary, the report's input and the answer views. It is the
// answers on the response's path and the AI follow-ups asked about them. The path is the server's
// (response-path.ts): each answer, and the completion, records it as ResponsePathSet, projected into
// answers.off_path. An answer a changed earlier answer took off the path stays in the log and in the
// admin's history (and in the admin's pages, flagged `offPath`), and nowhere else.

import { isoOrNull, type Queryable } from '../db/db';
import type { AnswerValue } from '@seedline/shared';
import type { AnswerView, FollowUpView } from './responses.views';

/** SQL: the answers row `a` is on its response's path. */
export const onPathAnswer = (a: string): string => `NOT ${a}.off_path`;

/** SQL: the follow_ups row `f` is about an answer on the path (one about an off-path answer goes with it). */
export const onPathFollowUp = (f: string): string =>
  `NOT EXISTS (SELECT 1 FROM answers left_off WHERE left_off.response_id = ${f}.response_id
     AND left_off.question_id = ${f}.question_id AND left_off.off_path)`;

type AnswerRow = {
  response_id: string;
  question_id: string;
  answer_text: string;
  answer_value: AnswerValue | null;
  answered_at: Date | string;
};
type FollowUpRow = { id: string; question_id: string; question_text: string; answer_text: string | null };

/** A response's answers on its path, in question order, each with the follow-ups asked about it. */
export async function listOnPathAnswers(db: Queryable, responseId: string): Promise<AnswerView[]> {
  const [answers, followUps] = await Promise.all([
    db.query<AnswerRow>(
      `SELECT a.response_id, a.question_id, a.answer_text, a.answer_value, a.answered_at
       FROM answers a LEFT JOIN questions q ON q.id = a.question_id
       WHERE a.response_id = $1 AND ${onPathAnswer('a')} ORDER BY q."order", a.answered_at`,
      [responseId],
    ),
    db.query<FollowUpRow>(
      `SELECT f.id, f.question_id, f.question_text, f.answer_text FROM follow_ups f
       WHERE f.response_id = $1 AND ${onPathFollowUp('f')} ORDER BY f.asked_at, f.id`,
      [responseId],
    ),
  ]);
  const byQuestion = new Map<string, FollowUpView[]>();
  for (const row of followUps.rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push({
      id: row.id,
      questionId: row.question_id,
      questionText: row.question_text,
      answerText: row.answer_text,
    });
    byQuestion.set(row.question_id, list);
  }
  return answers.rows.map((row) => ({
    responseId: row.response_id,
    questionId: row.question_id,
    answerText: row.answer_text,
    answerValue: row.answer_value ?? null,
    answeredAt: isoOrNull(row.answered_at) as string,
    followUps: byQuestion.get(row.question_id) ?? [],
  }));
}
