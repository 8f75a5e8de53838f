// Table rows: every figure next to its baseline and goal.
import { round } from '../lib/stats.mjs';

/**
 * @typedef {{ scenario: string, measure: string, result: string, baseline: string, ratio: string,
 *   goal: string, met: boolean | null, note?: string }} Row
 */

/** The round with the highest throughput (the capacity estimate on a shared machine). @param {{ rps: number }[]} rounds */
export function bestOf(rounds) {
  return rounds.reduce((best, r) => (r.rps > best.rps ? r : best));
}

/** @param {number} value @param {string} unit */
export const rateText = (value, unit) => `${Math.round(value).toLocaleString('en-US')} ${unit}`;

/** @param {{ p50: number, p99: number }} r */
export const latencyText = (r) => `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;

/** @param {number} value */
export const ms = (value) => `${value >= 10 ? Math.round(value) : round(value, 1)} ms`;

/**
 * @param {{ scenario: string, measure: string, result: string, baseline: string, ratio: number, min: number, extra?: string }} r
 * @returns {Row}
 */
export function ratioRow({ scenario, measure, result, baseline, ratio, min, extra }) {
  const met = Number.isFinite(ratio) && ratio >= min && !extra;
  // Rounded down, so a ratio shown at the goal has met it.
  const shown = Number.isFinite(ratio) ? (Math.floor(ratio * 100) / 100).toFixed(2) : 'n/a';
  return {
    scenario,
    measure,
    result,
    baseline,
    ratio: shown,
    goal: `>= ${min}`,
    met,
    ...(extra ? { note: extra } : {}),
  };
}

/**
 * A budget: a measured value against a ceiling (or floor).
 * @param {{ scenario: string, measure: string, value: number | null, unit: string, max?: number, min?: number, note?: string }} r
 * @returns {Row}
 */
export function budgetRow({ scenario, measure, value, unit, max, min, note }) {
  const goal =
    max !== undefined ? `<= ${max} ${unit}` : min !== undefined ? `>= ${min}${unit ? ` ${unit}` : ''}` : '(reported)';
  const met = value === null ? false : max !== undefined ? value <= max : min !== undefined ? value >= min : null;
  return {
    scenario,
    measure,
    result: value === null ? 'n/a' : `${round(value, 1)}${unit ? ` ${unit}` : ''}`,
    baseline: 'none (budget)',
    ratio: '-',
    goal,
    met,
    ...(note ? { note } : {}),
  };
}
