import type { Db } from '../db/db';
import { EVENT_COLUMNS, toRecordedEvent } from '../event-store/event-store';
import type { Projection } from './projection';
import { projectAll } from './projection';
import { applyRowChanges, READ_MODEL_TABLES } from './row-change';

const BATCH = 1000;

/**
 * Rebuilds every read model from the event log, in one transaction: the API keeps serving
 * the old rows until the new ones commit.
 */
export async function rebuildReadModels(db: Db, projections: readonly Projection[]): Promise<{ events: number }> {
  return db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')}`);
    let after = 0;
    let total = 0;
    for (;;) {
      const { rows } = await tx.query<Parameters<typeof toRecordedEvent>[0]>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) break;
      const events = rows.map(toRecordedEvent);
      await applyRowChanges(tx, projectAll(projections, events));
      after = events[events.length - 1]!.globalPosition;
      total += events.length;
    }
    return { events: total };
  });
}
