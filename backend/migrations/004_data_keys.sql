-- Per-stream data keys encrypting the personal fields of the events (crypto-shredding). Each key is
-- wrapped with the key-encryption key from configuration. Deleting a row erases what its stream's
-- events said about a person, while the event log itself stays append-only. Besides the read models,
-- the only table whose rows may be deleted.
CREATE TABLE data_keys (
  stream_id text PRIMARY KEY,
  wrapped_key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
