// Preloaded into the API for an A/B of V8 flags (BENCH_API_FLAGS="--require bench/lib/gc-report.cjs"
// with BENCH_GC_REPORT=<file>): on SIGTERM it appends one JSON line to that file with, for each load
// scenario (answers: POST /api/answers; survey: GET .../document), the requests served, the process's
// CPU time per request and the garbage collections (count, and milliseconds of pause from perf_hooks,
// which a busy machine stretches), and the peak RSS. CPU per request holds on a shared machine where
// throughput drifts with the other load.
'use strict';
const dc = require('node:diagnostics_channel');
const fs = require('node:fs');
const { constants } = require('node:perf_hooks');

const out = process.env.BENCH_GC_REPORT;
if (out) {
  const kinds = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
  };
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  /** @type {Record<string, { requests: number, cpuMs: number, gc: Record<string, { count: number, ms: number }> }>} */
  const phases = {};
  let phase = 'start';
  let since = cpuMs();
  const current = () => (phases[phase] ??= { requests: 0, cpuMs: 0, gc: {} });
  const switchTo = (/** @type {string} */ next) => {
    const now = cpuMs();
    current().cpuMs += now - since;
    since = now;
    phase = next;
  };
  dc.subscribe('http.server.request.start', (/** @type {any} */ message) => {
    const url = String(message.request.url);
    const kind = url.startsWith('/api/answers') ? 'answers' : url.endsWith('/document') ? 'survey' : null;
    if (kind && kind !== phase) switchTo(kind);
    current().requests++;
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[/** @type {any} */ (entry).detail?.kind] ?? 'other';
      const sum = (current().gc[kind] ??= { count: 0, ms: 0 });
      sum.count++;
      sum.ms += entry.duration;
    }
  }).observe({ entryTypes: ['gc'] });
  process.prependListener('SIGTERM', () => {
    switchTo('end');
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const peakKb = Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    /** @type {Record<string, unknown>} */
    const summary = {};
    for (const [name, p] of Object.entries(phases)) {
      if (name === 'end') continue;
      const gc = Object.fromEntries(
        Object.entries(p.gc).map(([kind, s]) => [kind, `${s.count} / ${Math.round(s.ms)} ms`]),
      );
      summary[name] = {
        requests: p.requests,
        cpuMs: Math.round(p.cpuMs),
        cpuUsPerRequest: p.requests > 0 ? Math.round((1000 * p.cpuMs) / p.requests) : null,
        gc,
      };
    }
    const flags = process.execArgv.filter((arg) => arg.startsWith('--') && !arg.startsWith('--require'));
    fs.appendFileSync(out, `${JSON.stringify({ flags, peakRssMb: Math.round(peakKb / 1024), ...summary })}\n`);
  });
}
