import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import {
  decide,
  decider,
  evolve,
  initialState,
  streamIdFor,
  type ContactCommand,
  type ContactState,
  type SendContactMessage,
} from './contact.decider';
import { contactEventTypes, type ContactEvent, type ContactMessageReceived } from './contact.events';

const NOW = '2025-03-01T10:00:00.000Z';

const fold = (events: ContactEvent[]): ContactState => events.reduce(evolve, initialState());

const given = deciderSpec(decider);

const received = (data: Partial<ContactMessageReceived['data']> = {}): ContactMessageReceived => ({
  type: 'ContactMessageReceived',
  schemaVersion: 1,
  data: {
    messageId: 'm1',
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    company: null,
    message: 'We would like a pilot.',
    receivedAt: NOW,
    ...data,
  },
});

const send = (fields: Partial<SendContactMessage> = {}): ContactCommand => ({
  type: 'SendContactMessage',
  messageId: 'm1',
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  message: 'We would like a pilot.',
  now: NOW,
  ...fields,
});

describe('contact stream', () => {
  it('names streams contact-<id> and exposes the decider parts', () => {
    expect(streamIdFor('abc')).toBe('contact-abc');
    expect(decider).toEqual({ initialState, evolve, decide });
    expect(contactEventTypes).toEqual(['ContactMessageReceived', 'ContactMessageErased']);
  });

  it('receives a message without a company', () => {
    given().when(send()).then([received()]);
  });

  it('trims every field and keeps the company', () => {
    given()
      .when(
        send({
          name: ' Ayesha Khan ',
          email: ' ayesha@example.com ',
          company: ' Acme ',
          message: '\n We would like a pilot. \n',
        }),
      )
      .then([received({ company: 'Acme' })]);
  });

  it('turns a blank company into null', () => {
    given()
      .when(send({ company: '   ' }))
      .then([received()]);
    given()
      .when(send({ company: null }))
      .then([received()]);
  });

  it('requires the name, at most 200 characters', () => {
    given()
      .when(send({ name: ' ' }))
      .thenThrows(new ValidationError('Name is required'));
    given()
      .when(send({ name: 'n'.repeat(201) }))
      .thenThrows(new ValidationError('Name is too long (max 200 characters)'));
  });

  it('requires an e-mail shaped address, at most 320 characters', () => {
    given()
      .when(send({ email: '' }))
      .thenThrows(new ValidationError('Email is required'));
    given()
      .when(send({ email: 'ayesha' }))
      .thenThrows(new ValidationError('Email must be a valid e-mail address'));
    given()
      .when(send({ email: `${'a'.repeat(310)}@example.com` }))
      .thenThrows(new ValidationError('Email is too long (max 320 characters)'));
  });

  it('limits the company to 200 characters', () => {
    given()
      .when(send({ company: 'c'.repeat(201) }))
      .thenThrows(new ValidationError('Company is too long (max 200 characters)'));
  });

  it('requires the message, at most 5000 characters', () => {
    given()
      .when(send({ message: ' \n ' }))
      .thenThrows(new ValidationError('Message is required'));
    given()
      .when(send({ message: 'm'.repeat(5000) }))
      .then([received({ message: 'm'.repeat(5000) })]);
    given()
      .when(send({ message: 'm'.repeat(5001) }))
      .thenThrows(new ValidationError('Message is too long (max 5000 characters)'));
  });

  it('rejects sending twice to the same stream', () => {
    given(received()).when(send()).thenThrows(new IllegalStateError('Contact message already received'));
  });

  it('folds the received message into the state', () => {
    expect(fold([])).toEqual({ status: 'none' });
    expect(fold([received()])).toEqual({ status: 'received', messageId: 'm1', receivedAt: NOW });
  });

  it('erases a received message once; an erased or unknown message is not found', () => {
    const erase: ContactCommand = { type: 'EraseContactMessage', messageId: 'm1', now: NOW };
    const erased: ContactEvent = {
      type: 'ContactMessageErased',
      schemaVersion: 1,
      data: { messageId: 'm1', erasedAt: NOW },
    };
    given(received()).when(erase).then([erased]);
    given(received(), erased).when(erase).thenThrows(new NotFoundError('Contact message not found'));
    given().when(erase).thenThrows(new NotFoundError('Contact message not found'));
    expect(fold([received(), erased])).toEqual({ status: 'erased', messageId: 'm1' });
  });

  it('fails loudly on an event type it does not know', () => {
    const unknown = { type: 'ContactMessageRead', schemaVersion: 1, data: {} } as unknown as ContactEvent;
    expect(() => evolve(initialState(), unknown)).toThrow('Unknown contact event ContactMessageRead');
  });

  it('rejects an unknown command', () => {
    const unknown = { type: 'DeleteContactMessage' } as unknown as ContactCommand;
    given().when(unknown).thenThrows(new ValidationError('Unknown command DeleteContactMessage'));
  });
});
