// Medians and the median absolute deviation: statistics a few wild values cannot drag (an answer
// left open over lunch, a handful of speeders). Pure.

/** The median of values (sorted here on a copy), or NaN when there are none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median absolute deviation from the median, scaled by 1.4826 to estimate a normal spread's standard deviation. */
export function robustSpread(values: readonly number[]): number {
  const centre = median(values);
  return 1.4826 * median(values.map((v) => Math.abs(v - centre)));
}
