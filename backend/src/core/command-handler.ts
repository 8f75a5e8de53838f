import { systemClock, type Clock } from './tokens';
import { ConcurrencyError } from '../common/errors';
import type { Db } from '../db/db';
import { applyRowChanges } from '../projections/row-change';
import { projectAll, type Projection } from '../projections/projection';
import type { EventCipher } from '../event-store/event-cipher';
import {
  appendToStream,
  readStream,
  type DomainEvent,
  type EventMetadata,
  type ReadAlong,
  type RecordedEvent,
} from '../event-store/event-store';
import { appendAndProjectInOneStatement, KeyStoredMeanwhile } from './one-statement-append';
import { currentActor } from './actor';

export type Decider<State, Command, Event extends DomainEvent> = {
  initialState: () => State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
};

export type CommandResult<State, Event extends DomainEvent> = {
  state: State;
  events: RecordedEvent<Event>[];
  version: number;
};

export type HandleOptions<A = undefined> = {
  metadata?: EventMetadata;
  /**
   * What the command needs besides the stream, read in the same round trip as the stream; the command is
   * then given as a function of it (it runs again with a fresh value when a conflict makes the command retry).
   */
  along?: ReadAlong<A>;
  retries?: number;
  /** Encrypts personal fields on append and decrypts them on read (the app always passes one). */
  cipher?: EventCipher;
  /** The time (CLOCK); the system's when unset. */
  clock?: Clock;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a command against one stream:
 * 1. read the stream and its data key (one round trip), 2. fold it with evolve, 3. decide,
 * 4. append at the expected version and project the new events into the read models: one statement
 *    when it can be (appendAndProjectInOneStatement), else one transaction.
 * No lock is held between read and append: the expected version is the guard. Another writer that
 * appended first makes the append fail (ConcurrencyError), and the command runs again with backoff.
 */
export async function handleCommand<State, Command, Event extends DomainEvent, A = undefined>(
  db: Db,
  projections: readonly Projection[],
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command | ((along: A) => Command),
  options: HandleOptions<A> = {},
): Promise<CommandResult<State, Event>> {
  const retries = options.retries ?? 5;
  for (let attempt = 0; ; attempt++) {
    try {
      const streamCipher = options.cipher?.forStream(db, streamId);
      const stream = await readStream(db, streamId, streamCipher, options.along);
      const state = stream.events.reduce((s, e) => decider.evolve(s, e as unknown as Event), decider.initialState());
      const newEvents = decider.decide(
        typeof command === 'function' ? (command as (along: A) => Command)(stream.along) : command,
        state,
      );
      const finalState = newEvents.reduce((s, e) => decider.evolve(s, e), state);
      const version = stream.version + newEvents.length;
      if (newEvents.length === 0) return { state: finalState, events: [], version };
      // Who caused it, from the command path (core/actor.ts), unless the caller says otherwise.
      const metadata = { actor: currentActor(), ...options.metadata };
      const recorded =
        (await appendAndProjectInOneStatement(
          db,
          projections,
          streamId,
          stream.version,
          newEvents,
          metadata,
          streamCipher,
          (options.clock ?? systemClock)(),
        ).catch((error: unknown) => {
          if (error instanceof KeyStoredMeanwhile) return null;
          throw error;
        })) ??
        (await db.transaction(async (tx) => {
          const appended = await appendToStream(
            tx,
            streamId,
            stream.version,
            newEvents,
            metadata,
            options.cipher?.forStream(tx, streamId),
          );
          await applyRowChanges(tx, projectAll(projections, appended));
          return appended;
        }));
      return { state: finalState, events: recorded as RecordedEvent<Event>[], version };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= retries) throw error;
      await sleep(Math.min(200, 5 * 2 ** attempt) + Math.random() * 10);
    }
  }
}

/** Folds a stream without deciding anything: the current state of one entity. */
export async function loadState<State, Event extends DomainEvent>(
  db: Db,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  streamId: string,
  cipher?: EventCipher,
): Promise<{ state: State; version: number }> {
  const stream = await readStream(db, streamId, cipher?.forStream(db, streamId));
  const state = stream.events.reduce((s, e) => decider.evolve(s, e as unknown as Event), decider.initialState());
  return { state, version: stream.version };
}
