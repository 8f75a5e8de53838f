-- The live feed: an append wakes the API replicas that watch the log (LISTEN seedline_events).
--
-- A statement-level trigger rather than a NOTIFY sent by the append code: it rides on the INSERT the
-- append already makes (no extra round trip on the answer hot path), fires once per append however
-- many events it holds, and covers every writer of the log (bulk loads included). Identical
-- notifications of one transaction fold into one, delivered at commit (never for a rollback).
--
-- NOTIFY is not free: committing a transaction that notified takes a database-wide lock, so
-- concurrent appends commit one at a time (measured: 2-3x fewer appends/s with 8 writers). So the
-- trigger notifies only while some replica has a live stream open (a row in live_feed_watchers that
-- it refreshes); with nobody watching, an append pays one lookup in a tiny table. Listeners read the
-- log itself after the last position they saw (and poll now and then), so nothing rides on the
-- notification but the wake-up; its payload is the schema, so replicas of different schemas on one
-- database ignore each other. On the embedded PGlite the same trigger notifies in-process.
CREATE TABLE live_feed_watchers (
  -- One row per API process with open live streams; a crashed process's row expires.
  id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE FUNCTION events_notify_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM live_feed_watchers WHERE expires_at > now()) THEN
    PERFORM pg_notify('seedline_events', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER events_notify_append
  AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_notify_append();
