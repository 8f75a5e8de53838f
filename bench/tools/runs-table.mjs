// `node bench/tools/runs-table.mjs <result.json>...`: the rows of several bench runs side by side (the
// "Latest run" table of docs/performance.md): for each row its ratio (or its result when it has none)
// in each run, met or missed, and its goal. Rows are matched by scenario and measure.
import fs from 'node:fs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node bench/tools/runs-table.mjs <bench/results/...json>...');
  process.exit(2);
}
const runs = files.map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
/** @type {Map<string, { scenario: string, measure: string, goal: string, cells: string[] }>} */
const rows = new Map();
runs.forEach((run, index) => {
  for (const row of run.rows) {
    const key = `${row.scenario}\u0000${row.measure}`;
    if (!rows.has(key)) rows.set(key, { scenario: row.scenario, measure: row.measure, goal: row.goal, cells: [] });
    const value = row.ratio && row.ratio !== '-' ? row.ratio : row.result;
    const verdict = row.met === true ? 'met' : row.met === false ? '**missed**' : 'reported';
    rows.get(key).cells[index] = `${value} (${verdict})`;
  }
});
const header = ['scenario', 'what', ...runs.map((_, i) => `run ${i + 1}`), 'goal'];
const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
for (const row of rows.values()) {
  const cells = runs.map((_, i) => (row.cells[i] ?? '-').replaceAll('|', '\\|'));
  lines.push(`| ${[row.scenario, row.measure, ...cells, row.goal].join(' | ')} |`);
}
const summary = runs.map((run, i) => {
  const met = run.rows.filter((r) => r.met === true).length;
  const goals = run.rows.filter((r) => typeof r.met === 'boolean').length;
  return `run ${i + 1}: ${run.startedAt}, ${run.durationSeconds} s, load average up to ${run.busiestLoadAverage}, ${met} of ${goals} goals met`;
});
console.log(`${summary.join('\n')}\n\n${lines.join('\n')}`);
