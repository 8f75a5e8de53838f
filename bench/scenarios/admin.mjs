// The admin at 100,000 responses (issue 15): a survey with 5 questions gets 100,000 response streams
// (ResponseStarted, 5 AnswerRecorded, ResponseCompleted for 9 in 10; personal fields encrypted under
// each stream's key) appended in bulk (bench/lib/bulk-responses.mjs), projected into the read models by
// the app's own rebuild (bench/lib/read-models.mjs). Then, against the built API as the admin:
//  - the first page of `GET /api/surveys/{id}/responses?limit=50`, loaded repeatedly (p50, p99);
//  - page 1,000, reached by following nextCursor from page 1 (every id seen once), loaded repeatedly;
//  - the answer summary (`GET /api/surveys/{id}/summary`), unfiltered (read from the answer counters) and
//    filtered to the completed responses (a scan of 9 in 10 of them), loaded repeatedly (p50, p99);
//  - `GET /api/surveys/{id}/responses.csv` streamed to the end, in rows/s;
//  - the API's RSS growth during the export (VmHWM reset before it, and VmRSS sampled meanwhile);
//  - the drop-off (`GET /api/surveys/{id}/drop-off`), loaded repeatedly.
// `--only=scale` runs the same at a million responses (issue 51 item 1): page 10,000, a CSV at 50,000 rows/s.
import fs from 'node:fs';
import path from 'node:path';
import { seedResponseStreams } from '../lib/bulk-responses.mjs';
import { adminLogin, createSurvey } from '../lib/fixtures.mjs';
import { analyzeReadModels, openRebuild } from '../lib/read-models.mjs';
import { msSince, round, summarize } from '../lib/stats.mjs';
import { mb, storageSizes } from '../lib/storage-sizes.mjs';
import { budgetRow, latencyText, ms, rateText } from './rows.mjs';

const QUESTIONS = 5;
/** Issue 50: 100,000 responses scored from scratch in at most 30 s. */
const QUALITY_GOAL_MS = 30_000;
/** The longest the keeper is waited for before its row says it did not finish. */
const QUALITY_WAIT_MS = 120_000;
const PAGE_SIZE = 50;
const GOALS = {
  firstPageP50Ms: 50,
  deepOverFirst: 1.5,
  summaryP50Ms: 100,
  filteredSummaryP50Ms: 1000,
  dropOffP50Ms: 100,
  rssGrowthMb: 50,
};

/**
 * @typedef {{ scenario: string, responses: (settings: import('./context.mjs').Settings) => number, deepPage: number,
 *   csvRowsPerSecond: number, qualityGoalMs: number | null }} AdminScale
 */

/** The admin at 100,000 responses (issues 15 and 33). @type {AdminScale} */
const HUNDRED_THOUSAND = {
  scenario: 'admin',
  responses: (settings) => settings.adminResponses,
  deepPage: 1000,
  csvRowsPerSecond: 30_000,
  qualityGoalMs: QUALITY_GOAL_MS,
};

/** The admin at a million responses (issue 51 item 1): page 10,000 and a CSV at 50,000 rows/s. @type {AdminScale} */
const MILLION = {
  scenario: 'admin at a million',
  responses: (settings) => settings.scaleResponses,
  deepPage: 10_000,
  csvRowsPerSecond: 50_000,
  qualityGoalMs: null,
};

/** @param {import('./context.mjs').Context} ctx */
export const adminAtScale = (ctx) => adminAt(ctx, HUNDRED_THOUSAND);
/** @param {import('./context.mjs').Context} ctx */
export const adminAtAMillion = (ctx) => adminAt(ctx, MILLION);

/** @param {import('./context.mjs').Context} ctx @param {AdminScale} scale */
async function adminAt(ctx, scale) {
  const { stack, settings, log, root } = ctx;
  const count = scale.responses(settings);
  const scenario = scale.scenario;
  const survey = await createSurvey(stack.apiUrl, { questionCount: QUESTIONS, title: 'The admin at scale (bench)' });

  let t = process.hrtime.bigint();
  const seeded = await seedResponseStreams(stack.db, {
    root,
    dataDir: path.join(stack.tmpDir, 'data'),
    surveyId: survey.surveyId,
    questionIds: survey.questionIds,
    count,
    log,
  });
  const seedMs = msSince(t);
  log(`  appended ${seeded.events.toLocaleString('en-US')} events in ${(seedMs / 1000).toFixed(1)} s`);
  const app = openRebuild(root, stack);
  let projected;
  try {
    projected = await app.rebuild();
  } finally {
    await app.close();
  }
  t = process.hrtime.bigint();
  await analyzeReadModels(root, stack.db);
  const analyzeMs = msSince(t);
  log(
    `  projected ${projected.replayed.toLocaleString('en-US')} events in ${(projected.ms / 1000).toFixed(1)} s (rebuild)`,
  );
  const {
    rows: [found],
  } = await stack.db.query(
    `SELECT (SELECT count(*) FROM responses WHERE survey_id = $1)::int AS responses,
            (SELECT count(*) FROM answers a JOIN responses r ON r.id = a.response_id WHERE r.survey_id = $1)::int AS answers,
            (SELECT count(*) FROM responses WHERE survey_id = $1 AND completed_at IS NOT NULL)::int AS completed`,
    [survey.surveyId],
  );
  if (found.responses !== count || found.answers !== count * QUESTIONS || found.completed !== seeded.completed) {
    throw new Error(`the read models disagree with the seeded events: ${JSON.stringify({ found, seeded })}`);
  }

  // The rebuild leaves the survey pending for the API's quality keeper (issue 50), which scores it in
  // pages; the reads below are measured once it is done (steady state), and its time is a row.
  t = process.hrtime.bigint();
  // The wait grows with the survey: a minute and a half per 100,000 responses, two minutes at least.
  const qualityWaitMs = Math.max(QUALITY_WAIT_MS, (count / 100_000) * 90_000);
  const scoredQuality = await waitForQualityVerdicts(stack.db, survey.surveyId, count, qualityWaitMs);
  const qualityMs = msSince(t);
  log(
    `  the API's quality keeper scored ${scoredQuality.toLocaleString('en-US')} responses in ${(qualityMs / 1000).toFixed(1)} s`,
  );

  const cookie = await adminLogin(stack.apiUrl);
  const base = `${stack.apiUrl}/api/surveys/${survey.surveyId}/responses`;
  /** @param {string} url */
  const getPage = async (url) => {
    const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${url.slice(stack.apiUrl.length)}: ${res.status} ${text.slice(0, 200)}`);
    const page = JSON.parse(text);
    if (!page || !Array.isArray(page.items)) {
      throw new Error(`GET ${url.slice(stack.apiUrl.length)} answered without { items, nextCursor, total }`);
    }
    return /** @type {{ items: { id: string, number?: number }[], nextCursor: string | null, total: number }} */ (page);
  };

  const n = count.toLocaleString('en-US');
  const seedNote =
    `seeded ${seeded.events.toLocaleString('en-US')} events in ${(seedMs / 1000).toFixed(1)} s, ` +
    `projected by the rebuild in ${(projected.ms / 1000).toFixed(1)} s`;
  /** A part that could not be measured still leaves the others' rows. @param {string} measure @param {unknown} error */
  const failed = (measure, error) => {
    const message = error instanceof Error ? error.message : String(error);
    log(`  ${measure} failed: ${message}`);
    return {
      scenario,
      measure,
      result: 'failed',
      baseline: '-',
      ratio: '-',
      goal: '-',
      met: false,
      note: message.split('\n')[0],
    };
  };
  /** @type {import('./rows.mjs').Row[]} */
  const rows = [];
  /** @type {Record<string, unknown>} */
  const details = {
    responses: count,
    seeded,
    seedMs: round(seedMs, 0),
    rebuild: { replayed: projected.replayed, ms: round(projected.ms, 0) },
    analyzeMs: round(analyzeMs, 0),
  };

  // On disk (the capacity plan's figures, docs/capacity.md): bytes per event, so other scenarios' events in
  // the same log do not skew the per-response figure.
  try {
    const sizes = await storageSizes(stack.db);
    details.storage = sizes;
    const events = sizes.find((table) => table.table === 'events');
    if (!events) throw new Error('no events table in the schema');
    const perEvent = (events.heapBytes + events.indexBytes) / Math.max(1, events.rows);
    const perMillion = (perEvent * seeded.events * 1_000_000) / count;
    const readModels = sizes.filter((table) => table.table !== 'events');
    const biggest = readModels
      .slice(0, 3)
      .map((table) => `${table.table} ${mb(table.heapBytes + table.indexBytes)} MB`)
      .join(', ');
    rows.push(
      budgetRow({
        scenario,
        measure: `the events table with its indexes, per million responses (${(seeded.events / count).toFixed(1)} events each)`,
        value: mb(perMillion),
        unit: 'MB',
        note:
          `${events.rows.toLocaleString('en-US')} events: heap ${mb(events.heapBytes)} MB, indexes ${mb(events.indexBytes)} MB ` +
          `(${events.indexes.map((index) => `${index.name} ${mb(index.bytes)}`).join(', ')}); largest read models: ${biggest}`,
      }),
    );
  } catch (error) {
    rows.push(failed('the events table on disk', error));
  }

  rows.push(
    budgetRow({
      scenario,
      measure: `${n} responses scored for quality by the API's keeper (from the rebuild to every verdict)`,
      value: scoredQuality === count ? qualityMs : null,
      unit: 'ms',
      ...(scale.qualityGoalMs === null ? {} : { max: scale.qualityGoalMs }),
      note: `${scoredQuality.toLocaleString('en-US')} verdicts; in pages (backend/src/responses/quality), inside the API`,
    }),
  );

  if (settings.adminPages)
    try {
      const pages = await measurePages({ base, count, getPage, settings, log, deepPage: scale.deepPage });
      details.pages = pages.details;
      const { firstStats, deepStats, pageNumber, walkMs, distinct, checks } = pages.details;
      const note = checks.length > 0 ? checks.slice(0, 3).join('; ') : undefined;
      const deepRatio = deepStats.p50 / firstStats.p50;
      rows.push(
        {
          scenario,
          measure: `first page of responses (limit ${PAGE_SIZE}) at ${n} responses, ${firstStats.count} loads`,
          result: latencyText(firstStats),
          baseline: 'none (budget)',
          ratio: '-',
          goal: `p50 <= ${GOALS.firstPageP50Ms} ms`,
          met: firstStats.p50 <= GOALS.firstPageP50Ms && !note,
          note: note ?? seedNote,
        },
        {
          scenario,
          measure: `page ${pageNumber.toLocaleString('en-US')} via nextCursor, ${deepStats.count} loads`,
          result: latencyText(deepStats),
          baseline: `page 1: p50 ${ms(firstStats.p50)}`,
          ratio: (Math.ceil(deepRatio * 100) / 100).toFixed(2),
          goal: `<= ${GOALS.deepOverFirst}`,
          met: deepRatio <= GOALS.deepOverFirst && !note,
          note: `walked there in ${(walkMs / 1000).toFixed(1)} s, ${distinct.toLocaleString('en-US')} distinct responses`,
        },
      );
    } catch (error) {
      rows.push(failed(`paged responses at ${n} responses (${seedNote})`, error));
    }

  try {
    const summaries = await measureSummaries({ base, count, completed: seeded.completed, cookie, settings });
    details.summaries = summaries;
    const { plain, filtered, checks } = summaries;
    const note = checks.length > 0 ? checks.slice(0, 3).join('; ') : undefined;
    rows.push(
      {
        scenario,
        measure: `answer summary at ${n} responses, unfiltered (answer counters), ${plain.count} loads`,
        result: latencyText(plain),
        baseline: 'none (budget)',
        ratio: '-',
        goal: `p50 <= ${GOALS.summaryP50Ms} ms`,
        met: plain.p50 <= GOALS.summaryP50Ms && !note,
        note: note ?? `${QUESTIONS} long-text questions: counts, keyphrases and samples of the newest answers`,
      },
      {
        scenario,
        measure: `answer summary at ${n} responses, filtered (status=completed), ${filtered.count} loads`,
        result: latencyText(filtered),
        baseline: `unfiltered: p50 ${ms(plain.p50)}`,
        ratio: '-',
        goal: `p50 <= ${GOALS.filteredSummaryP50Ms} ms`,
        met: filtered.p50 <= GOALS.filteredSummaryP50Ms && !note,
        note: note ?? `a scan of the ${seeded.completed.toLocaleString('en-US')} completed responses`,
      },
    );
  } catch (error) {
    rows.push(failed(`answer summary at ${n} responses`, error));
  }

  try {
    // The CSV export, streamed to the end, rounds apart; the API's memory watched meanwhile.
    const exports = [];
    for (let r = 0; r < settings.rounds; r++) exports.push(await exportCsv(`${base}.csv`, cookie, stack.api.pid));
    details.exports = exports;
    const checks = exports.filter((e) => e.rows !== count).map((e) => `CSV held ${e.rows} rows, expected ${count}`);
    const best = exports.reduce((a, b) => (b.ms < a.ms ? b : a));
    const rate = best.rows / (best.ms / 1000);
    const growth = Math.max(...exports.map((e) => e.growthMb));
    rows.push(
      {
        scenario,
        measure: `CSV export of ${n} responses x ${QUESTIONS} answers (streamed)`,
        result: `${rateText(rate, 'rows/s')} (${(best.ms / 1000).toFixed(1)} s, ${round(best.bytes / 1e6, 1)} MB)`,
        baseline: 'none (budget)',
        ratio: '-',
        goal: `>= ${scale.csvRowsPerSecond.toLocaleString('en-US')} rows/s`,
        met: rate >= scale.csvRowsPerSecond && checks.length === 0,
        note:
          checks[0] ?? `best of ${exports.length}: ${exports.map((e) => `${(e.ms / 1000).toFixed(1)} s`).join(', ')}`,
      },
      {
        scenario,
        measure: 'API RSS growth during the CSV export',
        result: `${round(growth, 1)} MB`,
        baseline: 'none (budget)',
        ratio: '-',
        goal: `<= ${GOALS.rssGrowthMb} MB`,
        met: growth <= GOALS.rssGrowthMb,
        note: exports.map((e) => `RSS ${round(e.rssBeforeMb, 0)} -> peak ${round(e.peakMb, 0)} MB`).join('; '),
      },
    );
  } catch (error) {
    rows.push(failed(`CSV export of ${n} responses`, error));
  }

  try {
    const dropOff = await measureDropOff({ base, count, cookie, settings });
    details.dropOff = dropOff;
    rows.push({
      scenario,
      measure: `drop-off at ${n} responses (GET .../drop-off), ${dropOff.stats.count} loads`,
      result: latencyText(dropOff.stats),
      baseline: 'none (budget)',
      ratio: '-',
      goal: `p50 <= ${GOALS.dropOffP50Ms} ms`,
      met: dropOff.stats.p50 <= GOALS.dropOffP50Ms && dropOff.checks.length === 0,
      ...(dropOff.checks.length > 0 ? { note: dropOff.checks.join('; ') } : {}),
    });
  } catch (error) {
    rows.push(failed(`drop-off at ${n} responses`, error));
  }
  return { rows, details };
}

/**
 * Page 1 and page 1,000 (or the last), the latter reached by following nextCursor from page 1 with
 * every response seen once; then both loaded repeatedly, in alternating rounds (the same machine
 * state for both).
 * @param {{ base: string, count: number, settings: import('./context.mjs').Settings, log: (line: string) => void,
 *   deepPage: number,
 *   getPage: (url: string) => Promise<{ items: { id: string, number?: number }[], nextCursor: string | null, total: number }> }} options
 */
async function measurePages({ base, count, getPage, settings, log, deepPage }) {
  const firstUrl = `${base}?limit=${PAGE_SIZE}`;
  const first = await getPage(firstUrl);
  /** @type {string[]} */
  const checks = [];
  if (first.total !== count) checks.push(`total ${first.total}, expected ${count}`);
  if (first.items.length !== Math.min(PAGE_SIZE, count)) checks.push(`page 1 holds ${first.items.length} items`);
  if (first.items[0]?.number !== count)
    checks.push(`the newest is numbered ${first.items[0]?.number}, expected ${count}`);

  const seen = new Set(first.items.map((item) => item.id));
  let pageNumber = 1;
  let page = first;
  let deepUrl = firstUrl;
  const t = process.hrtime.bigint();
  while (pageNumber < deepPage && page.nextCursor) {
    deepUrl = `${firstUrl}&cursor=${encodeURIComponent(page.nextCursor)}`;
    page = await getPage(deepUrl);
    pageNumber++;
    for (const item of page.items) {
      if (seen.has(item.id)) checks.push(`response ${item.id} seen twice (page ${pageNumber})`);
      seen.add(item.id);
    }
  }
  const walkMs = msSince(t);
  const expectedSeen = Math.min(count, pageNumber * PAGE_SIZE);
  if (seen.size !== expectedSeen)
    checks.push(`${seen.size} distinct responses in ${pageNumber} pages, expected ${expectedSeen}`);
  log(`  walked to page ${pageNumber} in ${(walkMs / 1000).toFixed(1)} s`);

  const loads = settings.adminPageLoads;
  /** @type {number[]} */ const firstTimes = [];
  /** @type {number[]} */ const deepTimes = [];
  for (let i = 0; i < Math.max(5, Math.round(loads / 10)); i++) {
    await getPage(firstUrl);
    await getPage(deepUrl);
  }
  const perRound = Math.ceil(loads / settings.rounds);
  for (let r = 0; r < settings.rounds; r++) {
    for (const [url, times] of /** @type {const} */ ([
      [firstUrl, firstTimes],
      [deepUrl, deepTimes],
    ])) {
      for (let i = 0; i < perRound; i++) {
        const start = process.hrtime.bigint();
        await getPage(url);
        times.push(msSince(start));
      }
    }
  }
  return {
    details: {
      firstStats: summarize(firstTimes),
      deepStats: summarize(deepTimes),
      pageNumber,
      walkMs: round(walkMs, 0),
      distinct: seen.size,
      checks,
    },
  };
}

/**
 * The answer summary, unfiltered and filtered to the completed responses, each loaded a few times first,
 * then repeatedly in alternating rounds; the totals checked against the seed.
 * @param {{ base: string, count: number, completed: number, cookie: string,
 *   settings: import('./context.mjs').Settings }} options
 */
async function measureSummaries({ base, count, completed, cookie, settings }) {
  const surveyUrl = base.slice(0, -'/responses'.length);
  const plainUrl = `${surveyUrl}/summary`;
  const filteredUrl = `${surveyUrl}/summary?status=completed`;
  /** @type {string[]} */
  const checks = [];
  /** @param {string} url @param {number} total */
  const load = async (url, total) => {
    const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${new URL(url).pathname}: ${res.status} ${text.slice(0, 200)}`);
    const body = JSON.parse(text);
    if (body.total !== total && checks.length < 3) checks.push(`${url.slice(surveyUrl.length)}: total ${body.total}`);
    const answered = body.questions?.map((/** @type {{ answered: number }} */ q) => q.answered) ?? [];
    if (answered.length !== QUESTIONS || answered.some((/** @type {number} */ a) => a !== total)) {
      if (checks.length < 3) checks.push(`${url.slice(surveyUrl.length)}: answered ${answered.join(', ')}`);
    }
  };
  const plainLoads = Math.max(20, Math.round(settings.adminPageLoads / 4));
  const filteredLoads = Math.max(10, Math.round(settings.adminPageLoads / 10));
  for (let i = 0; i < 3; i++) {
    await load(plainUrl, count);
    await load(filteredUrl, completed);
  }
  /** @type {number[]} */ const plainTimes = [];
  /** @type {number[]} */ const filteredTimes = [];
  for (let r = 0; r < settings.rounds; r++) {
    for (const [url, total, times, loads] of /** @type {const} */ ([
      [plainUrl, count, plainTimes, plainLoads],
      [filteredUrl, completed, filteredTimes, filteredLoads],
    ])) {
      for (let i = 0; i < Math.ceil(loads / settings.rounds); i++) {
        const start = process.hrtime.bigint();
        await load(url, total);
        times.push(msSince(start));
      }
    }
  }
  return { plain: summarize(plainTimes), filtered: summarize(filteredTimes), checks };
}

/**
 * The drop-off (where respondents stop), loaded a few times first, then repeatedly; its started count
 * checked against the seed.
 * @param {{ base: string, count: number, cookie: string, settings: import('./context.mjs').Settings }} options
 */
async function measureDropOff({ base, count, cookie, settings }) {
  const url = `${base.slice(0, -'/responses'.length)}/drop-off`;
  /** @type {string[]} */
  const checks = [];
  const load = async () => {
    const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`GET ${new URL(url).pathname}: ${res.status} ${text.slice(0, 200)}`);
    const started = JSON.parse(text).started;
    if (started !== undefined && started !== count && checks.length === 0)
      checks.push(`started ${started}, expected ${count}`);
  };
  for (let i = 0; i < 3; i++) await load();
  /** @type {number[]} */ const times = [];
  const loads = Math.max(20, Math.round(settings.adminPageLoads / 4));
  for (let i = 0; i < loads; i++) {
    const start = process.hrtime.bigint();
    await load();
    times.push(msSince(start));
  }
  return { stats: summarize(times), checks };
}

/** @param {number} pid @param {'VmRSS' | 'VmHWM'} field @returns {number} MB */
function statusMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for pid ${pid}`);
  return Number(match[1]) / 1024;
}

/**
 * Streams the CSV to its end, counting rows (lines after the header) and bytes, while the API's
 * resident memory is watched: its peak (VmHWM) is reset to the current RSS first (`5` to clear_refs,
 * allowed on one's own processes), and VmRSS is sampled every few milliseconds as a fallback.
 * @param {string} url
 * @param {string} cookie
 * @param {number} pid
 */
async function exportCsv(url, cookie, pid) {
  let hwmReset = false;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // Not permitted here: the samples alone tell the peak.
  }
  const rssBeforeMb = statusMb(pid, 'VmRSS');
  let sampledPeak = rssBeforeMb;
  const sampler = setInterval(() => {
    try {
      sampledPeak = Math.max(sampledPeak, statusMb(pid, 'VmRSS'));
    } catch {
      // The process is gone: the export fails below.
    }
  }, 5);
  const t = process.hrtime.bigint();
  let bytes = 0;
  let newlines = 0;
  let last = 0;
  try {
    const res = await fetch(url, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`GET ${new URL(url).pathname}: ${res.status} ${await res.text()}`);
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/csv')) throw new Error(`GET ${new URL(url).pathname}: content-type ${type}`);
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
      if (chunk.length > 0) last = chunk[chunk.length - 1];
    }
  } finally {
    clearInterval(sampler);
  }
  const elapsed = msSince(t);
  const peakMb = Math.max(sampledPeak, hwmReset ? statusMb(pid, 'VmHWM') : 0);
  // Lines after the header (answers hold no line breaks here); a last line without its newline counts too.
  const lines = newlines + (bytes > 0 && last !== 10 ? 1 : 0);
  return {
    rows: Math.max(0, lines - 1),
    bytes,
    ms: round(elapsed, 0),
    rssBeforeMb: round(rssBeforeMb, 1),
    peakMb: round(peakMb, 1),
    growthMb: round(peakMb - rssBeforeMb, 1),
    hwmReset,
  };
}

/**
 * Polls until the quality keeper has no survey pending and holds a verdict for each of the survey's
 * responses, at most `waitMs`; answers how many verdicts it holds then.
 * @param {import('pg').Pool} db @param {string} surveyId @param {number} count @param {number} waitMs
 */
async function waitForQualityVerdicts(db, surveyId, count, waitMs) {
  const until = Date.now() + waitMs;
  for (;;) {
    const {
      rows: [state],
    } = await db.query(
      `SELECT (SELECT count(*) FROM response_quality WHERE survey_id = $1)::int AS scored,
              EXISTS (SELECT 1 FROM response_quality_pending WHERE survey_id = $1) AS pending`,
      [surveyId],
    );
    if ((!state.pending && state.scored === count) || Date.now() > until) return state.scored;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
