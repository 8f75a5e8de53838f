import { isoOrNull, type Queryable } from '../db/db';
import { tailStep, type Hole } from './log-tail';

// Following the log from a stored position, for what acts on events after they are appended (the
// outbox's channels: webhook deliveries, notification mails; keepers of computed read models): read past
// the position, and hand on only what no writer can still come before (the tail step waits at a hole a
// transaction in flight may fill).

/** An event as a follower reads it: where it is, what it is, and the survey its stream belongs to. */
export type LogEvent = {
  position: number;
  streamId: string;
  type: string;
  /** The survey the stream belongs to (a response's or report's first event names it). */
  surveyId: string | null;
  recordedAt: string;
};

type RawLogEvent = {
  global_position: string | number;
  stream_id: string;
  type: string;
  survey_id: string | null;
  recorded_at: Date | string;
};

/** Events after `position`, every type (the tail needs every position to see holes), with their survey. */
export async function readLogAfter(db: Queryable, position: number, limit: number): Promise<LogEvent[]> {
  const { rows } = await db.query<RawLogEvent>(
    `SELECT e.global_position, e.stream_id, e.type, e.recorded_at,
       CASE WHEN e.stream_id LIKE 'response-%' OR e.stream_id LIKE 'report-%' THEN s.data->>'surveyId' END AS survey_id
     FROM events e
     LEFT JOIN events s ON s.stream_id = e.stream_id AND s.stream_version = 1
       AND (e.stream_id LIKE 'response-%' OR e.stream_id LIKE 'report-%')
     WHERE e.global_position > $1 ORDER BY e.global_position LIMIT $2`,
    [position, limit],
  );
  return rows.map((row) => ({
    position: Number(row.global_position),
    streamId: row.stream_id,
    type: row.type,
    surveyId: row.survey_id,
    recordedAt: isoOrNull(row.recorded_at) as string,
  }));
}

async function transactionHorizon(db: Queryable): Promise<{ xmin: bigint; xmax: bigint }> {
  const { rows } = await db.query<{ xmin: string; xmax: string }>(
    'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, pg_snapshot_xmax(pg_current_snapshot())::text AS xmax',
  );
  return { xmin: BigInt(rows[0]!.xmin), xmax: BigInt(rows[0]!.xmax) };
}

/** What one read gives: the events to act on now, where the checkpoint may move, whether more waits. */
export type LogBatch = { ready: LogEvent[]; position: number; more: boolean };

/** One follower per checkpoint: it remembers the hole it waits at between reads. */
export class LogFollower {
  private hole: Hole | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly batch = 500,
    /** The hole's grace is a duration: the monotonic clock (as the live feed's tail), whatever stamps the events. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The events after `position` that may be acted on now; `more` when a full batch came without a hole. */
  async next(position: number): Promise<LogBatch> {
    const events = await readLogAfter(this.db, position, this.batch);
    if (events.length === 0) return { ready: [], position, more: false };
    const gapped = events.some((event, i) => event.position !== (i === 0 ? position : events[i - 1]!.position) + 1);
    const horizon = gapped ? await transactionHorizon(this.db) : { xmin: 0n, xmax: 0n };
    const step = tailStep(
      position,
      events.map((event) => event.position),
      this.hole,
      this.now(),
      horizon,
    );
    this.hole = step.hole;
    return {
      ready: events.slice(0, step.deliver),
      position: step.position,
      more: step.hole === null && events.length === this.batch,
    };
  }
}

/** Where a follower's position is stored: row `id` of its own checkpoint table (constants, never input). */
export type LogCheckpoint = { readonly table: string; readonly id: string };

/**
 * A follower's stored position: one row `id` of its own checkpoint table (a constant, never input).
 * Saving never moves it back: another replica may have gone further.
 */
export async function readLogCheckpoint(db: Queryable, table: string, id: string): Promise<number> {
  const { rows } = await db.query<{ position: string | number }>(`SELECT position FROM ${table} WHERE id = $1`, [id]);
  return Number(rows[0]?.position ?? 0);
}

export async function saveLogCheckpoint(db: Queryable, table: string, id: string, position: number): Promise<void> {
  await db.query(`UPDATE ${table} SET position = GREATEST(position, $2) WHERE id = $1`, [id, position]);
}
