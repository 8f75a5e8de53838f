// The offline opportunity report: the time and peak RSS of analysing 1,000 and 10,000 generated
// responses (5 answers each), each size in a fresh process (bench/load/analyse-responses.mjs). Goals for
// 10,000 responses: at most 10 s and 300 MB. No stack needed:
//
//   npm run bench -- --only=analysis
import { round } from '../lib/stats.mjs';
import { budgetRow } from './rows.mjs';

const SIZES = [1_000, 10_000];
const GOAL = { ms: 10_000, rssMb: 300 };

/** @param {import('./context.mjs').Context} ctx */
export async function offlineAnalysis(ctx) {
  /** @type {import('./rows.mjs').Row[]} */
  const rows = [];
  /** @type {Record<string, unknown>} */
  const details = {};
  for (const responses of SIZES) {
    const run = await ctx.runChild('load/analyse-responses.mjs', { responses }, 120_000);
    details[responses] = run;
    const label = `${responses.toLocaleString('en-US')} responses`;
    const note = `${run.themes} themes; wink model load ${round(run.modelLoadMs, 0)} ms (once per worker)`;
    const atGoalSize = responses === 10_000;
    rows.push(
      budgetRow({
        scenario: 'analysis',
        measure: `offline report of ${label}: time`,
        value: run.ms,
        unit: 'ms',
        max: atGoalSize ? GOAL.ms : undefined,
        note,
      }),
      budgetRow({
        scenario: 'analysis',
        measure: `offline report of ${label}: peak RSS`,
        value: run.peakRssMb,
        unit: 'MB',
        max: atGoalSize ? GOAL.rssMb : undefined,
        note: `top themes: ${run.topThemes.join('; ')}`,
      }),
    );
  }
  return { rows, details };
}
