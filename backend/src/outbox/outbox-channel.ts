import type { Db } from '../db/db';
import type { LogCheckpoint, LogEvent } from '../event-store/log-follower';

// What a channel (webhooks, e-mail, ...) gives the outbox: which events it wants and the rows they
// make, how to send one row, how to record the reply. The outbox does the rest: reading the log from a
// stored position, queueing, claiming, the retry schedule's arithmetic, sweeping and stopping.
// README.md beside this file says how to add a channel.

/** An outbox row as the outbox handles it; a channel's row has its own columns beside these. */
export type OutboxRow = { id: string; attempts: number };

/** What every channel's settings hold; a channel adds its own (send timeout, digest period...). */
export type OutboxSettings = {
  /** The delay before each attempt, the first at index 0; a row still failing after the last fails. */
  retrySchedule: readonly number[];
  /** How long an attempt holds its row (no other sender tries it meanwhile): longer than a send. */
  leaseMs: number;
  /** How often the log is read for new events. */
  pollMs: number;
  /** How often due rows left without a job (a crash, a lost Redis) are queued again. */
  sweepMs: number;
};

/** From the log: which events a channel wants, and the rows they make. */
export type FromLog = {
  /** The channel's stored position in the log. */
  checkpoint: LogCheckpoint;
  /**
   * Stores the rows these events make (those it does not want make none), with ids derived from what
   * they are about, so storing them twice stores them once. Answers the ids it added. `now` in ms.
   */
  store(db: Db, events: readonly LogEvent[], now: number): Promise<string[]>;
};

/** What came of sending a claimed row: not sent (there is nothing to send any more), or the channel's result. */
export type Sent<Result> = { kind: 'skipped'; reason: string } | { kind: 'tried'; result: Result };

/** Periodic work of a channel's own beside reading the log and sweeping (a digest, dropping old secrets). */
export type Chore<S> = { what: string; everyMs: (settings: S) => number; run: () => Promise<unknown> };

export type OutboxChannel<Row extends OutboxRow, Result, S extends OutboxSettings> = {
  /** Names its failures in the log (`webhook dispatcher: ...`). */
  name: string;
  /** Its BullMQ queue (with REDIS_URL) and how many rows one process sends at once. */
  queue: { name: string; concurrency: number };
  /** false: the channel is off (e-mail without SMTP): nothing is read, queued or sent. */
  enabled: boolean;
  /** Holds a pending row for one attempt (outbox-rows.ts, claimOutboxRow); null: not pending, or held. */
  claim(db: Db, id: string, leaseMs: number): Promise<Row | null>;
  /** Pending rows that are due and held by nobody (outbox-rows.ts, dueOutboxIds). */
  dueIds(db: Db, limit: number): Promise<string[]>;
  /** Absent: the channel's rows are stored by commands, which queue them (OutboxEngine.enqueue). */
  fromLog?: FromLog;
  /** Builds the row's message from the read models and sends it. */
  send(row: Row, settings: S): Promise<Sent<Result>>;
  /**
   * Records the outcome on the row (retry-schedule.ts decides the next attempt) and answers the wait
   * before the next attempt, or null when the row is settled.
   */
  record(row: Row, sent: Sent<Result>, settings: S): Promise<number | null>;
  chores?: readonly Chore<S>[];
  /** Lets go of what the channel holds (an SMTP pool) when the engine stops. */
  close?(): void;
};
