// Response quality (issue 50): 100,000 generated responses of one survey scored from scratch in a
// fresh process (bench/load/score-quality.mjs), against the goal of at most 30 s; and the work one
// more answer asks of a kept verdict (its response judged again against the survey's norms and the
// responses before it), per answer, next to what the answer-ingest scenario spends per answer. No
// stack needed:
//
//   npm run bench -- --only=quality
import { round } from '../lib/stats.mjs';
import { budgetRow } from './rows.mjs';

const RESPONSES = 100_000;
const GOAL_MS = 30_000;

/** @param {import('./context.mjs').Context} ctx */
export async function responseQuality(ctx) {
  const run = await ctx.runChild('load/score-quality.mjs', { responses: RESPONSES }, 300_000);
  const verdicts = `${run.verdicts.ok} ok, ${run.verdicts.review} review, ${run.verdicts.low_quality} low quality`;
  return {
    rows: [
      budgetRow({
        scenario: 'quality',
        measure: `${RESPONSES.toLocaleString('en-US')} responses scored from scratch: time`,
        value: run.ms,
        unit: 'ms',
        max: GOAL_MS,
        note: `CPU ${round(run.cpuMs, 0)} ms; letter models built once in ${round(run.modelLoadMs, 0)} ms; ${verdicts}`,
      }),
      budgetRow({
        scenario: 'quality',
        measure: `${RESPONSES.toLocaleString('en-US')} responses scored from scratch: peak RSS`,
        value: run.peakRssMb,
        unit: 'MB',
        note: 'the generated responses are held in the same process',
      }),
      budgetRow({
        scenario: 'quality',
        measure: 'one more answer: its response judged again (CPU per answer)',
        value: run.perAnswerCpuUs,
        unit: 'µs',
        note: `wall ${round(run.perAnswerUs, 0)} µs; compare with the CPU an ingested answer costs (answer ingest row)`,
      }),
    ],
    details: run,
  };
}
