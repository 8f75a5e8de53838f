import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import type { RowChange } from '../projections/row-change';
import { contactEventTypes, type ContactEvent } from './contact.events';

/** contact_messages table from the contact streams. */
export function projectContact(event: ContactEvent): RowChange[] {
  switch (event.type) {
    case 'ContactMessageReceived': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'contact_messages',
          key: { id: d.messageId },
          values: { name: d.name, email: d.email, company: d.company, message: d.message, received_at: d.receivedAt },
        },
      ];
    }
    case 'ContactMessageErased':
      return [{ op: 'delete', table: 'contact_messages', key: { id: event.data.messageId } }];
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled contact event ${(unhandled as ContactEvent).type}`);
    }
  }
}

export const contactProjection: Projection = {
  name: 'contact_messages',
  tables: ['contact_messages'],
  handles: contactEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectContact(event as unknown as ContactEvent),
};
