// Projection rebuild: the event log is topped up to 100,000 events (synthetic response streams of
// the same shape the API writes), then replayed into fresh read models by the app's own rebuild
// (backend/dist/projections/rebuild.js, what `npm run rebuild-read-models` runs, in a process with its
// flags: load/rebuild-rounds.mjs), against a raw INSERT ... SELECT copy of the same 100,000 event rows
// into a table with the same keys.
import { REBUILD_NODE_FLAGS } from '../../infra/scripts/node-flags.mjs';
import { DATABASE_URL } from '../lib/stack.mjs';
import { rateText, ratioRow } from './rows.mjs';

const STREAM_LENGTH = 12; // started, 10 answers, completed

/** @param {import('./context.mjs').Context} ctx */
export async function projectionRebuild(ctx) {
  const { stack, survey, settings } = ctx;
  const target = settings.rebuildEvents;
  // What the earlier scenarios left in the log (the rest is topped up): the mix the rebuild replays.
  const { rows: earlier } = await stack.db.query(
    'SELECT type, count(*)::int AS count FROM events GROUP BY type ORDER BY count(*) DESC',
  );
  const before = earlier.reduce((sum, row) => sum + row.count, 0);
  const missing = Math.max(0, target - before);
  if (missing > 0) {
    await stack.db.query(
      `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
       SELECT 'response-' || r.id, v,
              CASE WHEN v = 1 THEN 'ResponseStarted' WHEN v = ${STREAM_LENGTH} THEN 'ResponseCompleted' ELSE 'AnswerRecorded' END,
              1,
              CASE WHEN v = 1 THEN jsonb_build_object('responseId', r.id, 'surveyId', $1::text, 'surveyMode', 'traditional',
                                     'language', 'en', 'respondentName', null, 'respondentEmail', null, 'startedAt', $3::text)
                   WHEN v = ${STREAM_LENGTH} THEN jsonb_build_object('responseId', r.id, 'completedAt', $3::text)
                   ELSE jsonb_build_object('responseId', r.id, 'questionId', ($2::text[])[v - 1],
                                     'answerText', 'Synthetic answer ' || r.g || '.' || v || ': we file expenses by hand every Friday.',
                                     'recordedAt', $3::text) END,
              '{}'::jsonb
       FROM (SELECT gen_random_uuid()::text AS id, g FROM generate_series(1, $4::int) g) r, generate_series(1, ${STREAM_LENGTH}) v
       ORDER BY r.g, v
       LIMIT $5`,
      [survey.surveyId, survey.questionIds, new Date().toISOString(), Math.ceil(missing / STREAM_LENGTH), missing],
    );
  }
  await stack.db.query('VACUUM ANALYZE events');
  const {
    rows: [{ count: events }],
  } = await stack.db.query('SELECT count(*)::int AS count FROM events');

  // Alternating rounds in a process started as `npm run rebuild-read-models` starts one (its V8 flags); the
  // best of each side is the estimate on a shared machine.
  const { rebuilds, copies, warmup } = await ctx.runChild(
    'load/rebuild-rounds.mjs',
    { root: ctx.root, databaseUrl: DATABASE_URL, schema: stack.schema, tmpDir: stack.tmpDir, rounds: settings.rounds },
    300_000,
    REBUILD_NODE_FLAGS,
  );
  const rebuild = rebuilds.reduce((best, r) => (r.ms < best.ms ? r : best));
  const copy = copies.reduce((best, r) => (r.ms < best.ms ? r : best));
  const replayed = rebuild.replayed;
  const rebuildMs = rebuild.ms;
  const copied = copy.rows;
  const copyMs = copy.ms;

  // The rebuild must give what the events say: one answers row per (response, question) answered.
  const {
    rows: [check],
  } = await stack.db.query(
    `SELECT (SELECT count(*) FROM answers)::int AS answers,
            (SELECT count(DISTINCT (data->>'responseId', data->>'questionId')) FROM events WHERE type = 'AnswerRecorded')::int AS expected,
            (SELECT count(*) FROM responses WHERE completed_at IS NOT NULL)::int AS completed,
            (SELECT count(DISTINCT stream_id) FROM events WHERE type = 'ResponseCompleted')::int AS expected_completed`,
  );
  const consistent = check.answers === check.expected && check.completed === check.expected_completed;
  const rebuildRate = replayed / (rebuildMs / 1000);
  const copyRate = copied / (copyMs / 1000);
  return {
    rows: [
      ratioRow({
        scenario: 'projection rebuild',
        measure: `replay ${events.toLocaleString('en-US')} events into fresh read models`,
        result: `${rateText(rebuildRate, 'events/s')} (${(rebuildMs / 1000).toFixed(1)} s)`,
        baseline: `INSERT ... SELECT copy: ${rateText(copyRate, 'rows/s')} (${(copyMs / 1000).toFixed(1)} s)`,
        ratio: rebuildRate / copyRate,
        min: 0.3,
        extra: consistent ? undefined : `read models disagree with the events: ${JSON.stringify(check)}`,
      }),
    ],
    details: { events, earlier, nodeFlags: REBUILD_NODE_FLAGS, warmup, rebuilds, copies, check },
  };
}
