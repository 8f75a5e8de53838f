// Reading the log "after the last position seen" misses nothing only if positions are taken in
// commit order, and Postgres does not promise that: two appends in flight can commit in the other
// order, so position 11 may be visible while 10 is still being written. The tail therefore only
// moves over consecutive positions. A hole is either still in flight or was rolled back (a
// sequence never gives a number back); it is skipped only when every transaction that could hold
// it has ended (the snapshot's xmin passed the xmax seen with the hole) and a short grace has gone
// by (a writer takes its position a moment before its transaction id).

export type Hole = { position: number; seenAt: number; xmaxSeen: bigint };

export type TailStep = {
  /** How many of the rows read may be delivered now, in order. */
  deliver: number;
  /** The position after them: the tail's new cursor. */
  position: number;
  /** The hole still waited for, if any. */
  hole: Hole | null;
};

export const HOLE_GRACE_MS = 500;

/**
 * One step of the tail: given its cursor, the positions just read (ascending), the hole it was
 * waiting for, the time and the transaction horizon (`xmin` now, `xmax` as taken after the read).
 */
export function tailStep(
  position: number,
  positions: readonly number[],
  hole: Hole | null,
  now: number,
  snapshot: { xmin: bigint; xmax: bigint },
  graceMs = HOLE_GRACE_MS,
): TailStep {
  let cursor = position;
  let current = hole;
  let deliver = 0;
  for (const next of positions) {
    if (next !== cursor + 1) {
      const missing = cursor + 1;
      if (!current || current.position !== missing)
        current = { position: missing, seenAt: now, xmaxSeen: snapshot.xmax };
      const settled = now - current.seenAt >= graceMs && snapshot.xmin >= current.xmaxSeen;
      if (!settled) return { deliver, position: cursor, hole: current };
      current = null;
    }
    cursor = next;
    deliver += 1;
  }
  return { deliver, position: cursor, hole: null };
}
