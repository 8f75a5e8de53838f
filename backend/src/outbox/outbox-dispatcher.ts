import type { Db } from '../db/db';
import type { FromLog } from './outbox-channel';
import { LogFollower, readLogCheckpoint, saveLogCheckpoint } from '../event-store/log-follower';

const BATCH = 500;

/**
 * Turns the log into a channel's rows, from its stored checkpoint on. One pass: read the events after
 * the checkpoint (up to a hole a writer may still fill, as the live feed's tail does), store the rows
 * they make, then move the checkpoint, then hand the ids added on (to the queue). A pass cut short by
 * a crash is made again: the rows' ids are derived from what they are about, so storing them twice
 * stores them once, and only the ones added are handed on.
 */
export class OutboxDispatcher {
  private readonly log: LogFollower;

  constructor(
    private readonly db: Db,
    private readonly fromLog: FromLog,
    private readonly onStored: (ids: string[]) => Promise<void>,
    /** The time in ms (from the injected CLOCK), for a channel that looks at how old an event is. */
    private readonly now: () => number,
  ) {
    this.log = new LogFollower(db, BATCH);
  }

  /** Answers whether there is more to read at once (a full batch); a hole waits for the next pass. */
  async pass(): Promise<boolean> {
    const { checkpoint } = this.fromLog;
    const { ready, position, more } = await this.log.next(
      await readLogCheckpoint(this.db, checkpoint.table, checkpoint.id),
    );
    if (ready.length === 0) return more;
    const stored = await this.fromLog.store(this.db, ready, this.now());
    await saveLogCheckpoint(this.db, checkpoint.table, checkpoint.id, position);
    if (stored.length > 0) await this.onStored(stored);
    return more;
  }
}
