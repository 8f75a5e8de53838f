import type { RecordedEvent } from '../event-store/event-store';
import type { ReadModelTable, RowChange } from './row-change';

/** A projection: which events it handles, and a pure function from one event to row changes. */
export type Projection = {
  name: string;
  tables: readonly ReadModelTable[];
  handles: readonly string[];
  project(event: RecordedEvent): RowChange[];
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
