// Survey load: GET /api/surveys/{id}/document (what a respondent's page loads, a first visit: no
// If-None-Match) against a bare node:http server answering the same route with the same lookup, shape,
// headers and pool size.
import path from 'node:path';
import { freePort, startService, stopService, waitForHttp } from '../lib/processes.mjs';
import { API_POOL_SIZE, DATABASE_URL } from '../lib/stack.mjs';
import { bestOf, latencyText, rateText, ratioRow } from './rows.mjs';

const CONNECTIONS = 50;

/** @param {import('./context.mjs').Context} ctx */
export async function surveyLoad(ctx) {
  const { stack, survey, settings } = ctx;
  const port = await freePort();
  const server = startService({
    name: 'survey-baseline',
    args: [path.join(ctx.root, 'bench/load/survey-baseline-server.mjs')],
    cwd: ctx.root,
    logDir: stack.logDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL,
      DATABASE_SCHEMA: stack.schema,
      POOL_SIZE: String(API_POOL_SIZE),
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = [];
  const base = [];
  try {
    await waitForHttp(server, `${baseUrl}/api/surveys/${survey.surveyId}/document`);
    const mix = { kind: 'survey', surveyId: survey.surveyId };
    const load = (/** @type {string} */ url) =>
      ctx.runChild('load/cannon.mjs', {
        url,
        connections: CONNECTIONS,
        seconds: settings.seconds,
        maxRequests: settings.surveyMaxRequests,
        mix,
        warmup: { seconds: settings.warmupSeconds, mix },
      });
    for (let round = 0; round < settings.rounds; round++) {
      api.push(await load(stack.apiUrl));
      base.push(await load(baseUrl));
    }
  } finally {
    await stopService(server);
  }
  const a = bestOf(api);
  const b = bestOf(base);
  const failures = [...api, ...base].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  return {
    rows: [
      ratioRow({
        scenario: 'survey load',
        measure: 'GET survey document, 50 conn.',
        result: `${rateText(a.rps, 'req/s')}; ${latencyText(a)}`,
        baseline: `node:http + pg: ${rateText(b.rps, 'req/s')}; ${latencyText(b)}`,
        ratio: a.rps / b.rps,
        min: 0.75, // issue 33 (was 0.7)
        extra: failures > 0 ? `${failures} failed requests` : undefined,
      }),
    ],
    details: { connections: CONNECTIONS, api, baseline: base },
  };
}
