// Respondents at scale (its own process): simulated respondents, a fixed number at a time, each
// doing what the survey page does: load the survey's document, start a response, answer
// every question in turn, complete. No retries: any failed call counts as an error. With several
// `baseUrls` (API replicas on one database) the calls go round them in turn, as from a balancer without
// sticky sessions: one respondent's answers land on either replica.
import fs from 'node:fs';
import { msSince, percentile } from '../lib/stats.mjs';
import { respondentAnswer } from '../lib/texts.mjs';

/**
 * @typedef {{ baseUrl?: string, baseUrls?: string[], surveyId: string, respondents: number, concurrency: number,
 *   maxSeconds: number, answersPerRespondent?: number }} RespondentsInput
 */

/** @type {RespondentsInput} */
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const deadline = Date.now() + input.maxSeconds * 1000;
const baseUrls = input.baseUrls ?? [/** @type {string} */ (input.baseUrl)];
let calls = 0;

/** @param {string} method @param {string} path @param {unknown} [body] */
async function call(method, path, body) {
  const baseUrl = baseUrls[calls++ % baseUrls.length];
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

const answerLatencies = [];
/** @type {string[]} */
const responseIds = new Array(input.respondents).fill('');
let errors = 0;
let completed = 0;
/** @type {string[]} */
const errorSamples = [];

/** @param {number} i */
async function respondent(i) {
  const survey = encodeURIComponent(input.surveyId);
  /** @type {{ questions: { id: string }[] }} */
  const { questions } = await call('GET', `/api/surveys/${survey}/document`);
  const response = await call('POST', `/api/surveys/${survey}/responses`, {
    surveyMode: 'traditional',
    language: 'en',
  });
  responseIds[i] = response.id;
  const answering = Math.min(questions.length, input.answersPerRespondent ?? questions.length);
  for (let j = 0; j < answering; j++) {
    const t = process.hrtime.bigint();
    await call('POST', '/api/answers', {
      responseId: response.id,
      questionId: questions[j].id,
      answerText: respondentAnswer(i, j),
    });
    answerLatencies.push(msSince(t));
  }
  await call('PATCH', `/api/responses/${encodeURIComponent(response.id)}`, { completedAt: new Date().toISOString() });
  completed++;
}

const started = process.hrtime.bigint();
let next = 0;
let skipped = 0;
const lane = async () => {
  while (next < input.respondents) {
    const i = next++;
    if (Date.now() > deadline) {
      skipped++;
      continue;
    }
    try {
      await respondent(i);
    } catch (error) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(String(error instanceof Error ? error.message : error));
    }
  }
};
await Promise.all(Array.from({ length: input.concurrency }, lane));
const seconds = msSince(started) / 1000;
process.stdout.write(
  `${JSON.stringify({
    respondents: input.respondents,
    completed,
    skipped,
    errors,
    errorSamples,
    seconds,
    answers: answerLatencies.length,
    answerP50: percentile(answerLatencies, 50),
    answerP99: percentile(answerLatencies, 99),
    responseIds,
  })}\n`,
);
