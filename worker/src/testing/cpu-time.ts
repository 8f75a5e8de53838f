/**
 * The least CPU time (user + system, in ms) this process spends on `fn` over `runs` calls. For the
 * complexity guards: unlike wall-clock time it does not grow while other processes hold the cores (a
 * loaded CI machine), and the least of a few runs leaves out a stray garbage-collection pause.
 */
export function leastCpuMs(fn: () => void, runs = 3): number {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}
