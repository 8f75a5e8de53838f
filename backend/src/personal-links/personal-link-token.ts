import { createHash, createHmac } from 'node:crypto';

// A personal link's token and the response it names, both derived with the server's secret:
// - the token is HMAC(secret, link id and nonce): the server can make it again (to show the link for copying,
//   to put it in an invitation or a reminder) without keeping it; the store holds only its SHA-256, to find
//   the link by;
// - the response is HMAC(secret, token): the same person returning on any device reaches the same response,
//   and no table or event says which response is whose. Only someone holding the secret (the server) can go
//   from a person to their response, by deriving it; docs/operations.md says so.

const PURPOSE = { token: 'seedline personal link token', response: 'seedline personal link response' };

const keyFor = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

export function personalLinkToken(secret: string, linkId: string, nonce: string): string {
  return createHmac('sha256', keyFor(secret, PURPOSE.token)).update(`${linkId}.${nonce}`).digest('base64url');
}

export const hashPersonalToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The response a token names: a version-4-shaped UUID from the HMAC, so it looks like every other id. */
export function responseIdForToken(secret: string, token: string): string {
  const bytes = createHmac('sha256', keyFor(secret, PURPOSE.response)).update(token).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One link per person and survey: its id follows from both, so issuing twice (or on two replicas) makes one. */
export const personalLinkIdFor = (surveyId: string, personId: string): string =>
  createHash('sha256').update(`${surveyId}\u0000${personId}`).digest('hex').slice(0, 32);

/** A token's form: 43 base64url characters (256 bits). */
export const isPersonalToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

export const PERSONAL_LINK_PATH = '/i/';
