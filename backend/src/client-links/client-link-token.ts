import { createHash, randomBytes } from 'node:crypto';

// A client link's token: 32 random bytes in base64url (43 characters) in the page's address
// (/client/<token>). Only its SHA-256 is stored: 256 random bits cannot be guessed nor found from the hash,
// so a slow hash would add nothing (api-keys/api-key-token.ts says the same of keys), and the page's
// request finds its link with one indexed lookup.

export const CLIENT_PAGE_PATH = '/client';

export const newClientLinkToken = (random: (size: number) => Buffer = randomBytes): string =>
  random(32).toString('base64url');

export const hashClientLinkToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** What a token looks like; anything else is not looked up. */
export const looksLikeClientLinkToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

export const clientPagePathFor = (token: string): string => `${CLIENT_PAGE_PATH}/${token}`;
