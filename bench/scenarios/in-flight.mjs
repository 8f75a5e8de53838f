// Ten thousand respondents in flight (issue 51 item 2): 10,000 respondents x 5 answers, 500 at a time, on two
// API replicas and the stack's one worker, all on this machine's loopback. The replicas share a fresh schema
// of their own (so the rows after this one see the stack's schema as before) and the run's Redis prefix;
// the respondents' calls go round the two replicas in turn, so one response's answers land on both.
// Checked in the database afterwards: every response completed once, every answer stored once with its
// text, every AnswerRecorded event once. Reported: answer p50 and p99, answers per second, the replicas'
// peak RSS and Postgres's peak memory (the proportional set size of all its processes, sampled each second).
//
//   npm run bench -- --only=inflight
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { API_NODE_FLAGS } from '../../infra/scripts/node-flags.mjs';
import { createSurvey } from '../lib/fixtures.mjs';
import { freePort, peakRssMb, startService, stopService, waitForHttp } from '../lib/processes.mjs';
import { RESPONDENT_ANSWER_SQL } from '../lib/texts.mjs';
import { apiEnv, DATABASE_URL } from '../lib/stack.mjs';
import { ms } from './rows.mjs';

const RESPONDENTS = 10_000;
const ANSWERS = 5;
const CONCURRENCY = 500;
const REPLICAS = 2;
/** The bound in time: a respondent not started by then counts as skipped (and the row as missed). */
const MAX_SECONDS = 900;

/** The proportional set size of every postgres process, in MB (shared buffers counted once), or null. */
function postgresPssMb() {
  let kb = 0;
  let found = false;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const match = /^Pss:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'));
      if (!match) continue;
      kb += Number(match[1]);
      found = true;
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found ? Math.round(kb / 1024) : null;
}

/** The resident set size of a live process now, in MB, or null. @param {number} pid */
function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** @param {import('./context.mjs').Context} ctx */
export async function respondentsInFlight(ctx) {
  const { stack, log } = ctx;
  const schema = `${stack.schema}_flight`;
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2, options: `-c search_path=${schema}` });
  /** @type {{ service: import('../lib/processes.mjs').Service, url: string }[]} */
  const replicas = [];
  try {
    // One after the other: the first creates the schema and runs the migrations, the second finds them done.
    for (let i = 0; i < REPLICAS; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const service = startService({
        name: `api-flight-${i + 1}`,
        args: [...API_NODE_FLAGS, path.join(ctx.root, 'backend/dist/app/main.js')],
        cwd: ctx.root,
        logDir: stack.logDir,
        env: apiEnv({ ...stack, schema }, port),
      });
      replicas.push({ service, url });
      await waitForHttp(service, `${url}/api/auth/me`, 120_000);
    }
    const survey = await createSurvey(replicas[0].url, { questionCount: ANSWERS, title: 'In flight (bench)' });
    log(`  ${REPLICAS} replicas up; ${RESPONDENTS.toLocaleString('en-US')} respondents, ${CONCURRENCY} at a time`);

    const peaks = { postgresMb: postgresPssMb() ?? 0, apiMb: replicas.map((r) => rssMb(r.service.pid) ?? 0) };
    const atRest = { postgresMb: peaks.postgresMb, apiMb: [...peaks.apiMb] };
    const sampler = setInterval(() => {
      peaks.postgresMb = Math.max(peaks.postgresMb, postgresPssMb() ?? 0);
      replicas.forEach((r, i) => (peaks.apiMb[i] = Math.max(peaks.apiMb[i], rssMb(r.service.pid) ?? 0)));
    }, 1000);
    let run;
    try {
      run = await ctx.runChild(
        'load/respondents.mjs',
        {
          baseUrls: replicas.map((r) => r.url),
          surveyId: survey.surveyId,
          respondents: RESPONDENTS,
          concurrency: CONCURRENCY,
          maxSeconds: MAX_SECONDS,
          answersPerRespondent: ANSWERS,
        },
        (MAX_SECONDS + 120) * 1000,
      );
    } finally {
      clearInterval(sampler);
    }
    const apiHwm = replicas.map((r) => peakRssMb(r.service.pid));

    const {
      rows: [check],
    } = await db.query(
      `WITH r AS (SELECT id, ord - 1 AS i FROM unnest($1::text[]) WITH ORDINALITY AS t(id, ord) WHERE id <> ''),
            q AS (SELECT id, ord - 1 AS j FROM unnest($3::text[]) WITH ORDINALITY AS t(id, ord)),
            per_stream AS (
              SELECT stream_id, count(*) FILTER (WHERE type = 'AnswerRecorded') AS answers,
                     count(*) FILTER (WHERE type = 'ResponseCompleted') AS completions
                FROM events WHERE stream_id IN (SELECT 'response-' || id FROM r) GROUP BY stream_id)
       SELECT
         (SELECT count(DISTINCT id) FROM r)::int AS distinct_ids,
         (SELECT count(*) FROM responses WHERE survey_id = $2)::int AS responses,
         (SELECT count(*) FROM responses WHERE survey_id = $2 AND completed_at IS NOT NULL)::int AS completed,
         (SELECT count(*) FROM answers WHERE response_id IN (SELECT id FROM r))::int AS answers,
         (SELECT count(*) FROM r CROSS JOIN q JOIN answers a ON a.response_id = r.id AND a.question_id = q.id
           WHERE a.answer_text = ${RESPONDENT_ANSWER_SQL})::int AS exact_answers,
         (SELECT coalesce(sum(answers), 0) FROM per_stream)::int AS answer_events,
         (SELECT count(*) FROM per_stream WHERE answers <> ${ANSWERS} OR completions <> 1)::int AS odd_streams`,
      [run.responseIds, survey.surveyId, survey.questionIds],
    );
    const expected = RESPONDENTS * ANSWERS;
    const lost = expected - check.exact_answers;
    const duplicated = check.answer_events - check.answers + (check.responses - check.distinct_ids);
    const rate = run.answers / run.seconds;
    const met =
      run.errors === 0 &&
      run.skipped === 0 &&
      lost === 0 &&
      duplicated === 0 &&
      check.odd_streams === 0 &&
      check.completed === RESPONDENTS &&
      check.responses === RESPONDENTS;
    const memory =
      `API replicas' peak RSS ${apiHwm.map((mb) => `${mb} MB`).join(' and ')} (at rest ${atRest.apiMb.join(' and ')} MB); ` +
      `Postgres peak ${peaks.postgresMb} MB PSS (at rest ${atRest.postgresMb} MB)`;
    log(`  ${memory}`);
    return {
      rows: [
        {
          scenario: 'respondents in flight',
          measure: `${RESPONDENTS.toLocaleString('en-US')} x ${ANSWERS} answers, ${CONCURRENCY} at a time, on ${REPLICAS} API replicas and 1 worker`,
          result:
            `${check.completed.toLocaleString('en-US')}/${RESPONDENTS.toLocaleString('en-US')} completed, ${lost} lost, ` +
            `${duplicated} duplicated, ${run.errors} errors; answer p50 ${ms(run.answerP50)}, p99 ${ms(run.answerP99)}; ` +
            `${Math.round(rate)} answers/s (${Math.round(run.seconds)} s)`,
          baseline: 'none (correctness)',
          ratio: '-',
          goal: '0 lost, 0 duplicated, all completed',
          met,
          note: memory + (run.errorSamples.length > 0 ? ` | ${run.errorSamples.join(' | ')}` : ''),
        },
      ],
      details: { ...run, responseIds: undefined, check, expected, lost, duplicated, peaks, atRest, apiHwm },
    };
  } finally {
    for (const replica of replicas) await stopService(replica.service).catch(() => undefined);
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.end().catch(() => undefined);
  }
}
