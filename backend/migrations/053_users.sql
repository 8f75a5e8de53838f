-- The team (auth/users/): users is a read model of the user streams. A user name is unique whatever its
-- case; a set-password link is found by its SHA-256, so the hash is unique while it is open.
CREATE TABLE users (
  id text PRIMARY KEY,
  username text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'consultant', 'viewer')),
  status text NOT NULL CHECK (status IN ('invited', 'active', 'deactivated')),
  password_hash text,
  link_hash text,
  link_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  deactivated_at timestamptz
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_link_hash_key ON users (link_hash) WHERE link_hash IS NOT NULL;

-- Who made each API key (null: made by the single admin before users existed, now the first owner).
ALTER TABLE api_keys ADD COLUMN created_by text;
