// Load generator (its own process): autocannon against the API or a baseline server.
// Input: a JSON file (argv[2]) describing the target and the request mix; output: one JSON line.
import fs from 'node:fs';
import autocannon from 'autocannon';

/**
 * @typedef {{ kind: 'answers', responseIds: string[], questionIds: string[] }
 *   | { kind: 'survey', surveyId: string }} Mix
 * @typedef {{ url: string, connections: number, seconds: number, maxRequests: number, mix: Mix,
 *   warmup?: { seconds: number, mix: Mix } }} CannonInput
 */

/** @type {CannonInput} */
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

/**
 * The request list for a mix. Answers: request k goes to response k mod n, question k div n, so the
 * requests in flight at once always hit different responses (no stream contention) and each response
 * gets at most one answer per question, in order, like a respondent.
 * @param {Mix} mix
 */
function requestsFor(mix) {
  if (mix.kind === 'survey') {
    const id = encodeURIComponent(mix.surveyId);
    return [{ method: 'GET', path: `/api/surveys/${id}/document` }];
  }
  let k = 0;
  const { responseIds, questionIds } = mix;
  return [
    {
      method: 'POST',
      path: '/api/answers',
      headers: { 'content-type': 'application/json' },
      /** @param {any} request */
      setupRequest(request) {
        const n = k++;
        const responseId = responseIds[n % responseIds.length];
        const questionId = questionIds[Math.floor(n / responseIds.length) % questionIds.length];
        request.body = JSON.stringify({ responseId, questionId, answerText: answerText(n) });
        return request;
      },
    },
  ];
}

/** About the length of a real answer. @param {number} n */
function answerText(n) {
  return `Answer ${n}: we run a team of twelve and spend most of the week reconciling spreadsheets by hand.`;
}

/**
 * @param {Mix} mix
 * @param {number} seconds
 * @param {number} maxRequests
 */
function fire(mix, seconds, maxRequests) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: input.url,
        connections: input.connections,
        duration: seconds,
        maxOverallRequests: maxRequests,
        requests: requestsFor(mix),
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

if (input.warmup) await fire(input.warmup.mix, input.warmup.seconds, 1_000_000);
/** @type {any} */
const result = await fire(input.mix, input.seconds, input.maxRequests);
const ok = result['2xx'];
const out = {
  requests: result.requests.total,
  ok,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  seconds: result.duration,
  rps: ok / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
