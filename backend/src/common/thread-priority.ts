import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import path from 'node:path';

/**
 * Gives the calling thread the lowest CPU priority (nice 19), so whatever else the process and the machine
 * run is served first and this thread takes the CPU left over. On Linux each thread has a nice value of its
 * own, set through its thread id (/proc/thread-self names it); elsewhere nothing changes. Answers whether
 * the priority was lowered. A thread may always lower its own priority; raising it back needs privileges.
 */
export function yieldCpuToOthers(): boolean {
  try {
    const threadId = Number(path.basename(readlinkSync('/proc/thread-self')));
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false;
  }
}
