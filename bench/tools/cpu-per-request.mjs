// CPU time per request of the API and of the survey baseline server, for A/B checks of the survey load
// on a busy machine: the wall-clock rate drifts with whatever else runs, the CPU a process spends per
// request much less. Usage (after `npm run build`):
//   node bench/tools/cpu-per-request.mjs [requests=20000] [rounds=3]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createSurvey } from '../lib/fixtures.mjs';
import { stopService } from '../lib/processes.mjs';
import { startStack } from '../lib/stack.mjs';
import { startSurveyBaseline } from '../scenarios/survey-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requests = Number(process.argv[2] ?? 20_000);
const rounds = Number(process.argv[3] ?? 3);
const TICKS_PER_SECOND = 100;

/** User and system CPU of a process so far, in ms. @param {number} pid */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** @param {string} url */
function fire(url, amount) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, amount }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** @param {number} pid @param {string} url */
async function measure(pid, url) {
  await fire(url, 2_000);
  const before = cpuMs(pid);
  const result = /** @type {any} */ (await fire(url, requests));
  const spent = cpuMs(pid) - before;
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { usPerRequest: (spent * 1000) / requests, rps: result.requests.average };
}

const stack = await startStack({ root, log: () => undefined });
let baseline;
try {
  const survey = await createSurvey(stack.apiUrl);
  let baseUrl;
  ({ server: baseline, baseUrl } = await startSurveyBaseline({ root, stack, surveyId: survey.surveyId }));
  const route = `/api/surveys/${survey.surveyId}/document`;
  for (let round = 0; round < rounds; round++) {
    const api = await measure(stack.api.pid, `${stack.apiUrl}${route}`);
    const base = await measure(baseline.pid, `${baseUrl}${route}`);
    console.log(
      `round ${round + 1}: API ${api.usPerRequest.toFixed(0)} µs/request (${api.rps.toFixed(0)} req/s), ` +
        `baseline ${base.usPerRequest.toFixed(0)} µs/request (${base.rps.toFixed(0)} req/s), ` +
        `CPU ratio ${(base.usPerRequest / api.usPerRequest).toFixed(2)}`,
    );
  }
} finally {
  if (baseline) await stopService(baseline);
  await stack.close();
}
