import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import { jsonb, type RowChange, type Values } from '../projections/row-change';
import { attributesFrom, readsErased } from './roster-person-fields';
import { rosterPersonEventTypes, type RosterPersonEvent } from './roster-person.events';

/**
 * roster_people from the roster-person streams: one row per person, as last edited, with when they were
 * removed (null: on the roster). An erased person has no row: the erasure deletes it, and a rebuild, which
 * reads their sealed fields as erased, never writes it (so two erased people never share an e-mail there).
 */
export function projectRosterPerson(event: RosterPersonEvent): RowChange[] {
  switch (event.type) {
    case 'RosterPersonAdded': {
      const d = event.data;
      if (readsErased(d.name) || readsErased(d.email)) return [];
      const values = {
        client_id: d.clientId,
        name: d.name,
        email: d.email,
        team: d.team,
        language: d.language,
        attributes: jsonb(attributesFrom(d.attributes)),
      };
      const times = { added_at: d.addedAt, updated_at: d.addedAt, removed_at: null };
      return [{ op: 'upsert', table: 'roster_people', key: { id: d.personId }, values: { ...values, ...times } }];
    }
    case 'RosterPersonUpdated': {
      const d = event.data;
      if (readsErased(d.name) || readsErased(d.email) || readsErased(d.attributes)) return [];
      const values: Values = { updated_at: d.changedAt };
      if (d.name !== undefined) values.name = d.name;
      if (d.email !== undefined) values.email = d.email;
      if (d.team !== undefined) values.team = d.team;
      if (d.language !== undefined) values.language = d.language;
      if (d.attributes !== undefined) values.attributes = jsonb(attributesFrom(d.attributes));
      return [{ op: 'update', table: 'roster_people', key: { id: d.personId }, values }];
    }
    case 'RosterPersonRemoved': {
      const d = event.data;
      return [{ op: 'update', table: 'roster_people', key: { id: d.personId }, values: { removed_at: d.removedAt } }];
    }
    case 'RosterPersonErased':
      return [{ op: 'delete', table: 'roster_people', key: { id: event.data.personId } }];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled roster event ${(unhandled as RosterPersonEvent).type}`);
    }
  }
}

export const rosterProjection: Projection = {
  name: 'roster_people',
  tables: ['roster_people'],
  handles: rosterPersonEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectRosterPerson(event as unknown as RosterPersonEvent),
};
