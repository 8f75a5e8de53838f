// What an API key may do. Each scope opens a fixed set of existing routes (the routes say which with
// @AllowApiKey); everything else an admin can do stays behind the admin session.

export const API_KEY_SCOPES = ['responses:read', 'surveys:read', 'surveys:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

/** The caller behind a request authenticated with an API key (set by the API-key middleware). */
export type ApiKeyCaller = { keyId: string; scopes: readonly ApiKeyScope[] };
