// Pure decisions for an API key: made once with a label and scopes, revoked once.

import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { requiredText } from '../common/text-rules';
import { API_KEY_SCOPES, isApiKeyScope, SCOPES_OF_ROLE, type ApiKeyScope, type Role } from '../auth';
import { ForbiddenError } from '../common/errors';
import type { ApiKeyCreated, ApiKeyEvent, ApiKeyRevoked } from './api-key.events';

export const streamIdFor = (keyId: string): string => `api-key-${keyId}`;

export const API_KEY_LABEL_MAX = 100;

/** The secret is made outside (random): the command carries only what is stored of it. */
export type CreateApiKey = {
  type: 'CreateApiKey';
  keyId: string;
  label: string;
  scopes: readonly string[];
  shownPart: string;
  hash: string;
  now: string;
  /** The member making it, and the scopes their role may hand out. */
  createdBy: { userId: string; role: Role } | null;
};

export type RevokeApiKey = { type: 'RevokeApiKey'; keyId: string; now: string };

export type ApiKeyCommand = CreateApiKey | RevokeApiKey;

export type ApiKeyState = { status: 'none' } | { status: 'active' } | { status: 'revoked' };

export const initialState = (): ApiKeyState => ({ status: 'none' });

export function evolve(_state: ApiKeyState, event: ApiKeyEvent): ApiKeyState {
  switch (event.type) {
    case 'ApiKeyCreated':
      return { status: 'active' };
    case 'ApiKeyRevoked':
      return { status: 'revoked' };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown API key event ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

/** At least one scope, each known, each once, in the order API_KEY_SCOPES lists them. */
export function validScopes(scopes: readonly string[]): ApiKeyScope[] {
  const unknown = scopes.filter((scope) => !isApiKeyScope(scope));
  if (unknown.length > 0) throw new ValidationError(`Unknown scope ${unknown.join(', ')}`);
  const chosen = API_KEY_SCOPES.filter((scope) => scopes.includes(scope));
  if (chosen.length === 0) throw new ValidationError('Choose at least one scope');
  return chosen;
}

/** A key can do no more than its maker: a scope beyond their role is refused (403 naming role and scope). */
function withinRole(scopes: ApiKeyScope[], maker: CreateApiKey['createdBy']): ApiKeyScope[] {
  const beyond = maker ? scopes.filter((scope) => !SCOPES_OF_ROLE[maker.role].includes(scope)) : [];
  if (beyond.length > 0) throw new ForbiddenError(`A ${maker!.role} cannot give a key the scope ${beyond.join(', ')}`);
  return scopes;
}

function createApiKey(command: CreateApiKey, state: ApiKeyState): ApiKeyCreated[] {
  if (state.status !== 'none') throw new IllegalStateError('API key already exists');
  return [
    {
      type: 'ApiKeyCreated',
      schemaVersion: 1,
      data: {
        keyId: command.keyId,
        label: requiredText(command.label, { label: 'Label', max: API_KEY_LABEL_MAX }),
        scopes: withinRole(validScopes(command.scopes), command.createdBy),
        shownPart: command.shownPart,
        hash: command.hash,
        createdAt: command.now,
        ...(command.createdBy ? { createdBy: command.createdBy.userId } : {}),
      },
    },
  ];
}

function revokeApiKey(command: RevokeApiKey, state: ApiKeyState): ApiKeyRevoked[] {
  if (state.status === 'none') throw new NotFoundError('API key not found');
  if (state.status === 'revoked') throw new IllegalStateError('This API key is already revoked');
  return [{ type: 'ApiKeyRevoked', schemaVersion: 1, data: { keyId: command.keyId, revokedAt: command.now } }];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: ApiKeyCommand, state: ApiKeyState): ApiKeyEvent[] {
  switch (command.type) {
    case 'CreateApiKey':
      return createApiKey(command, state);
    case 'RevokeApiKey':
      return revokeApiKey(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
