// Facts of a contact stream (`contact-<id>`): one message sent through the contact form.
import type { EventFields } from '../event-store/event-fields';

export type ContactMessageReceived = {
  type: 'ContactMessageReceived';
  schemaVersion: 1;
  data: {
    messageId: string;
    name: string;
    email: string;
    company: string | null;
    message: string;
    receivedAt: string;
  };
};

/** The message was erased (by an admin, or after 24 months): its data key is gone. */
export type ContactMessageErased = {
  type: 'ContactMessageErased';
  schemaVersion: 1;
  data: { messageId: string; erasedAt: string };
};

export type ContactEvent = ContactMessageReceived | ContactMessageErased;
export type ContactEventType = ContactEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ContactEventType, true> = { ContactMessageReceived: true, ContactMessageErased: true };
export const contactEventTypes = Object.keys(listed) as ContactEventType[];

/** Personal and free-text fields, encrypted with the stream's data key in the log (crypto-shredding). */
export const contactPersonalFields: Partial<Record<ContactEventType, readonly string[]>> = {
  ContactMessageReceived: ['name', 'email', 'company', 'message'],
};

/** What the event store knows of these events: their personal fields, and the event that erases a message. */
export const contactEventFields: EventFields = {
  personal: contactPersonalFields,
  erasures: ['ContactMessageErased' satisfies ContactEventType],
};
