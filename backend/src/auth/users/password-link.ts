import { createHash, randomBytes } from 'node:crypto';

// A single-use link to set a password: 256 random bits in the URL's fragment (#), which browsers never send
// to a server, so no access log or proxy keeps it; only its SHA-256 is stored.

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 24 * 60 * 60 * 1000;
/** The frontend's page that reads the token from the fragment and asks for a password. */
export const SET_PASSWORD_PATH = '/admin/set-password';

export const newLinkToken = (): string => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const linkPathFor = (token: string): string => `${SET_PASSWORD_PATH}#${token}`;
