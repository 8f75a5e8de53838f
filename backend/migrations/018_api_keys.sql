-- API keys for scripts (api-keys/). api_keys is a read model of the api-key streams (created, revoked);
-- a request finds its key by the SHA-256 of the key it sent, so the hash is unique and indexed.
CREATE TABLE api_keys (
  id text PRIMARY KEY,
  label text NOT NULL,
  scopes jsonb NOT NULL,
  shown_part text NOT NULL,
  hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- When each key was last used: operational state written by requests, not a fact in the log, so a
-- rebuild of the read models leaves it alone. Written at most once a minute per key.
CREATE TABLE api_key_uses (
  key_id text PRIMARY KEY,
  last_used_at timestamptz NOT NULL
);
