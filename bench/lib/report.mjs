// The printed table (Markdown, so it can go straight into the README) and the machine it ran on.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const COLUMNS = /** @type {const} */ ([
  ['scenario', 'scenario'],
  ['measure', 'what'],
  ['result', 'result'],
  ['baseline', 'baseline (same run)'],
  ['ratio', 'ratio'],
  ['goal', 'goal'],
  ['met', 'met'],
  ['note', 'note'],
]);

/** @param {import('../scenarios/rows.mjs').Row[]} rows */
export function formatTable(rows) {
  const cells = rows.map((row) =>
    COLUMNS.map(([key]) => {
      const value = row[key];
      if (key === 'met') return value === true ? 'yes' : value === false ? '**no**' : '-';
      return String(value ?? '').replace(/\|/g, '\\|');
    }),
  );
  const header = COLUMNS.map(([, title]) => title);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (/** @type {string[]} */ values) => `| ${values.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

export async function machineInfo() {
  /** @param {string} cmd @param {string[]} args */
  const output = (cmd, args) => {
    try {
      return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: output('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'test', '-Atc', 'SHOW server_version']),
    redis: /redis_version:(\S+)/.exec(output('redis-cli', ['-h', '127.0.0.1', 'INFO', 'server']) ?? '')?.[1] ?? null,
  };
}
