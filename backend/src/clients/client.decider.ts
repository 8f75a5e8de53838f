// Pure decisions for a client: created once with a name, its details edited (only what changes is
// recorded), archived when the engagement is over and restored. Each refusal of details names the field
// at fault (a JSON Pointer), so the form can show it there.

import { isEmailShaped } from '../common/text-rules';
import { IllegalStateError, NotFoundError, ValidationError, type FieldError } from '../common/errors';
import type { ClientContact, ClientCreated, ClientDetailsChanged, ClientEvent } from './client.events';

export const streamIdFor = (clientId: string): string => `client-${clientId}`;

export const CLIENT_LIMITS = { name: 200, description: 4000, contacts: 20, contactField: 200 } as const;

/** What the API takes: anything, checked here. */
export type ClientInput = { name?: unknown; description?: unknown; contacts?: unknown };

export type CreateClient = { type: 'CreateClient'; clientId: string; details: ClientInput; now: string };
/** Fields left out stay as they are. */
export type EditClient = { type: 'EditClient'; clientId: string; details: ClientInput; now: string };
/** Out of the lists and pickers; its surveys, reports and links keep working. */
export type ArchiveClient = { type: 'ArchiveClient'; clientId: string; now: string };
export type RestoreClient = { type: 'RestoreClient'; clientId: string; now: string };
export type ClientCommand = CreateClient | EditClient | ArchiveClient | RestoreClient;

export type ClientState =
  | { status: 'none' }
  | {
      status: 'created';
      name: string;
      description: string | null;
      contacts: ClientContact[];
      /** When it was archived; null while it is in the lists. */
      archivedAt: string | null;
    };

export const initialState = (): ClientState => ({ status: 'none' });

export function evolve(state: ClientState, event: ClientEvent): ClientState {
  switch (event.type) {
    case 'ClientCreated': {
      const { name, description, contacts } = event.data;
      return { status: 'created', name, description, contacts, archivedAt: null };
    }
    case 'ClientDetailsChanged': {
      if (state.status === 'none') return state;
      const { name, description, contacts } = event.data;
      return {
        ...state,
        ...(name !== undefined ? { name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(contacts !== undefined ? { contacts } : {}),
      };
    }
    case 'ClientArchived':
      return state.status === 'none' ? state : { ...state, archivedAt: event.data.archivedAt };
    case 'ClientRestored':
      return state.status === 'none' ? state : { ...state, archivedAt: null };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown client event ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

// ---- validation: each problem with its pointer, all of them at once ----

type Problems = FieldError[];

function text(value: unknown, pointer: string, label: string, max: number, problems: Problems): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    problems.push({ pointer, detail: `${label} must be text` });
    return null;
  }
  const trimmed = value.trim();
  if ([...trimmed].length > max) problems.push({ pointer, detail: `${label} is too long (max ${max} characters)` });
  return trimmed === '' ? null : trimmed;
}

function contact(value: unknown, index: number, problems: Problems): ClientContact {
  const at = `/contacts/${index}`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ pointer: at, detail: `Contact ${index + 1} must be an object` });
    return { name: '', email: null, phone: null, role: null };
  }
  const v = value as Record<string, unknown>;
  const max = CLIENT_LIMITS.contactField;
  const name = text(v.name, `${at}/name`, `Contact ${index + 1}: name`, max, problems);
  if (name === null) problems.push({ pointer: `${at}/name`, detail: `Contact ${index + 1}: name is required` });
  const email = text(v.email, `${at}/email`, `Contact ${index + 1}: e-mail`, max, problems);
  if (email !== null && !isEmailShaped(email)) {
    problems.push({ pointer: `${at}/email`, detail: `Contact ${index + 1}: e-mail must be an e-mail address` });
  }
  const phone = text(v.phone, `${at}/phone`, `Contact ${index + 1}: phone`, max, problems);
  if (phone !== null && !/^[+\d][\d\s().\-/]{3,39}$/.test(phone)) {
    problems.push({
      pointer: `${at}/phone`,
      detail: `Contact ${index + 1}: phone may hold digits, spaces, + ( ) - . /`,
    });
  }
  const role = text(v.role, `${at}/role`, `Contact ${index + 1}: role`, max, problems);
  return { name: name ?? '', email, phone, role };
}

function contacts(value: unknown, problems: Problems): ClientContact[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push({ pointer: '/contacts', detail: 'Contacts must be a list' });
    return [];
  }
  if (value.length > CLIENT_LIMITS.contacts) {
    problems.push({ pointer: '/contacts', detail: `At most ${CLIENT_LIMITS.contacts} contacts` });
  }
  return value.map((entry, index) => contact(entry, index, problems));
}

function name(value: unknown, problems: Problems): string {
  const checked = text(value, '/name', 'Name', CLIENT_LIMITS.name, problems);
  if (checked === null && !problems.some((p) => p.pointer === '/name')) {
    problems.push({ pointer: '/name', detail: 'Name is required' });
  }
  return checked ?? '';
}

function refuse(problems: Problems): void {
  if (problems.length === 0) return;
  throw new ValidationError(problems.map((p) => p.detail).join('; '), problems);
}

/** The complete details of a new client. */
export function clientDetails(input: ClientInput): Omit<ClientCreated['data'], 'clientId' | 'createdAt'> {
  const problems: Problems = [];
  const details = {
    name: name(input.name, problems),
    description: text(input.description, '/description', 'Description', CLIENT_LIMITS.description, problems),
    contacts: contacts(input.contacts, problems),
  };
  refuse(problems);
  return details;
}

type Changes = Omit<ClientDetailsChanged['data'], 'clientId' | 'changedAt'>;

const sameContacts = (a: ClientContact[], b: ClientContact[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The edited fields that differ from the client's. */
function changedDetails(input: ClientInput, current: Extract<ClientState, { status: 'created' }>): Changes {
  const problems: Problems = [];
  const changes: Changes = {};
  if (input.name !== undefined) {
    const next = name(input.name, problems);
    if (next !== current.name) changes.name = next;
  }
  if (input.description !== undefined) {
    const next = text(input.description, '/description', 'Description', CLIENT_LIMITS.description, problems);
    if (next !== current.description) changes.description = next;
  }
  if (input.contacts !== undefined) {
    const next = contacts(input.contacts, problems);
    if (!sameContacts(next, current.contacts)) changes.contacts = next;
  }
  refuse(problems);
  return changes;
}

function createClient(command: CreateClient, state: ClientState): ClientEvent[] {
  if (state.status !== 'none') throw new IllegalStateError('This client already exists');
  const data = { clientId: command.clientId, ...clientDetails(command.details), createdAt: command.now };
  return [{ type: 'ClientCreated', schemaVersion: 1, data }];
}

/** An edit that changes nothing records nothing. */
function editClient(command: EditClient, state: ClientState): ClientEvent[] {
  if (state.status === 'none') throw new NotFoundError('Client not found');
  const changes = changedDetails(command.details, state);
  if (Object.keys(changes).length === 0) return [];
  const data = { clientId: command.clientId, ...changes, changedAt: command.now };
  return [{ type: 'ClientDetailsChanged', schemaVersion: 1, data }];
}

function archiveClient(command: ArchiveClient, state: ClientState): ClientEvent[] {
  if (state.status === 'none') throw new NotFoundError('Client not found');
  if (state.archivedAt !== null) throw new IllegalStateError('This client is archived already');
  return [{ type: 'ClientArchived', schemaVersion: 1, data: { clientId: command.clientId, archivedAt: command.now } }];
}

function restoreClient(command: RestoreClient, state: ClientState): ClientEvent[] {
  if (state.status === 'none') throw new NotFoundError('Client not found');
  if (state.archivedAt === null) throw new IllegalStateError('This client is not archived');
  return [{ type: 'ClientRestored', schemaVersion: 1, data: { clientId: command.clientId, restoredAt: command.now } }];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: ClientCommand, state: ClientState): ClientEvent[] {
  switch (command.type) {
    case 'CreateClient':
      return createClient(command, state);
    case 'EditClient':
      return editClient(command, state);
    case 'ArchiveClient':
      return archiveClient(command, state);
    case 'RestoreClient':
      return restoreClient(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
