// Pure decisions for a contact stream: one stream per message, written once.

import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { optionalText, requiredEmail, requiredText } from '../common/text-rules';
import type { ContactEvent, ContactMessageErased, ContactMessageReceived } from './contact.events';

export const streamIdFor = (messageId: string): string => `contact-${messageId}`;

export const CONTACT_LIMITS = { name: 200, company: 200, message: 5000 } as const;

export type SendContactMessage = {
  type: 'SendContactMessage';
  messageId: string;
  name: string;
  email: string;
  company?: string | null;
  message: string;
  now: string;
};

/** Erasure (by an admin, or at the end of the retention period): the message's data key goes. */
export type EraseContactMessage = { type: 'EraseContactMessage'; messageId: string; now: string };

export type ContactCommand = SendContactMessage | EraseContactMessage;
export type Command = ContactCommand;

export type ContactState =
  | { status: 'none' }
  | { status: 'received'; messageId: string; receivedAt: string }
  | { status: 'erased'; messageId: string };
export type State = ContactState;

export const initialState = (): ContactState => ({ status: 'none' });

export function evolve(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactMessageReceived':
      return { status: 'received', messageId: event.data.messageId, receivedAt: event.data.receivedAt };
    case 'ContactMessageErased':
      return { status: 'erased', messageId: event.data.messageId };
    default: {
      // An unknown type means the store holds events newer than this code: fail loudly.
      const unhandled: never = event;
      throw new Error(`Unknown contact event ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

function sendContactMessage(command: SendContactMessage, state: ContactState): ContactMessageReceived[] {
  if (state.status !== 'none') throw new IllegalStateError('Contact message already received');
  return [
    {
      type: 'ContactMessageReceived',
      schemaVersion: 1,
      data: {
        messageId: command.messageId,
        name: requiredText(command.name, { label: 'Name', max: CONTACT_LIMITS.name }),
        email: requiredEmail(command.email),
        company: optionalText(command.company, { label: 'Company', max: CONTACT_LIMITS.company }),
        message: requiredText(command.message, { label: 'Message', max: CONTACT_LIMITS.message }),
        receivedAt: command.now,
      },
    },
  ];
}

function eraseContactMessage(command: EraseContactMessage, state: ContactState): ContactMessageErased[] {
  // Erased already: it is gone, as one that never existed.
  if (state.status !== 'received') throw new NotFoundError('Contact message not found');
  return [
    { type: 'ContactMessageErased', schemaVersion: 1, data: { messageId: state.messageId, erasedAt: command.now } },
  ];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: ContactCommand, state: ContactState): ContactEvent[] {
  switch (command.type) {
    case 'SendContactMessage':
      return sendContactMessage(command, state);
    case 'EraseContactMessage':
      return eraseContactMessage(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
