import type { Queryable } from '../db/db';

/** Follow-ups already asked about one base question of a response (read model). */
export async function countFollowUps(db: Queryable, responseId: string, questionId: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM follow_ups WHERE response_id = $1 AND question_id = $2',
    [responseId, questionId],
  );
  return Number(rows[0]?.n ?? 0);
}
