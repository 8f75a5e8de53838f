import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import { jsonb, type RowChange, type Values } from '../projections/row-change';
import { clientEventTypes, type ClientEvent } from './client.events';

/** clients table from the client streams: one row per client, as last edited, with when it was archived (null: not). */
export function projectClient(event: ClientEvent): RowChange[] {
  switch (event.type) {
    case 'ClientCreated': {
      const d = event.data;
      const values = { name: d.name, description: d.description, contacts: jsonb(d.contacts) };
      const times = { created_at: d.createdAt, updated_at: d.createdAt };
      return [{ op: 'upsert', table: 'clients', key: { id: d.clientId }, values: { ...values, ...times } }];
    }
    case 'ClientDetailsChanged': {
      const d = event.data;
      const values: Values = { updated_at: d.changedAt };
      if (d.name !== undefined) values.name = d.name;
      if (d.description !== undefined) values.description = d.description;
      if (d.contacts !== undefined) values.contacts = jsonb(d.contacts);
      return [{ op: 'update', table: 'clients', key: { id: d.clientId }, values }];
    }
    case 'ClientArchived': {
      const d = event.data;
      return [{ op: 'update', table: 'clients', key: { id: d.clientId }, values: { archived_at: d.archivedAt } }];
    }
    case 'ClientRestored':
      return [{ op: 'update', table: 'clients', key: { id: event.data.clientId }, values: { archived_at: null } }];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled client event ${(unhandled as ClientEvent).type}`);
    }
  }
}

export const clientsProjection: Projection = {
  name: 'clients',
  tables: ['clients'],
  handles: clientEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectClient(event as unknown as ClientEvent),
};
