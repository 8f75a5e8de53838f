// The HTTP-layer decision (issue 18), measured: the same two throughput loads (the survey document;
// POST /api/answers) against the Express API and against the same modules on NestJS's Fastify adapter
// (bench/spikes/fastify-api.mjs), alternating rounds in one run, same schema, same pool size.
// Opt-in (`--only=fastify`): it needs `npm install --no-save @nestjs/platform-fastify@11`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { QUESTION_COUNT, seedResponses } from '../lib/fixtures.mjs';
import { freePort, startService, stopService, waitForHttp } from '../lib/processes.mjs';
import { apiEnv } from '../lib/stack.mjs';
import { bestOf, latencyText, rateText, ratioRow } from './rows.mjs';

const CONNECTIONS = 50;

/** @param {import('./context.mjs').Context} ctx */
export async function fastifySpike(ctx) {
  const { stack, survey, settings } = ctx;
  try {
    createRequire(path.join(ctx.root, 'package.json')).resolve('@nestjs/platform-fastify');
  } catch {
    throw new Error('the Fastify spike needs `npm install --no-save @nestjs/platform-fastify@11` first');
  }
  const port = await freePort();
  const spike = startService({
    name: 'fastify-spike',
    args: [path.join(ctx.root, 'bench/spikes/fastify-api.mjs')],
    cwd: ctx.root,
    logDir: stack.logDir,
    // The API's environment, DATA_DIR included: the same data encryption key, so either reads the
    // streams the other wrote.
    env: apiEnv(stack, port),
  });
  const fastifyUrl = `http://127.0.0.1:${port}`;
  const documentMix = { kind: 'survey', surveyId: survey.surveyId };
  const answers = async () => ({
    responseIds: await seedResponses(stack.db, survey.surveyId, Math.ceil(settings.ingestMaxRequests / QUESTION_COUNT)),
    questionIds: survey.questionIds,
  });
  /** @type {Record<'document' | 'answers', Record<'express' | 'fastify', any[]>>} */
  const runs = { document: { express: [], fastify: [] }, answers: { express: [], fastify: [] } };
  try {
    await waitForHttp(spike, `${fastifyUrl}/api/surveys/${survey.surveyId}/document`);
    for (let round = 0; round < settings.rounds; round++) {
      for (const [name, url] of /** @type {const} */ ([
        ['express', stack.apiUrl],
        ['fastify', fastifyUrl],
      ])) {
        runs.document[name].push(
          await ctx.runChild('load/cannon.mjs', {
            url,
            connections: CONNECTIONS,
            seconds: settings.seconds,
            maxRequests: settings.surveyMaxRequests,
            mix: documentMix,
            warmup: { seconds: settings.warmupSeconds, mix: documentMix },
          }),
        );
        const pools = { warmup: await answers(), measured: await answers() };
        runs.answers[name].push(
          await ctx.runChild('load/cannon.mjs', {
            url,
            connections: CONNECTIONS,
            seconds: settings.seconds,
            maxRequests: settings.ingestMaxRequests,
            mix: { kind: 'answers', ...pools.measured },
            warmup: { seconds: settings.warmupSeconds, mix: { kind: 'answers', ...pools.warmup } },
          }),
        );
      }
    }
  } finally {
    await stopService(spike);
  }
  const row = (/** @type {'document' | 'answers'} */ load, /** @type {string} */ measure) => {
    const fastify = bestOf(runs[load].fastify);
    const express = bestOf(runs[load].express);
    const failures = [...runs[load].fastify, ...runs[load].express].reduce(
      (n, r) => n + r.non2xx + r.errors + r.timeouts,
      0,
    );
    return ratioRow({
      scenario: 'HTTP adapter',
      measure,
      result: `Fastify: ${rateText(fastify.rps, 'req/s')}; ${latencyText(fastify)}`,
      baseline: `Express: ${rateText(express.rps, 'req/s')}; ${latencyText(express)}`,
      ratio: fastify.rps / express.rps,
      min: 1.2,
      extra: failures > 0 ? `${failures} failed requests` : undefined,
    });
  };
  return {
    rows: [
      row('document', 'Fastify adapter vs Express: GET survey document, 50 conn.'),
      row('answers', 'Fastify adapter vs Express: POST /api/answers, 50 conn.'),
    ],
    details: { connections: CONNECTIONS, runs },
  };
}
