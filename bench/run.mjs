// `npm run bench`: builds when needed, starts the API and a worker on the real Postgres and Redis,
// runs every scenario against its same-run baseline, prints the table and writes it as JSON to
// bench/results/<timestamp>.json and bench/results/latest.json, then removes everything it made.
//
//   npm run bench                          every scenario
//   npm run bench -- --only=ingest,survey  some of them (ingest, survey, respondents, queue, inflight, idle, embedded, rebuild, frontend, questions, analysis, board, quality, quality-ingest, roster, reminders, admin; scale only when named)
//   BENCH_CPU_PROF=1 npm run bench ...     also writes a CPU profile of the API to bench/results/profiles/
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './lib/build.mjs';
import { createSurvey } from './lib/fixtures.mjs';
import { peakRssMb, runJsonChild } from './lib/processes.mjs';
import { startStack } from './lib/stack.mjs';
import { adminAtAMillion, adminAtScale } from './scenarios/admin.mjs';
import { offlineAnalysis } from './scenarios/analysis.mjs';
import { answerIngest } from './scenarios/answer-ingest.mjs';
import { findingsBoardAtScale } from './scenarios/findings-board.mjs';
import { settingsFrom } from './scenarios/context.mjs';
import { frontEnd } from './scenarios/front-end.mjs';
import { offlineQuestionGeneration } from './scenarios/offline-questions.mjs';
import { embeddedEngine } from './scenarios/embedded-engine.mjs';
import { idleMemory } from './scenarios/idle-memory.mjs';
import { respondentsInFlight } from './scenarios/in-flight.mjs';
import { projectionRebuild } from './scenarios/projection-rebuild.mjs';
import { queueRoundTrip } from './scenarios/queue-round-trip.mjs';
import { responseQuality } from './scenarios/quality.mjs';
import { qualityIngest } from './scenarios/quality-ingest.mjs';
import { respondentsAtScale } from './scenarios/respondents.mjs';
import { rosterImport } from './scenarios/roster-import.mjs';
import { budgetRow } from './scenarios/rows.mjs';
import { surveyLoad } from './scenarios/survey-load.mjs';
import { staffReminders } from './scenarios/staff-reminders.mjs';
import { formatTable, machineInfo } from './lib/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The 1-minute load average: other work on the machine skews every figure. */
const loadAverage = () => Math.round(os.loadavg()[0] * 10) / 10;
const started = Date.now();
const log = (/** @type {string} */ line) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

/**
 * In order: the load scenarios first (memory is read after them), then rebuild and front end; the
 * admin scenario last, as its 100,000 responses would swell every replay before it.
 */
const SCENARIOS = [
  { id: 'ingest', load: true, run: answerIngest },
  { id: 'survey', load: true, run: surveyLoad },
  { id: 'respondents', load: true, run: respondentsAtScale },
  { id: 'queue', load: true, run: queueRoundTrip },
  { id: 'inflight', load: false, run: respondentsInFlight },
  { id: 'idle', load: false, run: idleMemory },
  { id: 'embedded', load: false, run: embeddedEngine },
  { id: 'rebuild', load: false, run: projectionRebuild },
  { id: 'frontend', load: false, run: frontEnd },
  { id: 'questions', load: false, run: offlineQuestionGeneration },
  { id: 'analysis', load: false, run: offlineAnalysis },
  { id: 'board', load: false, run: findingsBoardAtScale },
  { id: 'quality', load: false, run: responseQuality },
  { id: 'quality-ingest', load: false, run: qualityIngest },
  { id: 'roster', load: false, run: rosterImport },
  { id: 'reminders', load: false, run: staffReminders },
  { id: 'admin', load: false, run: adminAtScale },
  // A million responses (issue 51 item 1): about ten minutes and 8 GB of disk, so only when asked for.
  { id: 'scale', load: false, run: adminAtAMillion, onlyWhenAsked: true },
];

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',').filter(Boolean) : null;
const unknown = (only ?? []).filter((id) => !SCENARIOS.some((s) => s.id === id));
if (unknown.length > 0) {
  console.error(`unknown scenario ${unknown.join(', ')}; choose from ${SCENARIOS.map((s) => s.id).join(', ')}`);
  process.exit(2);
}
const selected = SCENARIOS.filter((s) => (only ? only.includes(s.id) : !s.onlyWhenAsked));
const settings = settingsFrom(process.env);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const resultsDir = path.join(root, 'bench/results');
const profileDir = process.env.BENCH_CPU_PROF ? path.join(resultsDir, 'profiles', stamp) : null;

ensureBuilt(root, { skip: process.env.BENCH_SKIP_BUILD === '1', log });
log('starting the API and a worker');
const stack = await startStack({ root, cpuProfileDir: profileDir, log });
let closing = null;
const close = () => (closing ??= stack.close());
process.once('SIGINT', () => {
  log('interrupted: cleaning up');
  close().finally(() => process.exit(130));
});

/** @type {import('./scenarios/rows.mjs').Row[]} */
const rows = [];
/** @type {Record<string, unknown>} */
const details = {};
let crashed = false;
try {
  const survey = await createSurvey(stack.apiUrl);
  /** @type {import('./scenarios/context.mjs').Context} */
  const ctx = {
    root,
    stack,
    survey,
    settings,
    log,
    runChild: (script, input, timeoutMs = 300_000, nodeFlags = []) =>
      runJsonChild(path.join(root, 'bench', script), input, { cwd: root, tmpDir: stack.tmpDir, timeoutMs, nodeFlags }),
  };
  for (const [index, scenario] of selected.entries()) {
    log(`${scenario.id}... (load average ${loadAverage()})`);
    try {
      const loadBefore = loadAverage();
      const result = await scenario.run(ctx);
      rows.push(...result.rows);
      details[scenario.id] = {
        .../** @type {object} */ (result.details),
        loadAverage: { before: loadBefore, after: loadAverage() },
      };
      for (const row of result.rows)
        log(
          `  ${row.measure}: ${row.result} | ${row.baseline} | ${row.ratio} | ${row.met ? 'met' : row.met === null ? '' : 'MISSED'}`,
        );
    } catch (error) {
      crashed = true;
      const message = error instanceof Error ? error.message : String(error);
      log(`  ${scenario.id} failed: ${message}`);
      rows.push({
        scenario: scenario.id,
        measure: 'scenario',
        result: 'failed',
        baseline: '-',
        ratio: '-',
        goal: '-',
        met: false,
        note: message.split('\n')[0],
      });
    }
    const lastLoad = scenario.load && !selected.slice(index + 1).some((s) => s.load);
    if (lastLoad) {
      const api = peakRssMb(stack.api.pid);
      const worker = peakRssMb(stack.worker.pid);
      details.memory = { apiPeakRssMb: api, workerPeakRssMb: worker };
      rows.push(
        budgetRow({
          scenario: 'memory',
          measure: 'API peak RSS (VmHWM) during the load scenarios',
          value: api,
          unit: 'MB',
          max: 220, // issue 33 (was 250)
        }),
      );
      rows.push(
        budgetRow({
          scenario: 'memory',
          measure: 'worker peak RSS (VmHWM) during the load scenarios',
          value: worker,
          unit: 'MB',
          max: 150,
        }),
      );
      log(`  peak RSS: API ${api} MB, worker ${worker} MB`);
    }
  }
} finally {
  await close();
}

const durationSeconds = Math.round((Date.now() - started) / 1000);
const busiest = Math.max(...Object.values(details).map((d) => /** @type {any} */ (d)?.loadAverage?.after ?? 0));
const report = {
  startedAt: new Date(started).toISOString(),
  durationSeconds,
  machine: await machineInfo(),
  settings,
  scenarios: selected.map((s) => s.id),
  busiestLoadAverage: busiest,
  rows,
  details,
};
fs.mkdirSync(resultsDir, { recursive: true });
const json = `${JSON.stringify(report, null, 2)}\n`;
fs.writeFileSync(path.join(resultsDir, `${stamp}.json`), json);
fs.writeFileSync(path.join(resultsDir, 'latest.json'), json);
console.log(`\n${formatTable(rows)}\n`);
console.log(
  `${rows.filter((r) => r.met === true).length} of ${rows.filter((r) => r.met !== null).length} goals met; ${durationSeconds} s on ${os.cpus().length} cores.`,
);
if (busiest > os.cpus().length) {
  console.log(
    `The machine was busy with other work (1-minute load average up to ${busiest} on ${os.cpus().length} cores): figures drift; ratios hold better.`,
  );
}
console.log(
  `Written to bench/results/${stamp}.json and bench/results/latest.json${profileDir ? `; CPU profile in ${path.relative(root, profileDir)}` : ''}.`,
);
process.exit(crashed ? 1 : 0);
