// `node bench/tools/idle-memory.mjs [--snapshots=DIR] [--postgres]`: the built API's RSS at rest (embedded
// default, a warm restart of it, Postgres with Redis; or only the last), and the packages it had loaded;
// heap snapshots on request.
// Needs `npm run build` first; leaves nothing behind (Redis keys: the API at rest writes none to keep).
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureIdleMemory, IDLE_SECONDS } from '../lib/idle-memory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const snapshotArg = process.argv.find((arg) => arg.startsWith('--snapshots='));
const snapshotDir = snapshotArg ? path.resolve(snapshotArg.slice('--snapshots='.length)) : null;
if (snapshotDir) fs.mkdirSync(snapshotDir, { recursive: true });
const results = await measureIdleMemory({ root, snapshotDir, postgresOnly: process.argv.includes('--postgres') });
for (const r of results) {
  console.log(
    `${r.label}: RSS ${r.rssMb} MB ${IDLE_SECONDS} s after start (peak ${r.peakMb} MB; JS heap ${r.heapUsedMb} MB, external ${r.externalMb} MB; ready in ${r.readyMs} ms; ${r.files} files loaded)`,
  );
  console.log(`  largest packages loaded: ${r.packages.map((p) => `${p.name} ${p.kb} KB/${p.files}`).join(', ')}`);
  console.log(
    `  loaded at rest: ${Object.entries(r.watched)
      .map(([name, kb]) => `${name} ${kb === null ? 'no' : `${kb} KB`}`)
      .join(', ')}`,
  );
  if (r.snapshot) console.log(`  heap snapshot: ${r.snapshot}`);
}
