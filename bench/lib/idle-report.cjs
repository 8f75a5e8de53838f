// Preloaded into the API by bench/tools/idle-memory.mjs: at SEEDLINE_IDLE_REPORT_AT_MS after start it
// writes to SEEDLINE_IDLE_REPORT (JSON) the packages loaded (files and source bytes in require's cache)
// and V8's heap spaces; with SEEDLINE_IDLE_SNAPSHOT set, a heap snapshot there too.
const fs = require('node:fs');
const v8 = require('node:v8');

const out = process.env.SEEDLINE_IDLE_REPORT;
const at = Number(process.env.SEEDLINE_IDLE_REPORT_AT_MS ?? 20_000);

/** The package a loaded file belongs to: its node_modules name, or the workspace's dist. */
function packageOf(file) {
  const i = file.lastIndexOf('node_modules/');
  if (i === -1) return /\/(backend|worker|frontend|infra)\//.exec(file)?.[1] ?? 'other';
  const rest = file.slice(i + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

if (out) {
  setTimeout(() => {
    const packages = {};
    for (const file of Object.keys(require.cache)) {
      const name = packageOf(file);
      const entry = (packages[name] ??= { files: 0, bytes: 0 });
      entry.files++;
      try {
        entry.bytes += fs.statSync(file).size;
      } catch {
        // A built-in or virtual module: counted, without size.
      }
    }
    const report = {
      memory: process.memoryUsage(),
      heapSpaces: v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, usedBytes: s.space_used_size })),
      packages,
    };
    if (process.env.SEEDLINE_IDLE_SNAPSHOT) report.snapshot = v8.writeHeapSnapshot(process.env.SEEDLINE_IDLE_SNAPSHOT);
    fs.writeFileSync(out, JSON.stringify(report));
  }, at).unref();
}
