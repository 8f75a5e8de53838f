-- Read-only client links (client-links/): a read model of the client-link streams. The token is kept as
-- its SHA-256 only (the link is shown once, when made); the passcode, when there is one, as an Argon2id
-- hash like a password. A revoked link keeps its row with revoked_at.
CREATE TABLE client_links (
  id text PRIMARY KEY,
  survey_id text NOT NULL,
  token_hash text NOT NULL,
  client_name text NOT NULL,
  expires_at timestamptz NOT NULL,
  passcode_hash text,
  min_group_size integer NOT NULL DEFAULT 5,
  free_text boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur')),
  created_at timestamptz NOT NULL,
  created_by text,
  revoked_at timestamptz,
  last_viewed_at timestamptz
);
CREATE UNIQUE INDEX client_links_token_hash_key ON client_links (token_hash);
CREATE INDEX client_links_survey_idx ON client_links (survey_id, created_at DESC);
