// Survey load: GET /api/surveys/{id}/document (what a respondent's page loads, a first visit: no
// If-None-Match) against a bare node:http server answering the same route with the same lookup, shape,
// headers and pool size.
import path from 'node:path';
import { freePort, startService, stopService, waitForHttp } from '../lib/processes.mjs';
import { API_POOL_SIZE, DATABASE_URL } from '../lib/stack.mjs';
import { bestOf, latencyText, rateText, ratioRow } from './rows.mjs';

const CONNECTIONS = 50;

/**
 * The bare node:http + pg server answering the survey's document, started on a free port in the stack's
 * schema, once it answers.
 * @param {{ root: string, stack: { schema: string, logDir: string }, surveyId: string }} options
 */
export async function startSurveyBaseline({ root, stack, surveyId }) {
  const port = await freePort();
  const server = startService({
    name: 'survey-baseline',
    args: [path.join(root, 'bench/load/survey-baseline-server.mjs')],
    cwd: root,
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
  try {
    await waitForHttp(server, `${baseUrl}/api/surveys/${surveyId}/document`);
  } catch (error) {
    await stopService(server);
    throw error;
  }
  return { server, baseUrl };
}

/** @param {import('./context.mjs').Context} ctx */
export async function surveyLoad(ctx) {
  const { stack, survey, settings } = ctx;
  const { server, baseUrl } = await startSurveyBaseline({ root: ctx.root, stack, surveyId: survey.surveyId });
  const api = [];
  const base = [];
  try {
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
