import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { languageOf } from './roster-person-fields';
import {
  decide,
  decider,
  evolve,
  initialState,
  streamIdFor,
  type AddRosterPerson,
  type EditRosterPerson,
} from './roster-person.decider';
import {
  rosterPersonEventFields,
  rosterPersonEventTypes,
  type RosterPersonAdded,
  type RosterPersonErased,
  type RosterPersonRemoved,
  type RosterPersonUpdated,
} from './roster-person.events';

const NOW = '2026-12-01T09:00:00.000Z';
const LATER = '2026-12-02T09:00:00.000Z';
const given = deciderSpec(decider);

const add = (details: AddRosterPerson['details'] = {}): AddRosterPerson => ({
  type: 'AddRosterPerson',
  personId: 'p1',
  clientId: 'c1',
  details: { name: ' عائشہ خان ', email: ' Ayesha@Acme.example ', team: 'Finance', language: 'Urdu', ...details },
  now: NOW,
});
const edit = (details: EditRosterPerson['details']): EditRosterPerson => ({
  type: 'EditRosterPerson',
  personId: 'p1',
  details,
  now: LATER,
});
const added: RosterPersonAdded = {
  type: 'RosterPersonAdded',
  schemaVersion: 1,
  data: {
    personId: 'p1',
    clientId: 'c1',
    name: 'عائشہ خان',
    email: 'Ayesha@Acme.example',
    team: 'Finance',
    language: 'ur',
    attributes: '{}',
    addedAt: NOW,
  },
};
const updated = (data: Partial<RosterPersonUpdated['data']>): RosterPersonUpdated => ({
  type: 'RosterPersonUpdated',
  schemaVersion: 1,
  data: { personId: 'p1', ...data, changedAt: LATER },
});
const removed: RosterPersonRemoved = {
  type: 'RosterPersonRemoved',
  schemaVersion: 1,
  data: { personId: 'p1', removedAt: LATER },
};
const erased: RosterPersonErased = {
  type: 'RosterPersonErased',
  schemaVersion: 1,
  data: { personId: 'p1', erasedAt: LATER },
};

describe('a person on a roster', () => {
  it('has a stream of their own, roster-person-<id>, with personal fields sealed and an erasure', () => {
    expect(streamIdFor('p1')).toBe('roster-person-p1');
    expect(decider).toEqual({ initialState, evolve, decide });
    expect(rosterPersonEventTypes).toEqual([
      'RosterPersonAdded',
      'RosterPersonUpdated',
      'RosterPersonRemoved',
      'RosterPersonErased',
    ]);
    expect(rosterPersonEventFields).toEqual({
      personal: {
        RosterPersonAdded: ['name', 'email', 'attributes'],
        RosterPersonUpdated: ['name', 'email', 'attributes'],
      },
      erasures: ['RosterPersonErased'],
    });
  });

  it('is added once, trimmed, the language as a code, attributes as JSON text', () => {
    given().when(add()).then([added]);
    given()
      .when(add({ team: ' ', language: '', attributes: { Grade: ' B2 ', Site: ' ' } }))
      .then([{ ...added, data: { ...added.data, team: null, language: null, attributes: '{"Grade":"B2"}' } }]);
    given(added).when(add()).thenThrows(new IllegalStateError('This person is on the roster already'));
  });

  it('reads the languages as people write them', () => {
    expect(['en', 'EN', 'English', ' english ', 'ur', 'Urdu', 'URDU', 'اردو'].map(languageOf)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'ur',
      'ur',
      'ur',
      'ur',
    ]);
    expect(languageOf(' ')).toBeNull();
    expect(languageOf('French')).toBeUndefined();
    expect(languageOf('constructor')).toBeUndefined();
  });

  it('refuses bad details with every field at fault named', () => {
    given()
      .when(add({ name: ' ', email: 'nobody', language: 'fr', team: 'x'.repeat(101) }))
      .thenThrows(
        new ValidationError(
          'Name is required; E-mail "nobody" is not an address; Team is too long (max 100 characters); Language "fr" is not known (use en or ur)',
          [
            { pointer: '/name', detail: 'Name is required' },
            { pointer: '/email', detail: 'E-mail "nobody" is not an address' },
            { pointer: '/team', detail: 'Team is too long (max 100 characters)' },
            { pointer: '/language', detail: 'Language "fr" is not known (use en or ur)' },
          ],
        ),
      );
    given()
      .when(add({ email: undefined, attributes: ['B2'] }))
      .thenThrows(
        new ValidationError('E-mail is required; Attributes must be an object of texts', [
          { pointer: '/email', detail: 'E-mail is required' },
          { pointer: '/attributes', detail: 'Attributes must be an object of texts' },
        ]),
      );
  });

  it('records only what an edit changes; an e-mail differing in case is the same; attributes replaced whole', () => {
    given(added)
      .when(edit({ name: 'عائشہ خان', team: 'Audit' }))
      .then([updated({ team: 'Audit' })]);
    given(added)
      .when(edit({ email: 'ayesha@acme.EXAMPLE', language: 'ur' }))
      .then([]);
    given(added)
      .when(edit({ email: 'a.khan@acme.example' }))
      .then([updated({ email: 'a.khan@acme.example' })]);
    given(added)
      .when(edit({ team: null, language: null }))
      .then([updated({ team: null, language: null })]);
    const withGrade = updated({ attributes: '{"Grade":"B2"}' });
    given(added)
      .when(edit({ attributes: { Grade: 'B2' } }))
      .then([withGrade]);
    given(added, withGrade)
      .when(edit({ attributes: { Grade: 'B2' } }))
      .then([]);
    given(added, withGrade)
      .when(edit({ attributes: {} }))
      .then([updated({ attributes: '{}' })]);
    given(added)
      .when(edit({ name: '' }))
      .thenThrows(new ValidationError('Name is required', [{ pointer: '/name', detail: 'Name is required' }]));
  });

  it('is removed once; a removed person is not edited, but may be erased', () => {
    const remove = { type: 'RemoveRosterPerson', personId: 'p1', now: LATER } as const;
    given(added).when(remove).then([removed]);
    given(added, removed)
      .when(remove)
      .thenThrows(new IllegalStateError('This person was removed from the roster already'));
    given(added, removed)
      .when(edit({ team: 'Audit' }))
      .thenThrows(new IllegalStateError('This person was removed from the roster'));
    given().when(remove).thenThrows(new NotFoundError('Person not found'));
    given(added, removed).when({ type: 'EraseRosterPerson', personId: 'p1', now: LATER }).then([erased]);
  });

  it('is erased once, and nothing can be done to them after', () => {
    const erase = { type: 'EraseRosterPerson', personId: 'p1', now: LATER } as const;
    given(added, updated({ team: 'Audit' }))
      .when(erase)
      .then([erased]);
    given(added, erased).when(erase).thenThrows(new NotFoundError('Person not found (or erased already)'));
    given().when(erase).thenThrows(new NotFoundError('Person not found (or erased already)'));
    given(added, erased)
      .when(edit({ team: 'Audit' }))
      .thenThrows(new NotFoundError('Person not found'));
    given(added, erased).when(add()).thenThrows(new IllegalStateError('This person is on the roster already'));
  });

  it('reads an erased stream’s sealed fields as nothing: no attributes from the redaction marker', () => {
    const state = evolve(initialState(), { ...added, data: { ...added.data, attributes: '[erased]' } });
    expect(state).toMatchObject({ status: 'listed', attributes: {} });
  });
});
