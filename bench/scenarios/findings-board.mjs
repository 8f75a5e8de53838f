// The findings board at scale (issue 46): a survey with one long-text question gets 10,000 response streams
// (bench/lib/bulk-responses.mjs: five recurring pains in English and Urdu, one per response; with more
// questions each response would raise every pain), projected by the app's own rebuild;
// the admin requests the report through the API, the AI worker analyses it offline, and then, against the
// built API as the admin:
//  - the board (`GET /api/reports/{id}/board`), loaded repeatedly (p50, p99);
//  - merges (`POST /api/reports/{id}/board`, ThemesMerged): the second theme into the first, then again and
//    again a theme split off the first (its quoted answers, ThemeSplit) merged back into it;
//  - renames (ThemeRenamed) of one theme, repeatedly: the same write path, enough samples for a p50.
import path from 'node:path';
import { seedResponseStreams } from '../lib/bulk-responses.mjs';
import { adminLogin, createSurvey } from '../lib/fixtures.mjs';
import { analyzeReadModels, openRebuild } from '../lib/read-models.mjs';
import { msSince, round, summarize } from '../lib/stats.mjs';
import { budgetRow, latencyText } from './rows.mjs';

const RESPONSES = 10_000;
const QUESTIONS = 1;
const BOARD_LOADS = 30;
const RENAMES = 20;
const MERGES = 15;
const REPORT_WAIT_MS = 180_000;
const GOALS = { boardP50Ms: 1000, mergeP50Ms: 200 };

/** @param {import('./context.mjs').Context} ctx */
export async function findingsBoardAtScale(ctx) {
  const { stack, log, root } = ctx;
  const survey = await createSurvey(stack.apiUrl, { questionCount: QUESTIONS, title: 'Findings board (bench)' });
  const seeded = await seedResponseStreams(stack.db, {
    root,
    dataDir: path.join(stack.tmpDir, 'data'),
    surveyId: survey.surveyId,
    questionIds: survey.questionIds,
    count: RESPONSES,
    log,
  });
  const app = openRebuild(root, stack);
  try {
    await app.rebuild();
  } finally {
    await app.close();
  }
  await analyzeReadModels(root, stack.db);

  const cookie = await adminLogin(stack.apiUrl);
  /** @param {string} method @param {string} url @param {unknown} [body] */
  const call = async (method, url, body) => {
    const res = await fetch(`${stack.apiUrl}${url}`, {
      method,
      headers: { cookie, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  /** @param {() => Promise<unknown>} work */
  const timed = async (work) => {
    const t = process.hrtime.bigint();
    await work();
    return msSince(t);
  };

  let t = process.hrtime.bigint();
  // Every response counts, whether or not the API's quality keeper has judged it by then (issue 50).
  const { id: reportId } = await call('POST', `/api/surveys/${survey.surveyId}/reports`, { lowQuality: 'include' });
  let report = await call('GET', `/api/reports/${reportId}`);
  while (report.status !== 'completed') {
    if (report.status === 'failed') throw new Error(`the report failed: ${JSON.stringify(report).slice(0, 300)}`);
    if (msSince(t) > REPORT_WAIT_MS) throw new Error(`the report was not done in ${REPORT_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    report = await call('GET', `/api/reports/${reportId}`);
  }
  const reportMs = msSince(t);
  log(`  report of ${RESPONSES.toLocaleString('en-US')} responses ready in ${(reportMs / 1000).toFixed(1)} s`);

  const boardUrl = `/api/reports/${reportId}/board`;
  const loads = [];
  for (let i = 0; i < BOARD_LOADS; i++) loads.push(await timed(() => call('GET', boardUrl)));
  const board = await call('GET', boardUrl);
  /** @type {{ id: string, name: string, hidden: boolean, responseCount: number }[]} */
  const themes = board.themes.filter((/** @type {{ hidden: boolean }} */ theme) => !theme.hidden);
  if (themes.length < 2) throw new Error(`the report has ${themes.length} theme(s): nothing to merge`);

  const renames = [];
  for (let i = 0; i < RENAMES; i++) {
    const body = { type: 'ThemeRenamed', themeId: themes[0].id, name: `Invoices typed by hand (${i + 1})` };
    renames.push(await timed(() => call('POST', boardUrl, body)));
  }
  const [into, first] = themes;
  /** @param {string} themeId */
  const merge = (themeId) => call('POST', boardUrl, { type: 'ThemesMerged', themeId, intoThemeId: into.id });
  const merges = [await timed(() => merge(first.id))];
  const splits = [];
  for (let i = 1; i < MERGES; i++) {
    const current = (await call('GET', boardUrl)).themes.find((/** @type {{ id: string }} */ t) => t.id === into.id);
    const responseIds = [
      ...new Set(
        [...current.quotes, ...current.availableQuotes].map((/** @type {{ responseId: string }} */ q) => q.responseId),
      ),
    ].slice(0, 3);
    /** @type {{ themes: { id: string, name: string }[] }} */
    let split = { themes: [] };
    const name = `Split off for the bench (${i})`;
    splits.push(
      await timed(async () => {
        split = await call('POST', boardUrl, { type: 'ThemeSplit', themeId: into.id, name, responseIds });
      }),
    );
    const made = split.themes.find((t) => t.name === name);
    if (!made) throw new Error(`the split theme "${name}" is not on the board it answered`);
    merges.push(await timed(() => merge(made.id)));
  }
  const after = await call('GET', boardUrl);

  const boardStats = summarize(loads);
  const mergeStats = summarize(merges);
  const renameStats = summarize(renames);
  const splitStats = summarize(splits);
  const n = RESPONSES.toLocaleString('en-US');
  const themeNote = `${themes.length} themes; ${seeded.events.toLocaleString('en-US')} events seeded`;
  return {
    rows: [
      budgetRow({
        scenario: 'findings-board',
        measure: `report of ${n} responses through the API and the worker (request to completed)`,
        value: reportMs,
        unit: 'ms',
        note: themeNote,
      }),
      {
        scenario: 'findings-board',
        measure: `the board of a ${n}-response report, ${boardStats.count} loads`,
        result: latencyText(boardStats),
        baseline: 'none (budget)',
        ratio: '-',
        goal: `p50 <= ${GOALS.boardP50Ms} ms`,
        met: boardStats.p50 <= GOALS.boardP50Ms,
      },
      {
        scenario: 'findings-board',
        measure: `a merge on that board, ${mergeStats.count} merges`,
        result: latencyText(mergeStats),
        baseline: 'none (budget)',
        ratio: '-',
        goal: `p50 <= ${GOALS.mergeP50Ms} ms`,
        met: mergeStats.count > 0 && mergeStats.p50 <= GOALS.mergeP50Ms,
        note: `the answer is the whole board after the change; ${after.themes.length} theme(s) after; splits: ${latencyText(splitStats)}`,
      },
      {
        scenario: 'findings-board',
        measure: `a rename on that board, ${renameStats.count} renames`,
        result: latencyText(renameStats),
        baseline: 'none (budget)',
        ratio: '-',
        goal: '(reported)',
        met: null,
      },
    ],
    details: {
      responses: RESPONSES,
      reportMs: round(reportMs, 0),
      themes: themes.map((theme) => ({ name: theme.name, responses: theme.responseCount })),
      board: boardStats,
      merges: mergeStats,
      renames: renameStats,
      splits: splitStats,
    },
  };
}
