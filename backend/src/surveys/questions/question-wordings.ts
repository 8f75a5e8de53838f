// The wording an answer was given against: question_wordings holds each question's text from the log
// position of its QuestionAdded / QuestionReworded on; answers.answered_position is the position of the
// AnswerRecorded whose text the row holds. The wording of an answer is the one with the greatest
// from_position <= answered_position (an answer from before migration 008 without a position, or a
// question without wordings, falls back to the question's current text).

/**
 * A LATERAL join that gives `<as>.question_text`: the wording the answer row `answerAlias` was answered
 * against, or NULL. Use with COALESCE(<as>.question_text, q.question_text), e.g.
 *
 *   SELECT a.question_id, COALESCE(w.question_text, q.question_text) AS question_text, a.answer_text
 *   FROM answers a JOIN questions q ON q.id = a.question_id
 *   ${answerWordingJoin('a', 'w')}
 *
 * One index probe per answer (primary key (question_id, from_position)).
 */
export function answerWordingJoin(answerAlias = 'a', as = 'w'): string {
  for (const name of [answerAlias, as]) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid SQL alias ${name}`);
  }
  return `LEFT JOIN LATERAL (
    SELECT qw.question_text FROM question_wordings qw
    WHERE qw.question_id = ${answerAlias}.question_id AND qw.from_position <= ${answerAlias}.answered_position
    ORDER BY qw.from_position DESC LIMIT 1
  ) ${as} ON true`;
}
