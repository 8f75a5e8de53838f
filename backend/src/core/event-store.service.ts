import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '../db/db';
import { CLOCK, DB, EVENT_CIPHER, PROJECTIONS, type Clock } from './tokens';
import type { EventCipher } from '../event-store/event-cipher';
import type { Projection } from '../projections/projection';
import { handleCommand, loadState, type Decider, type HandleOptions } from './command-handler';
import { handleNewStreams, type NewStreamCommand } from './new-streams';
import type { DomainEvent } from '../event-store/event-store';

/** The Nest face of the event store: load a stream's state, or run a command on it. */
@Injectable()
export class EventStoreService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(PROJECTIONS) private readonly projections: readonly Projection[],
    @Inject(EVENT_CIPHER) readonly cipher: EventCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  handle<State, Command, Event extends DomainEvent, A = undefined>(
    decider: Decider<State, Command, Event>,
    streamId: string,
    command: Command | ((along: A) => Command),
    options?: HandleOptions<A>,
  ) {
    return handleCommand(this.db, this.projections, decider, streamId, command, {
      ...options,
      cipher: this.cipher,
      clock: this.clock,
    });
  }

  /** A command on each of many streams just named (fresh ids), written in one transaction (new-streams.ts). */
  handleNew<State, Command, Event extends DomainEvent>(
    decider: Decider<State, Command, Event>,
    items: readonly NewStreamCommand<Command>[],
  ) {
    return handleNewStreams(this.db, this.projections, decider, items, { cipher: this.cipher });
  }

  load<State, Event extends DomainEvent>(
    decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
    streamId: string,
  ) {
    return loadState(this.db, decider, streamId, this.cipher);
  }
}
