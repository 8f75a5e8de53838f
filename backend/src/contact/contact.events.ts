// Facts of a contact stream (`contact-<id>`): one message sent through the contact form.

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

export type ContactEvent = ContactMessageReceived;
export type ContactEventType = ContactEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ContactEventType, true> = { ContactMessageReceived: true };
export const contactEventTypes = Object.keys(listed) as ContactEventType[];
