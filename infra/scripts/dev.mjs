// `npm run dev`: the API in watch mode (tsc --watch + node --watch) and Vite with /api proxied.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One full build first, so the watchers start from compiled output.
spawnSync('npx', ['tsc', '-b', 'backend/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
const run = (cmd, args) => spawn(cmd, args, { cwd: root, stdio: 'inherit' });
const children = [
  run('npx', ['tsc', '-b', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run(process.execPath, [
    '--watch-path=backend/dist',
    '--watch-path=shared/dist',
    '--watch-path=worker/dist',
    'backend/dist/app/main.js',
  ]),
  run('npm', ['run', 'dev', '-w', 'frontend']),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
