// Respondents at scale: 1,000 simulated respondents, 100 at a time, each completing the 10-question
// survey; then the database is checked for every answer, event and completion.
import { QUESTION_COUNT } from '../lib/fixtures.mjs';
import { RESPONDENT_ANSWER_SQL } from '../lib/texts.mjs';
import { ms } from './rows.mjs';

/** @param {import('./context.mjs').Context} ctx */
export async function respondentsAtScale(ctx) {
  const { stack, survey, settings } = ctx;
  const run = await ctx.runChild('load/respondents.mjs', {
    baseUrl: stack.apiUrl,
    surveyId: survey.surveyId,
    respondents: settings.respondents,
    concurrency: settings.respondentConcurrency,
    maxSeconds: settings.respondentsMaxSeconds,
  });
  const ids = run.responseIds.filter(Boolean);
  const expectedAnswers = settings.respondents * QUESTION_COUNT;
  const {
    rows: [check],
  } = await stack.db.query(
    `WITH r AS (SELECT id, ord - 1 AS i FROM unnest($1::text[]) WITH ORDINALITY AS t(id, ord) WHERE id <> ''),
          q AS (SELECT id, ord - 1 AS j FROM unnest($2::text[]) WITH ORDINALITY AS t(id, ord))
     SELECT
       (SELECT count(*) FROM responses WHERE id IN (SELECT id FROM r) AND completed_at IS NOT NULL)::int AS completed,
       (SELECT count(*) FROM r CROSS JOIN q JOIN answers a ON a.response_id = r.id AND a.question_id = q.id
         WHERE a.answer_text = ${RESPONDENT_ANSWER_SQL})::int AS answers,
       (SELECT count(*) FROM events WHERE stream_id IN (SELECT 'response-' || id FROM r) AND type = 'AnswerRecorded')::int AS answer_events,
       (SELECT count(*) FROM events WHERE stream_id IN (SELECT 'response-' || id FROM r) AND type = 'ResponseCompleted')::int AS completed_events`,
    [run.responseIds, survey.questionIds],
  );
  const lost = expectedAnswers - check.answers;
  const met =
    run.errors === 0 &&
    run.skipped === 0 &&
    lost === 0 &&
    check.answer_events === expectedAnswers &&
    check.completed === settings.respondents &&
    check.completed_events === settings.respondents;
  return {
    rows: [
      {
        scenario: 'respondents at scale',
        measure: `${settings.respondents.toLocaleString('en-US')} x ${QUESTION_COUNT} answers, ${settings.respondentConcurrency} at a time`,
        result:
          `${check.completed}/${settings.respondents} completed, ${lost} lost, ${run.errors} errors; ` +
          `answer p50 ${ms(run.answerP50)}, p99 ${ms(run.answerP99)} (${Math.round(run.seconds)} s)`,
        baseline: 'none (correctness)',
        ratio: '-',
        goal: '0 lost, 0 errors, all completed',
        met,
        ...(run.errorSamples.length > 0 ? { note: run.errorSamples.join(' | ') } : {}),
      },
    ],
    details: { ...run, responseIds: undefined, ids: ids.length, check, expectedAnswers },
  };
}
