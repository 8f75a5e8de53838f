import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import {
  decide,
  decider,
  evolve,
  initialState,
  streamIdFor,
  type ArchiveClient,
  type CreateClient,
  type EditClient,
  type RestoreClient,
} from './client.decider';
import {
  clientEventTypes,
  type ClientArchived,
  type ClientCreated,
  type ClientDetailsChanged,
  type ClientRestored,
} from './client.events';

const NOW = '2026-11-29T10:00:00.000Z';
const LATER = '2026-11-29T11:00:00.000Z';
const END = '2027-03-01T09:00:00.000Z';
const BACK = '2027-06-01T09:00:00.000Z';
const given = deciderSpec(decider);

const ayesha = { name: 'Ayesha Khan', email: 'ayesha@acme.example', phone: '+92 300 1234567', role: 'HR lead' };
const create = (details: CreateClient['details'] = {}): CreateClient => ({
  type: 'CreateClient',
  clientId: 'c1',
  details: {
    name: ' Acme Textiles ',
    description: ' A mill in Faisalabad, 400 staff. ',
    contacts: [ayesha],
    ...details,
  },
  now: NOW,
});
const edit = (details: EditClient['details']): EditClient => ({
  type: 'EditClient',
  clientId: 'c1',
  details,
  now: LATER,
});
const created: ClientCreated = {
  type: 'ClientCreated',
  schemaVersion: 1,
  data: {
    clientId: 'c1',
    name: 'Acme Textiles',
    description: 'A mill in Faisalabad, 400 staff.',
    contacts: [ayesha],
    createdAt: NOW,
  },
};
const changed = (data: Partial<ClientDetailsChanged['data']>): ClientDetailsChanged => ({
  type: 'ClientDetailsChanged',
  schemaVersion: 1,
  data: { clientId: 'c1', ...data, changedAt: LATER },
});

const archive: ArchiveClient = { type: 'ArchiveClient', clientId: 'c1', now: END };
const restore: RestoreClient = { type: 'RestoreClient', clientId: 'c1', now: BACK };
const archived: ClientArchived = {
  type: 'ClientArchived',
  schemaVersion: 1,
  data: { clientId: 'c1', archivedAt: END },
};
const restored: ClientRestored = {
  type: 'ClientRestored',
  schemaVersion: 1,
  data: { clientId: 'c1', restoredAt: BACK },
};

describe('a client', () => {
  it('names streams client-<id> and lists its events', () => {
    expect(streamIdFor('c1')).toBe('client-c1');
    expect(decider).toEqual({ initialState, evolve, decide });
    expect(clientEventTypes).toEqual(['ClientCreated', 'ClientDetailsChanged', 'ClientArchived', 'ClientRestored']);
  });

  it('is recorded once with its name, description and contacts, trimmed', () => {
    given().when(create()).then([created]);
    given(created).when(create()).thenThrows(new IllegalStateError('This client already exists'));
  });

  it('needs only a name: no description and no contacts read as null and []', () => {
    given()
      .when(create({ description: '  ', contacts: undefined }))
      .then([{ ...created, data: { ...created.data, description: null, contacts: [] } }]);
  });

  it('keeps a contact with only a name; blank fields are null', () => {
    given()
      .when(create({ contacts: [{ name: 'Bilal', email: ' ', phone: null }] }))
      .then([
        { ...created, data: { ...created.data, contacts: [{ name: 'Bilal', email: null, phone: null, role: null }] } },
      ]);
  });

  it('refuses bad details with every field at fault named', () => {
    const refused = create({ name: ' ', contacts: [{ email: 'not-an-address', phone: 'call me' }] });
    given()
      .when(refused)
      .thenThrows(
        new ValidationError(
          'Name is required; Contact 1: name is required; Contact 1: e-mail must be an e-mail address; Contact 1: phone may hold digits, spaces, + ( ) - . /',
          [
            { pointer: '/name', detail: 'Name is required' },
            { pointer: '/contacts/0/name', detail: 'Contact 1: name is required' },
            { pointer: '/contacts/0/email', detail: 'Contact 1: e-mail must be an e-mail address' },
            { pointer: '/contacts/0/phone', detail: 'Contact 1: phone may hold digits, spaces, + ( ) - . /' },
          ],
        ),
      );
  });

  it('limits the name and the number of contacts', () => {
    given()
      .when(create({ name: 'x'.repeat(201) }))
      .thenThrows(
        new ValidationError('Name is too long (max 200 characters)', [
          { pointer: '/name', detail: 'Name is too long (max 200 characters)' },
        ]),
      );
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `P${i}` }));
    given()
      .when(create({ contacts: many }))
      .thenThrows(
        new ValidationError('At most 20 contacts', [{ pointer: '/contacts', detail: 'At most 20 contacts' }]),
      );
  });

  it('records only what an edit changes; contacts are replaced whole', () => {
    given(created)
      .when(edit({ name: 'Acme Textiles', description: 'Now 450 staff.' }))
      .then([changed({ description: 'Now 450 staff.' })]);
    given(created)
      .when(edit({ contacts: [] }))
      .then([changed({ contacts: [] })]);
    given(created)
      .when(edit({ name: ' Acme Textiles ', contacts: [ayesha] }))
      .then([]);
  });

  it('folds an edit over the details', () => {
    const state = [created, changed({ name: 'Acme Mills', contacts: [] })].reduce(evolve, initialState());
    expect(state).toEqual({
      status: 'created',
      name: 'Acme Mills',
      description: created.data.description,
      contacts: [],
      archivedAt: null,
    });
  });

  it('cannot edit a client that was never recorded, nor blank its name', () => {
    given()
      .when(edit({ name: 'X' }))
      .thenThrows(new NotFoundError('Client not found'));
    given(created)
      .when(edit({ name: '' }))
      .thenThrows(new ValidationError('Name is required', [{ pointer: '/name', detail: 'Name is required' }]));
  });

  it('is archived when its engagement is over, and restored', () => {
    given(created).when(archive).then([archived]);
    given(created, archived).when(restore).then([restored]);
    // Archived again after a restore: a new archiving, with its own time.
    given(created, archived, restored)
      .when({ ...archive, now: LATER })
      .then([{ ...archived, data: { clientId: 'c1', archivedAt: LATER } }]);
  });

  it('folds the archiving into its state', () => {
    expect([created, archived].reduce(evolve, initialState())).toMatchObject({ archivedAt: END });
    expect([created, archived, restored].reduce(evolve, initialState())).toMatchObject({ archivedAt: null });
  });

  it('refuses archiving an archived client and restoring one that is not archived (409)', () => {
    given(created, archived).when(archive).thenThrows(new IllegalStateError('This client is archived already'));
    given(created).when(restore).thenThrows(new IllegalStateError('This client is not archived'));
    given(created, archived, restored).when(restore).thenThrows(new IllegalStateError('This client is not archived'));
  });

  it('cannot archive or restore a client that was never recorded (404)', () => {
    given().when(archive).thenThrows(new NotFoundError('Client not found'));
    given().when(restore).thenThrows(new NotFoundError('Client not found'));
  });

  it('keeps its details editable while archived', () => {
    given(created, archived)
      .when(edit({ description: 'Engagement closed in March.' }))
      .then([changed({ description: 'Engagement closed in March.' })]);
  });
});
