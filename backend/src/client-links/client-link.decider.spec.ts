import { GoneError, IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { deciderSpec } from '../testing/decider-spec';
import { decider, LINK_EXPIRED_MESSAGE, LINK_REVOKED_MESSAGE, type CreateClientLink } from './client-link.decider';
import type { ClientLinkCreated, ClientLinkRevoked, ClientLinkViewed } from './client-link.events';

const NOW = '2026-11-26T10:00:00.000Z';
const LATER = '2026-12-26T10:00:00.000Z';
const given = deciderSpec(decider);

const create = (overrides: Partial<CreateClientLink> = {}): CreateClientLink => ({
  type: 'CreateClientLink',
  linkId: 'l1',
  surveyId: 's1',
  tokenHash: 'ab'.repeat(32),
  clientName: '  Indus Foods ',
  expiresAt: LATER,
  passcodeHash: null,
  minGroupSize: 5,
  freeText: false,
  language: 'ur',
  now: NOW,
  createdBy: 'u1',
  ...overrides,
});

const created: ClientLinkCreated = {
  type: 'ClientLinkCreated',
  schemaVersion: 1,
  data: {
    linkId: 'l1',
    surveyId: 's1',
    tokenHash: 'ab'.repeat(32),
    clientName: 'Indus Foods',
    expiresAt: LATER,
    passcodeHash: null,
    minGroupSize: 5,
    freeText: false,
    language: 'ur',
    createdAt: NOW,
    createdBy: 'u1',
  },
};
const revoked: ClientLinkRevoked = {
  type: 'ClientLinkRevoked',
  schemaVersion: 1,
  data: { linkId: 'l1', surveyId: 's1', revokedAt: NOW },
};
const viewed = (at: string): ClientLinkViewed => ({
  type: 'ClientLinkViewed',
  schemaVersion: 1,
  data: { linkId: 'l1', surveyId: 's1', viewedAt: at },
});
const view = (now: string) => ({ type: 'RecordClientLinkView' as const, linkId: 'l1', now });

describe('client link decider', () => {
  it('makes a link with a trimmed client name, its floor and language', () => {
    given().when(create()).then([created]);
  });

  it('refuses an expiry in the past, a floor under 3, an unknown language and a blank client name', () => {
    given()
      .when(create({ expiresAt: '2026-11-25T10:00:00.000Z' }))
      .thenThrows(new ValidationError('The expiry must be in the future'));
    given()
      .when(create({ minGroupSize: 2 }))
      .thenThrows(new ValidationError('The minimum group size is a whole number from 3 to 100'));
    given()
      .when(create({ language: 'fr' }))
      .thenThrows(new ValidationError('The language is one of en, ur'));
    given()
      .when(create({ clientName: ' ' }))
      .thenThrows(new ValidationError('Client name is required'));
  });

  it('records a view while open, and refuses one as gone once revoked or expired', () => {
    given(created)
      .when(view(NOW))
      .then([viewed(NOW)]);
    given(created, revoked).when(view(NOW)).thenThrows(new GoneError(LINK_REVOKED_MESSAGE));
    given(created).when(view(LATER)).thenThrows(new GoneError(LINK_EXPIRED_MESSAGE));
    given().when(view(NOW)).thenThrows(new NotFoundError('Client link not found'));
  });

  it('revokes a link once', () => {
    const revoke = { type: 'RevokeClientLink' as const, linkId: 'l1', now: NOW };
    given(created, viewed(NOW)).when(revoke).then([revoked]);
    given(created, revoked).when(revoke).thenThrows(new IllegalStateError('This client link is already revoked'));
  });
});
