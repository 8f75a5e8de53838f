// Answer ingest: POST /api/answers with 50 connections to distinct responses, against a bare
// node-postgres script running the same transaction with the same pool size.
import path from 'node:path';
import { QUESTION_COUNT, seedResponses } from '../lib/fixtures.mjs';
import { API_POOL_SIZE, DATABASE_URL } from '../lib/stack.mjs';
import { bestOf, latencyText, rateText, ratioRow } from './rows.mjs';

const CONNECTIONS = 50;

/** @param {import('./context.mjs').Context} ctx */
export async function answerIngest(ctx) {
  const { stack, survey, settings } = ctx;
  const maxRequests = settings.ingestMaxRequests;
  const pool = async (/** @type {number} */ n) => ({
    responseIds: await seedResponses(stack.db, survey.surveyId, n),
    questionIds: survey.questionIds,
  });
  const measuredSize = Math.ceil(maxRequests / QUESTION_COUNT);
  const api = [];
  const base = [];
  for (let round = 0; round < settings.rounds; round++) {
    const apiPools = { warmup: await pool(1000), measured: await pool(measuredSize) };
    api.push(
      await ctx.runChild('load/cannon.mjs', {
        url: stack.apiUrl,
        connections: CONNECTIONS,
        seconds: settings.seconds,
        maxRequests,
        mix: { kind: 'answers', ...apiPools.measured },
        warmup: { seconds: settings.warmupSeconds, mix: { kind: 'answers', ...apiPools.warmup } },
      }),
    );
    const basePools = { warmup: await pool(1000), measured: await pool(measuredSize) };
    base.push(
      await ctx.runChild('load/ingest-baseline.mjs', {
        databaseUrl: DATABASE_URL,
        schema: stack.schema,
        poolSize: API_POOL_SIZE,
        concurrency: CONNECTIONS,
        seconds: settings.seconds,
        maxRequests,
        warmupSeconds: settings.warmupSeconds,
        pools: basePools,
        dataDir: path.join(stack.tmpDir, 'data'),
      }),
    );
  }
  const a = bestOf(api);
  const b = bestOf(base);
  const failures =
    api.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0) + base.reduce((n, r) => n + r.errors, 0);
  return {
    rows: [
      ratioRow({
        scenario: 'answer ingest',
        measure: 'POST /api/answers, 50 conn.',
        result: `${rateText(a.rps, 'req/s')}; ${latencyText(a)}`,
        baseline: `bare pg tx: ${rateText(b.rps, 'tx/s')}; ${latencyText(b)}`,
        ratio: a.rps / b.rps,
        min: 0.8, // issue 33 (was 0.6)
        extra: failures > 0 ? `${failures} failed requests` : undefined,
      }),
    ],
    details: { connections: CONNECTIONS, api, baseline: base },
  };
}
