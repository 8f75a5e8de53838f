import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../http/api-key-header';

// An API key is `seedline_` + 32 random bytes in base64url (43 characters). The prefix lets secret
// scanners (GitHub's, gitleaks) and people recognise a leaked key; the first characters after it are
// shown in the admin's list so keys can be told apart, and are never enough to use one.

const RANDOM_BYTES = 32;
/** How much of a key the list shows: the prefix and the first six random characters. */
export const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

/** A new secret key; only its hash is stored. */
export function newApiKeySecret(random: (size: number) => Buffer = randomBytes): string {
  return API_KEY_PREFIX + random(RANDOM_BYTES).toString('base64url');
}

/** The start of a key the list shows, e.g. `seedline_Xy12Ab`. */
export const shownPartOf = (secret: string): string => secret.slice(0, SHOWN_LENGTH);

/**
 * The stored form of a key: SHA-256, hex. A password needs a slow, salted hash (scrypt here, see
 * auth/password-hash.ts) because people choose guessable ones; a key is 256 random bits, so neither
 * guessing nor a precomputed table can find it from its hash, and a slow hash would only add its cost
 * to every API request. An unsalted fast hash also lets a request find its key with one indexed lookup.
 */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
