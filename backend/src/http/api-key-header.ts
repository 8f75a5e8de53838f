// How a request presents an API key: `Authorization: Bearer seedline_...`. Other bearer tokens (the
// metrics token) are not API keys and pass untouched.

export const API_KEY_PREFIX = 'seedline_';

/** `seedline_` and 32 random bytes in base64url. */
const KEY_SHAPE = /^seedline_[\w-]{43}$/;

/** Whether a string has the shape of one of our keys (a cheap check before any lookup). */
export const looksLikeApiKey = (value: string): boolean => KEY_SHAPE.test(value);

type Headers = Record<string, string | string[] | undefined>;

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The API key in the Authorization header, or null when the request presents none. */
export function presentedApiKey(headers: Headers): string | null {
  const value = headers.authorization;
  const header = Array.isArray(value) ? value[0] : value;
  const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

// Names scripts commonly put an API key under in a URL. (Not `token` or `key`: other links use those.)
const KEY_PARAMETERS = new Set(['access_token', 'api_key', 'apikey', 'api-key']);

/** Whether a query string carries something that is, or is meant as, an API key. */
export function queryCarriesApiKey(search: string): boolean {
  for (const [name, value] of new URLSearchParams(search)) {
    if (looksLikeApiKey(value)) return true;
    if (KEY_PARAMETERS.has(name.toLowerCase()) && value !== '') return true;
  }
  return false;
}
