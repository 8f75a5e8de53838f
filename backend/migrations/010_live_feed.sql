-- The live feed: every append wakes the API replicas that watch the log (LISTEN seedline_events).
-- A statement-level trigger rather than a NOTIFY sent by the append code: it rides on the INSERT the
-- append already makes (no extra round trip on the answer hot path), it fires once per append however
-- many events it holds, and it covers every writer of the log (bulk loads included). Within one
-- transaction Postgres folds identical notifications into one, delivered at commit (never for a
-- rollback). The payload is only the schema, so replicas of different schemas on one database ignore
-- each other; listeners read the log itself after the last position they saw, so nothing rides on
-- the notification but the wake-up. On the embedded PGlite the same trigger notifies in-process.
CREATE FUNCTION events_notify_append() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('seedline_events', TG_TABLE_SCHEMA);
  RETURN NULL;
END;
$$;

CREATE TRIGGER events_notify_append
  AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION events_notify_append();
