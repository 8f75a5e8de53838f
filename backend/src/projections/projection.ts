import type { RecordedEvent } from '../event-store/event-store';
import { PositionRef, type ReadModelTable, type RowChange } from './row-change';

/** A projection: which events it handles, and a pure function from one event to row changes. */
export type Projection = {
  name: string;
  tables: readonly ReadModelTable[];
  handles: readonly string[];
  project(event: RecordedEvent): RowChange[];
  /**
   * Set when `project` reads no more of an event than its type, data, stream and position (not its
   * metadata, recorded time or schema version). A rebuild whose projections all say so reads only those
   * columns of the log (PayloadEvent): fewer bytes to send, parse and keep per event.
   */
  payloadOnly?: true;
};

export function projectAll(projections: readonly Projection[], events: readonly RecordedEvent[]): RowChange[] {
  const changes: RowChange[] = [];
  for (const event of events) {
    for (const projection of projections) {
      if (projection.handles.includes(event.type)) changes.push(...projection.project(event));
    }
  }
  return changes;
}

/**
 * The event's position in the log, for a row that records it. An event projected in the statement that
 * appends it has no position yet (NaN): the statement fills it in (PositionRef). Read the position only
 * through here: a NaN written as is would be refused by the database.
 */
export function positionOf(event: { globalPosition: number; streamVersion?: number }): number | PositionRef {
  if (!Number.isNaN(event.globalPosition)) return event.globalPosition;
  if (event.streamVersion === undefined) throw new Error('An event being appended needs its stream version');
  return new PositionRef(event.streamVersion);
}
