// Builds the workspaces whose output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const WORKSPACES = [
  {
    name: 'shared',
    output: 'shared/dist/index.js',
    sources: ['shared/src', 'shared/tsconfig.json', 'shared/tsconfig.build.json'],
  },
  {
    name: 'worker',
    output: 'worker/dist/index.js',
    sources: ['worker/src', 'worker/tsconfig.json', 'worker/tsconfig.build.json'],
  },
  {
    name: 'backend',
    output: 'backend/dist/app/main.js',
    sources: ['backend/src', 'backend/migrations', 'backend/tsconfig.json', 'backend/tsconfig.build.json'],
  },
  {
    name: 'frontend',
    output: 'frontend/dist/index.html',
    sources: ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/vite.config.ts'],
  },
];

/** Newest modification time under a file or folder (0 when missing). @param {string} target */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of fs.readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

/**
 * @param {string} root
 * @param {{ skip: boolean, log: (line: string) => void }} options
 */
export function ensureBuilt(root, { skip, log }) {
  const stale = WORKSPACES.filter((ws) => {
    const built = newest(path.join(root, ws.output));
    return built === 0 || ws.sources.some((source) => newest(path.join(root, source)) > built);
  });
  const missing = stale.filter((ws) => !fs.existsSync(path.join(root, ws.output)));
  if (skip) {
    if (missing.length > 0)
      throw new Error(`BENCH_SKIP_BUILD is set but there is no build of ${missing.map((ws) => ws.name).join(', ')}`);
    return;
  }
  if (stale.length === 0) return;
  const names = stale.map((ws) => ws.name);
  log(`building ${names.join(', ')} (output missing or older than the sources)...`);
  const args = ['run', 'build', ...names.flatMap((name) => ['-w', name])];
  const result = spawnSync('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `npm ${args.join(' ')} failed:\n${`${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-30).join('\n')}`,
    );
  }
  // tsc -b leaves outputs untouched when nothing changed: mark them fresh so the next run skips.
  const now = new Date();
  for (const ws of stale)
    if (fs.existsSync(path.join(root, ws.output))) fs.utimesSync(path.join(root, ws.output), now, now);
}
