// Response quality's cost to answer ingest (issue 50: computing verdicts adds at most 5% to answer
// ingest at the same concurrency): the answer-ingest load (POST /api/answers, 50 connections, each
// request to a different response) against an API with the quality keeper on and one with it off
// (QUALITY_KEEPER), in alternating order round by round. Each API is started for its round on a fresh
// schema of its own (the stack's API keeps its keeper on, and would score a shared schema's survey
// either way), with the same build, flags and pool as the stack's; the ratio is keeper on / keeper off.
//
//   npm run bench -- --only=quality-ingest
import path from 'node:path';
import pg from 'pg';
import { API_NODE_FLAGS } from '../../infra/scripts/node-flags.mjs';
import { createSurvey, QUESTION_COUNT, seedResponses } from '../lib/fixtures.mjs';
import { freePort, startService, stopService, waitForHttp } from '../lib/processes.mjs';
import { apiEnv, DATABASE_URL } from '../lib/stack.mjs';
import { bestOf, latencyText, rateText, ratioRow } from './rows.mjs';

const CONNECTIONS = 50;
/** At most 5% added: keeper on / keeper off >= 1 / 1.05, rounded down to two places. */
const MIN_RATIO = 0.95;

/**
 * An API with the keeper on or off, on a fresh schema of its own; `use` runs the load against it, then
 * the API stops and the schema goes.
 * @template T
 * @param {import('./context.mjs').Context} ctx
 * @param {{ keeper: boolean, label: string }} options
 * @param {(api: { url: string, db: pg.Pool }) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withApi(ctx, { keeper, label }, use) {
  const { stack } = ctx;
  const schema = `${stack.schema}_${label}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
  const api = startService({
    name: `api-${label}`,
    args: [...API_NODE_FLAGS, path.join(ctx.root, 'backend/dist/app/main.js')],
    cwd: ctx.root,
    logDir: stack.logDir,
    env: { ...apiEnv({ ...stack, schema }, port), QUALITY_KEEPER: keeper ? 'true' : 'false' },
  });
  try {
    await waitForHttp(api, `${url}/api/auth/me`, 120_000);
    return await use({ url, db });
  } finally {
    await stopService(api).catch(() => undefined);
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.end().catch(() => undefined);
  }
}

/** @param {import('./context.mjs').Context} ctx */
export async function qualityIngest(ctx) {
  const { settings } = ctx;
  const maxRequests = settings.ingestMaxRequests;
  const measuredSize = Math.ceil(maxRequests / QUESTION_COUNT);
  /** @type {{ on: any[], off: any[] }} */
  const runs = { on: [], off: [] };
  for (let round = 0; round < settings.rounds; round++) {
    // Alternating which goes first, so a machine growing busier or quieter weighs on both alike.
    const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
    for (const mode of order) {
      const result = await withApi(ctx, { keeper: mode === 'on', label: `q${mode}${round}` }, async ({ url, db }) => {
        const survey = await createSurvey(url);
        const pool = async (/** @type {number} */ n) => ({
          responseIds: await seedResponses(db, survey.surveyId, n),
          questionIds: survey.questionIds,
        });
        const pools = { warmup: await pool(1000), measured: await pool(measuredSize) };
        const load = await ctx.runChild('load/cannon.mjs', {
          url,
          connections: CONNECTIONS,
          seconds: settings.seconds,
          maxRequests,
          mix: { kind: 'answers', ...pools.measured },
          warmup: { seconds: settings.warmupSeconds, mix: { kind: 'answers', ...pools.warmup } },
        });
        // What the keeper did meanwhile: verdicts kept (none with it off).
        const { rows } = await db.query('SELECT count(*)::int AS n FROM response_quality');
        return { ...load, verdictsKept: rows[0].n };
      });
      runs[/** @type {'on' | 'off'} */ (mode)].push(result);
      ctx.log(
        `  keeper ${mode}, round ${round + 1}: ${rateText(result.rps, 'req/s')}; ${latencyText(result)}; ${result.verdictsKept} verdicts kept`,
      );
    }
  }
  const on = bestOf(runs.on);
  const off = bestOf(runs.off);
  const failures = [...runs.on, ...runs.off].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  return {
    rows: [
      ratioRow({
        scenario: 'quality',
        measure: 'answer ingest, quality keeper on / off, 50 conn.',
        result: `keeper on: ${rateText(on.rps, 'req/s')}; ${latencyText(on)}`,
        baseline: `keeper off: ${rateText(off.rps, 'req/s')}; ${latencyText(off)}`,
        ratio: on.rps / off.rps,
        min: MIN_RATIO,
        extra: failures > 0 ? `${failures} failed requests` : undefined,
      }),
    ],
    details: { connections: CONNECTIONS, keeperOn: runs.on, keeperOff: runs.off },
  };
}
