// Pure decisions for a client link: made once for a survey, viewed while open (not revoked, not expired),
// revoked once. A view of a closed link is refused as gone (410), so no view of it is ever recorded.

import { GoneError, IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { requiredText } from '../common/text-rules';
import {
  CLIENT_LINK_LANGUAGES,
  type ClientLinkCreated,
  type ClientLinkEvent,
  type ClientLinkLanguage,
  type ClientLinkRevoked,
  type ClientLinkViewed,
} from './client-link.events';

export const streamIdFor = (linkId: string): string => `client-link-${linkId}`;

export const CLIENT_LINK_LIMITS = {
  clientName: 200,
  /** The smallest group a link may show: below 3, "anonymous" would mean nothing. */
  minGroupSizeFloor: 3,
  minGroupSizeCeiling: 100,
  defaultMinGroupSize: 5,
  passcodeMin: 4,
  passcodeMax: 100,
  maxLifetimeDays: 366,
} as const;

export const LINK_REVOKED_MESSAGE = 'This link has been revoked.';
export const LINK_EXPIRED_MESSAGE = 'This link has expired.';

/** The token and the passcode are made and hashed outside (random, slow hash): the command carries the hashes. */
export type CreateClientLink = {
  type: 'CreateClientLink';
  linkId: string;
  surveyId: string;
  tokenHash: string;
  clientName: string;
  expiresAt: string;
  passcodeHash: string | null;
  minGroupSize: number;
  freeText: boolean;
  language: string;
  now: string;
  createdBy: string | null;
};
export type RevokeClientLink = { type: 'RevokeClientLink'; linkId: string; now: string };
export type RecordClientLinkView = { type: 'RecordClientLinkView'; linkId: string; now: string };
export type ClientLinkCommand = CreateClientLink | RevokeClientLink | RecordClientLinkView;

export type ClientLinkState = { status: 'none' } | { status: 'open' | 'revoked'; surveyId: string; expiresAt: string };

export const initialState = (): ClientLinkState => ({ status: 'none' });

export function evolve(state: ClientLinkState, event: ClientLinkEvent): ClientLinkState {
  switch (event.type) {
    case 'ClientLinkCreated':
      return { status: 'open', surveyId: event.data.surveyId, expiresAt: event.data.expiresAt };
    case 'ClientLinkRevoked':
      return state.status === 'none' ? state : { ...state, status: 'revoked' };
    case 'ClientLinkViewed':
      return state;
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown client link event ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

/** Whether a link made to expire at `expiresAt` is past it at `now`. */
export const isExpired = (expiresAt: string, now: string): boolean => Date.parse(now) >= Date.parse(expiresAt);

function checkedMinGroupSize(value: number): number {
  const { minGroupSizeFloor: floor, minGroupSizeCeiling: ceiling } = CLIENT_LINK_LIMITS;
  if (!Number.isInteger(value) || value < floor || value > ceiling) {
    throw new ValidationError(`The minimum group size is a whole number from ${floor} to ${ceiling}`);
  }
  return value;
}

function checkedExpiry(expiresAt: string, now: string): string {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) throw new ValidationError('The expiry must be a date and time');
  if (at <= Date.parse(now)) throw new ValidationError('The expiry must be in the future');
  if (at - Date.parse(now) > CLIENT_LINK_LIMITS.maxLifetimeDays * 24 * 60 * 60 * 1000) {
    throw new ValidationError(`A client link expires within ${CLIENT_LINK_LIMITS.maxLifetimeDays} days`);
  }
  return new Date(at).toISOString();
}

function checkedLanguage(value: string): ClientLinkLanguage {
  const found = CLIENT_LINK_LANGUAGES.find((language) => language === value);
  if (!found) throw new ValidationError(`The language is one of ${CLIENT_LINK_LANGUAGES.join(', ')}`);
  return found;
}

function createLink(command: CreateClientLink, state: ClientLinkState): ClientLinkCreated[] {
  if (state.status !== 'none') throw new IllegalStateError('This client link exists already');
  const data: ClientLinkCreated['data'] = {
    linkId: command.linkId,
    surveyId: command.surveyId,
    tokenHash: command.tokenHash,
    clientName: requiredText(command.clientName, { label: 'Client name', max: CLIENT_LINK_LIMITS.clientName }),
    expiresAt: checkedExpiry(command.expiresAt, command.now),
    passcodeHash: command.passcodeHash,
    minGroupSize: checkedMinGroupSize(command.minGroupSize),
    freeText: command.freeText,
    language: checkedLanguage(command.language),
    createdAt: command.now,
    ...(command.createdBy ? { createdBy: command.createdBy } : {}),
  };
  return [{ type: 'ClientLinkCreated', schemaVersion: 1, data }];
}

function revokeLink(command: RevokeClientLink, state: ClientLinkState): ClientLinkRevoked[] {
  if (state.status === 'none') throw new NotFoundError('Client link not found');
  if (state.status === 'revoked') throw new IllegalStateError('This client link is already revoked');
  return [
    {
      type: 'ClientLinkRevoked',
      schemaVersion: 1,
      data: { linkId: command.linkId, surveyId: state.surveyId, revokedAt: command.now },
    },
  ];
}

function recordView(command: RecordClientLinkView, state: ClientLinkState): ClientLinkViewed[] {
  if (state.status === 'none') throw new NotFoundError('Client link not found');
  if (state.status === 'revoked') throw new GoneError(LINK_REVOKED_MESSAGE);
  if (isExpired(state.expiresAt, command.now)) throw new GoneError(LINK_EXPIRED_MESSAGE);
  return [
    {
      type: 'ClientLinkViewed',
      schemaVersion: 1,
      data: { linkId: command.linkId, surveyId: state.surveyId, viewedAt: command.now },
    },
  ];
}

/** Returns the events the command causes, or throws an AppError saying why it was refused. */
export function decide(command: ClientLinkCommand, state: ClientLinkState): ClientLinkEvent[] {
  switch (command.type) {
    case 'CreateClientLink':
      return createLink(command, state);
    case 'RevokeClientLink':
      return revokeLink(command, state);
    case 'RecordClientLinkView':
      return recordView(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
