// `npm start`: the built API serving the built frontend. Builds first when there is no build.
// With no DATABASE_URL / REDIS_URL / OPENAI_API_KEY it runs on the embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from './node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const built = [
  'backend/dist/app/main.js',
  'shared/dist/index.js',
  'worker/dist/index.js',
  'frontend/dist/index.html',
].every((file) => fs.existsSync(path.join(root, file)));
if (!built) {
  console.log('No build found: building once (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const child = spawn(process.execPath, [...API_NODE_FLAGS, path.join(root, 'backend/dist/app/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// `npm start` runs this script in a shell, and npm passes SIGTERM to that shell, which dies without passing
// it on: once orphaned (the parent gone), stop the API as SIGTERM would, so that it closes its embedded
// database too instead of running on unattended.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  child.kill('SIGTERM');
}, 500);
orphanWatch.unref();
child.on('exit', (code) => process.exit(code ?? 0));
