// Pure decisions for one person on a client's roster: added once (by hand or by an import), edited (only
// what changes is recorded), removed from the roster, and erased. Each refusal of details names the field
// at fault (a JSON Pointer), so the form can show it there.

import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import {
  attributesFrom,
  attributesText,
  givenFields,
  personFields,
  sameAttributes,
  type RosterInput,
  type RosterPersonFields,
  type RosterProblem,
} from './roster-person-fields';
import type { RosterPersonEvent, RosterPersonUpdated } from './roster-person.events';

export const streamIdFor = (personId: string): string => `roster-person-${personId}`;

export type AddRosterPerson = {
  type: 'AddRosterPerson';
  personId: string;
  clientId: string;
  details: RosterInput;
  now: string;
};
/** Fields left out stay as they are; attributes, when given, are replaced whole. */
export type EditRosterPerson = { type: 'EditRosterPerson'; personId: string; details: RosterInput; now: string };
export type RemoveRosterPerson = { type: 'RemoveRosterPerson'; personId: string; now: string };
/** An owner's erasure: the stream's key goes (event store) and the row with it (projection). */
export type EraseRosterPerson = { type: 'EraseRosterPerson'; personId: string; now: string };
export type RosterPersonCommand = AddRosterPerson | EditRosterPerson | RemoveRosterPerson | EraseRosterPerson;

export type RosterPersonState =
  | { status: 'none' }
  | ({ status: 'listed'; personId: string; clientId: string; removedAt: string | null } & RosterPersonFields)
  | { status: 'erased' };
type Listed = Extract<RosterPersonState, { status: 'listed' }>;

export const initialState = (): RosterPersonState => ({ status: 'none' });

export function evolve(state: RosterPersonState, event: RosterPersonEvent): RosterPersonState {
  switch (event.type) {
    case 'RosterPersonAdded': {
      const { personId, clientId, name, email, team, language, attributes } = event.data;
      const fields = { name, email, team, language, attributes: attributesFrom(attributes) };
      return { status: 'listed', personId, clientId, removedAt: null, ...fields };
    }
    case 'RosterPersonUpdated': {
      if (state.status !== 'listed') return state;
      const { name, email, team, language, attributes } = event.data;
      return {
        ...state,
        ...(name !== undefined ? { name } : {}),
        ...(email !== undefined ? { email } : {}),
        ...(team !== undefined ? { team } : {}),
        ...(language !== undefined ? { language } : {}),
        ...(attributes !== undefined ? { attributes: attributesFrom(attributes) } : {}),
      };
    }
    case 'RosterPersonRemoved':
      return state.status === 'listed' ? { ...state, removedAt: event.data.removedAt } : state;
    case 'RosterPersonErased':
      return { status: 'erased' };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown roster event ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

/** All the problems at once, each with its pointer (/name, /email, ...). */
function refuse(problems: RosterProblem[]): void {
  if (problems.length === 0) return;
  const errors = problems.map((p) => ({ pointer: `/${p.field}`, detail: p.detail }));
  throw new ValidationError(errors.map((e) => e.detail).join('; '), errors);
}

function addPerson(command: AddRosterPerson, state: RosterPersonState): RosterPersonEvent[] {
  if (state.status !== 'none') throw new IllegalStateError('This person is on the roster already');
  const { fields, problems } = personFields(command.details);
  refuse(problems);
  const { personId, clientId, now } = command;
  const data = { personId, clientId, ...fields, attributes: attributesText(fields.attributes), addedAt: now };
  return [{ type: 'RosterPersonAdded', schemaVersion: 1, data }];
}

function listedOrRefuse(state: RosterPersonState): Listed {
  if (state.status !== 'listed') throw new NotFoundError('Person not found');
  if (state.removedAt !== null) throw new IllegalStateError('This person was removed from the roster');
  return state;
}

type Changes = Omit<RosterPersonUpdated['data'], 'personId' | 'changedAt'>;

/** The given fields that differ from the person's; an e-mail differing only in case is the same one. */
function changesOf(fields: Partial<RosterPersonFields>, current: Listed): Changes {
  const changes: Changes = {};
  if (fields.name !== undefined && fields.name !== current.name) changes.name = fields.name;
  if (fields.email !== undefined && fields.email.toLowerCase() !== current.email.toLowerCase()) {
    changes.email = fields.email;
  }
  if (fields.team !== undefined && fields.team !== current.team) changes.team = fields.team;
  if (fields.language !== undefined && fields.language !== current.language) changes.language = fields.language;
  if (fields.attributes !== undefined && !sameAttributes(fields.attributes, current.attributes)) {
    changes.attributes = attributesText(fields.attributes);
  }
  return changes;
}

/** An edit that changes nothing records nothing. */
function editPerson(command: EditRosterPerson, state: RosterPersonState): RosterPersonEvent[] {
  const current = listedOrRefuse(state);
  const { fields, problems } = givenFields(command.details);
  refuse(problems);
  const changes = changesOf(fields, current);
  if (Object.keys(changes).length === 0) return [];
  const data = { personId: command.personId, ...changes, changedAt: command.now };
  return [{ type: 'RosterPersonUpdated', schemaVersion: 1, data }];
}

function removePerson(command: RemoveRosterPerson, state: RosterPersonState): RosterPersonEvent[] {
  if (state.status !== 'listed') throw new NotFoundError('Person not found');
  if (state.removedAt !== null) throw new IllegalStateError('This person was removed from the roster already');
  return [
    { type: 'RosterPersonRemoved', schemaVersion: 1, data: { personId: command.personId, removedAt: command.now } },
  ];
}

/** On the roster or removed from it, a person may be erased, once. */
function erasePerson(command: EraseRosterPerson, state: RosterPersonState): RosterPersonEvent[] {
  if (state.status !== 'listed') throw new NotFoundError('Person not found (or erased already)');
  return [
    { type: 'RosterPersonErased', schemaVersion: 1, data: { personId: command.personId, erasedAt: command.now } },
  ];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: RosterPersonCommand, state: RosterPersonState): RosterPersonEvent[] {
  switch (command.type) {
    case 'AddRosterPerson':
      return addPerson(command, state);
    case 'EditRosterPerson':
      return editPerson(command, state);
    case 'RemoveRosterPerson':
      return removePerson(command, state);
    case 'EraseRosterPerson':
      return erasePerson(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
