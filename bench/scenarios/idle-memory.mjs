// The API at rest (issue 33): its RSS 20 s after a start, as `npm start` runs it with no configuration
// (the embedded Postgres in a fresh DATA_DIR, no Redis), on a warm restart of that DATA_DIR, and on Postgres
// with Redis. Separate API processes of their own (bench/lib/idle-memory.mjs), started one at a time
// while nothing else of the bench runs. The API process only: the embedded default's database processes
// are summed in with it by the embedded engine's rows (bench/scenarios/embedded-engine.mjs).
import { measureIdleMemory, IDLE_SECONDS } from '../lib/idle-memory.mjs';
import { budgetRow } from './rows.mjs';

const LABELS = {
  'embedded-first': 'embedded default (native Postgres, no Redis), first start on a fresh DATA_DIR',
  'embedded-warm': 'embedded default, restarted on the same DATA_DIR',
  postgres: 'on Postgres and Redis',
};
const EMBEDDED_IDLE_MAX_MB = 350;

/** @param {import('./context.mjs').Context} ctx */
export async function idleMemory(ctx) {
  const results = await measureIdleMemory({ root: ctx.root });
  const rows = results.map((r) =>
    budgetRow({
      scenario: 'memory',
      measure: `API RSS at rest ${IDLE_SECONDS} s after start, ${LABELS[/** @type {keyof typeof LABELS} */ (r.label)]}`,
      value: r.rssMb,
      unit: 'MB',
      // On Postgres the issue sets no idle goal (its goal is the peak under load): the row is reported.
      max: r.label === 'postgres' ? undefined : EMBEDDED_IDLE_MAX_MB,
      note: `JS heap ${r.heapUsedMb} MB, external ${r.externalMb} MB, ${r.files} files loaded; ready in ${(r.readyMs / 1000).toFixed(1)} s`,
    }),
  );
  return { rows, details: { idle: results } };
}
