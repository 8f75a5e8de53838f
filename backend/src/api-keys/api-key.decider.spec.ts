import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { decider, type CreateApiKey } from './api-key.decider';
import type { ApiKeyCreated, ApiKeyRevoked } from './api-key.events';

const NOW = '2026-11-26T10:00:00.000Z';
const given = deciderSpec(decider);

const create = (overrides: Partial<CreateApiKey> = {}): CreateApiKey => ({
  type: 'CreateApiKey',
  keyId: 'k1',
  label: '  Nightly export  ',
  scopes: ['surveys:read', 'responses:read'],
  shownPart: 'seedline_AbC123',
  hash: 'ab'.repeat(32),
  createdBy: null,
  now: NOW,
  ...overrides,
});

const created: ApiKeyCreated = {
  type: 'ApiKeyCreated',
  schemaVersion: 1,
  data: {
    keyId: 'k1',
    label: 'Nightly export',
    scopes: ['responses:read', 'surveys:read'],
    shownPart: 'seedline_AbC123',
    hash: 'ab'.repeat(32),
    createdAt: NOW,
  },
};

const revoked: ApiKeyRevoked = { type: 'ApiKeyRevoked', schemaVersion: 1, data: { keyId: 'k1', revokedAt: NOW } };

describe('API key decider', () => {
  it('makes a key with a trimmed label and its scopes in one order', () => {
    given().when(create()).then([created]);
  });

  it('refuses a key without scopes, with an unknown scope, or without a label', () => {
    given()
      .when(create({ scopes: [] }))
      .thenThrows(new ValidationError('Choose at least one scope'));
    given()
      .when(create({ scopes: ['surveys:read', 'responses:erase'] }))
      .thenThrows(new ValidationError('Unknown scope responses:erase'));
    given()
      .when(create({ label: '   ' }))
      .thenThrows(new ValidationError('Label is required'));
  });

  it('keeps each scope once', () => {
    const [event] = decider.decide(create({ scopes: ['surveys:write', 'surveys:write'] }), decider.initialState());
    expect(event?.type === 'ApiKeyCreated' && event.data.scopes).toEqual(['surveys:write']);
  });

  it('revokes a key once', () => {
    given(created).when({ type: 'RevokeApiKey', keyId: 'k1', now: NOW }).then([revoked]);
    given(created, revoked)
      .when({ type: 'RevokeApiKey', keyId: 'k1', now: NOW })
      .thenThrows(new IllegalStateError('This API key is already revoked'));
    given().when({ type: 'RevokeApiKey', keyId: 'k1', now: NOW }).thenThrows(new NotFoundError('API key not found'));
  });
});
