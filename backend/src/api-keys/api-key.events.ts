import type { ApiKeyScope } from '../auth';

// Facts of an API-key stream (`api-key-<id>`): a key made by the admin, and its revocation. Use is no
// fact: when a key was last used is kept beside the read model (api_key_uses), not in the log.

export type ApiKeyCreated = {
  type: 'ApiKeyCreated';
  schemaVersion: 1;
  data: {
    keyId: string;
    label: string;
    scopes: ApiKeyScope[];
    /** The start of the key the list shows (`seedline_` and six characters). */
    shownPart: string;
    /** SHA-256 of the whole key, hex: the key itself is never stored (api-key-token.ts says why this hash). */
    hash: string;
    createdAt: string;
    /** The member who made it (absent on keys made by the single admin before users existed). */
    createdBy?: string;
  };
};

export type ApiKeyRevoked = {
  type: 'ApiKeyRevoked';
  schemaVersion: 1;
  data: { keyId: string; revokedAt: string };
};

export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;
export type ApiKeyEventType = ApiKeyEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ApiKeyEventType, true> = { ApiKeyCreated: true, ApiKeyRevoked: true };
export const apiKeyEventTypes = Object.keys(listed) as ApiKeyEventType[];
