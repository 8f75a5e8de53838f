// Preloaded into the API by `BENCH_HEAP_PROF=<dir>` (bench/lib/stack.mjs): V8's sampling heap profiler
// from start to stop, keeping the samples of objects that a young-generation collection found dead
// out (they never reached the old generation) but the samples that a full collection freed in
// (`includeObjectsCollectedByMajorGC`). So the profile shows where the old generation's growth comes
// from: what is live at the end plus what was promoted and died later. On SIGTERM or SIGUSR2 it writes
// `<dir>/api-<pid>.heapprofile` and exits (summary: node bench/tools/heap-profile-top.mjs <file>).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.BENCH_HEAP_PROF;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('HeapProfiler.startSampling', {
    samplingInterval: Number(process.env.BENCH_HEAP_PROF_INTERVAL ?? 16384),
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: false,
  });
  const stop = () =>
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (!error) {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(path.join(dir, `api-${process.pid}.heapprofile`), JSON.stringify(result.profile));
      }
      process.exit(error ? 1 : 0);
    });
  process.prependListener('SIGTERM', stop);
  process.prependListener('SIGUSR2', stop);
}
