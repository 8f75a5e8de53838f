import { readFileSync } from 'node:fs';

/**
 * The least CPU time (in ms) the calling thread spends on `fn` over `runs` calls. For the complexity
 * guards: unlike wall-clock time it does not grow while other processes hold the cores (a loaded CI
 * machine), and the least of a few runs leaves out a stray garbage-collection pause.
 *
 * On Linux it reads the main thread's own clock (/proc/thread-self/stat, 10 ms ticks), because the
 * process's clock (process.cpuUsage) also counts V8's background GC and compiler threads: on a loaded
 * two-core machine a regex scan that needs 0.1 ms once measured over 50 ms on that clock, three times
 * in a row. Elsewhere it falls back to the process's clock.
 */
export function leastCpuMs(fn: () => void, runs = 3): number {
  let least = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const start = threadCpuMs();
    fn();
    least = Math.min(least, threadCpuMs() - start);
  }
  return least;
}

const THREAD_STAT = '/proc/thread-self/stat';
const TICK_MS = 10; // USER_HZ is 100 on every Linux architecture Node supports

let threadClock: boolean | undefined;

function threadCpuMs(): number {
  threadClock ??= readThreadTicks() !== undefined;
  if (threadClock) return readThreadTicks()! * TICK_MS;
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** utime + stime of the calling thread in clock ticks, or undefined where /proc is not there. */
function readThreadTicks(): number | undefined {
  try {
    const stat = readFileSync(THREAD_STAT, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is field 3,
    // utime field 14 and stime field 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
