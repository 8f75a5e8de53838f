// Small numeric helpers shared by the scenarios and the load processes.

/**
 * Nearest-rank percentile of a list of numbers (milliseconds, usually).
 * @param {number[]} values
 * @param {number} p 0..100
 * @returns {number}
 */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * @param {number[]} values
 * @returns {{ count: number, p50: number, p99: number, max: number }}
 */
export function summarize(values) {
  return {
    count: values.length,
    p50: round(percentile(values, 50), 2),
    p99: round(percentile(values, 99), 2),
    max: round(
      values.reduce((a, b) => Math.max(a, b), 0),
      2,
    ),
  };
}

/**
 * @param {number} value
 * @param {number} [digits]
 */
export function round(value, digits = 1) {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Milliseconds since an hrtime.bigint() mark. @param {bigint} start */
export function msSince(start) {
  return Number(process.hrtime.bigint() - start) / 1e6;
}
