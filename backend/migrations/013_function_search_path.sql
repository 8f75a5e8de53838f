-- Every function of the schema (the triggers' and the counters') names its tables unqualified, so it
-- runs with the search_path of whoever writes: pg_restore (search_path empty) or a session on another
-- schema would not find them ("relation live_feed_watchers does not exist" restoring a dump of the
-- log). Each function now carries the schema it was created in. A migration that creates or replaces a
-- function adds `SET search_path FROM CURRENT` to it (CREATE OR REPLACE drops this setting).
DO $$
DECLARE
  fn regprocedure;
BEGIN
  FOR fn IN
    SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f'
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET search_path = %I', fn, current_schema());
  END LOOP;
END;
$$;
