import type { Role } from '../http/roles';
// What an API key may do. Each scope opens a fixed set of existing routes (the routes say which with
// @AllowApiKey); everything else an admin can do stays behind the admin session.

export const API_KEY_SCOPES = ['responses:read', 'surveys:read', 'surveys:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

/** What each role may hand to a key: a viewer only reading, a consultant and an owner everything. */
export const SCOPES_OF_ROLE: Record<Role, readonly ApiKeyScope[]> = {
  viewer: ['responses:read', 'surveys:read'],
  consultant: API_KEY_SCOPES,
  owner: API_KEY_SCOPES,
};

/**
 * The caller behind a request authenticated with an API key (set by the API-key middleware): its scopes
 * cut to what its maker's role allows now, and its maker (null: made by the single admin before users).
 */
export type ApiKeyCaller = {
  keyId: string;
  scopes: readonly ApiKeyScope[];
  userId: string | null;
  username: string | null;
};
