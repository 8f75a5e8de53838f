-- Counters and the rebuild (issue 15): the statement-level triggers of 008 (survey_counts) and 011
-- (drop_off_progress, drop_off_counts) do nothing while a rebuild writes the read models
-- (seedline.rebuilding = 'on', set by backend/src/projections/rebuild.ts for its transaction). Paying
-- them per written batch about doubled the rebuild's writes; instead, once every row is written, the
-- rebuild recounts each table in one pass (survey_counts_recount, drop_off_recount: AFTER_REBUILD_SQL
-- in backend/src/projections/row-change.ts). A recount gives what the triggers give, because the
-- counts are a function of the read-model rows alone.
--
-- For that to hold for survey_counts too, a count row whose responses were all erased is now deleted
-- (as drop_off_counts deletes a count that falls to 0): a fresh count has no row for it either. Reading
-- takes a missing row as 0 (surveys.queries.ts), so nothing shown changes.

CREATE OR REPLACE FUNCTION survey_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A rebuild replays starts that were accepted when they happened: neither counted nor checked here.
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO survey_counts AS c (survey_id, started_count, completed_count)
  SELECT survey_id, count(*), count(completed_at) FROM survey_counts_new GROUP BY survey_id ORDER BY survey_id
  ON CONFLICT (survey_id) DO UPDATE SET
    started_count = c.started_count + EXCLUDED.started_count,
    completed_count = c.completed_count + EXCLUDED.completed_count;
  -- A response cap holds exactly: concurrent starts wait on the counter row above, so the count read here
  -- includes every start committed before. Past the cap, the start fails (SQLSTATE SLCAP; the API answers
  -- 409).
  IF EXISTS (
    SELECT 1 FROM survey_counts c JOIN surveys s ON s.id = c.survey_id
    WHERE c.survey_id IN (SELECT survey_id FROM survey_counts_new)
      AND s.response_cap IS NOT NULL AND c.started_count > s.response_cap
  ) THEN
    RAISE EXCEPTION 'This survey has reached its response limit.' USING ERRCODE = 'SLCAP';
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION survey_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO survey_counts AS c (survey_id, started_count, completed_count)
  SELECT survey_id, sum(started), sum(completed) FROM (
    SELECT survey_id, 1 AS started, (completed_at IS NOT NULL)::int AS completed FROM survey_counts_new
    UNION ALL
    SELECT survey_id, -1, -(completed_at IS NOT NULL)::int FROM survey_counts_old
  ) AS change
  GROUP BY survey_id HAVING sum(started) <> 0 OR sum(completed) <> 0 ORDER BY survey_id
  ON CONFLICT (survey_id) DO UPDATE SET
    started_count = c.started_count + EXCLUDED.started_count,
    completed_count = c.completed_count + EXCLUDED.completed_count;
  DELETE FROM survey_counts
  WHERE survey_id IN (SELECT survey_id FROM survey_counts_old) AND started_count = 0 AND completed_count = 0;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION survey_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE survey_counts AS c SET
    started_count = c.started_count - gone.started,
    completed_count = c.completed_count - gone.completed
  FROM (
    SELECT survey_id, count(*) AS started, count(completed_at) AS completed FROM survey_counts_old GROUP BY survey_id
  ) AS gone
  WHERE c.survey_id = gone.survey_id;
  DELETE FROM survey_counts
  WHERE survey_id IN (SELECT survey_id FROM survey_counts_old) AND started_count = 0 AND completed_count = 0;
  RETURN NULL;
END $$;

-- survey_counts from the responses rows, as the triggers count them.
CREATE FUNCTION survey_counts_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM survey_counts;
  INSERT INTO survey_counts (survey_id, started_count, completed_count)
  SELECT survey_id, count(*), count(completed_at) FROM responses GROUP BY survey_id;
END $$;

-- Rows left by the triggers before this migration.
DELETE FROM survey_counts WHERE started_count = 0 AND completed_count = 0;

-- The drop-off triggers: unchanged but for the early return.
CREATE OR REPLACE FUNCTION drop_off_responses_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_responses_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_refresh(ARRAY(
    SELECT id FROM (
      (SELECT id, survey_id, survey_mode, language, completed_at IS NULL FROM new_rows
       EXCEPT SELECT id, survey_id, survey_mode, language, completed_at IS NULL FROM old_rows)
      UNION
      (SELECT id, survey_id, survey_mode, language, completed_at IS NULL FROM old_rows
       EXCEPT SELECT id, survey_id, survey_mode, language, completed_at IS NULL FROM new_rows)
    ) AS changed
  ));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_responses_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_refresh(ARRAY(SELECT id FROM old_rows));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_answers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_refresh(ARRAY(SELECT DISTINCT response_id FROM new_rows));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_answers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_refresh(ARRAY(
    SELECT DISTINCT response_id FROM (
      (SELECT response_id, question_id FROM new_rows EXCEPT SELECT response_id, question_id FROM old_rows)
      UNION ALL
      (SELECT response_id, question_id FROM old_rows EXCEPT SELECT response_id, question_id FROM new_rows)
    ) AS changed
  ));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_answers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_refresh(ARRAY(SELECT DISTINCT response_id FROM old_rows));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_questions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_questions_refresh(ARRAY(SELECT id FROM new_rows), ARRAY(SELECT DISTINCT survey_id FROM new_rows));
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_questions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text[];
  surveys text[];
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT id), array_agg(DISTINCT survey_id) INTO moved, surveys FROM (
    (SELECT id, survey_id, "order", created_at FROM new_rows EXCEPT SELECT id, survey_id, "order", created_at FROM old_rows)
    UNION ALL
    (SELECT id, survey_id, "order", created_at FROM old_rows EXCEPT SELECT id, survey_id, "order", created_at FROM new_rows)
  ) AS changed;
  IF moved IS NOT NULL THEN
    PERFORM drop_off_questions_refresh(moved, surveys);
  END IF;
  RETURN NULL;
END;
$$;
CREATE OR REPLACE FUNCTION drop_off_questions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM drop_off_questions_refresh(ARRAY(SELECT id FROM old_rows), ARRAY(SELECT DISTINCT survey_id FROM old_rows));
  RETURN NULL;
END;
$$;

-- drop_off_progress and drop_off_counts from responses, answers and questions in one pass each: per
-- response what drop_off_refresh computes (same definitions, same order of the furthest question), and
-- the counts of those rows (no count of 0 is written, as the triggers delete those).
CREATE FUNCTION drop_off_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM drop_off_counts;
  DELETE FROM drop_off_progress;
  INSERT INTO drop_off_progress (response_id, survey_id, survey_mode, language, completed, answered, stopped_after)
  SELECT r.id, r.survey_id, r.survey_mode, coalesce(r.language, 'none'), r.completed_at IS NOT NULL,
         coalesce(given.answered, '{}'), furthest.question_id
  FROM responses r
  LEFT JOIN (
    SELECT response_id, array_agg(question_id ORDER BY question_id) AS answered FROM answers GROUP BY response_id
  ) AS given ON given.response_id = r.id
  LEFT JOIN (
    SELECT DISTINCT ON (a.response_id) a.response_id, q.id AS question_id
    FROM answers a
    JOIN responses ir ON ir.id = a.response_id AND ir.completed_at IS NULL
    JOIN questions q ON q.id = a.question_id AND q.survey_id = ir.survey_id
    ORDER BY a.response_id, q."order" DESC, q.created_at DESC, q.id DESC
  ) AS furthest ON furthest.response_id = r.id;
  INSERT INTO drop_off_counts (survey_id, metric, question_id, survey_mode, language, n)
  SELECT p.survey_id, m.metric, m.question_id, p.survey_mode, p.language, count(*)
  FROM drop_off_progress p
  CROSS JOIN LATERAL (
    SELECT 'started', ''
    UNION ALL SELECT 'completed', '' WHERE p.completed
    UNION ALL SELECT 'answered', unnest(p.answered)
    UNION ALL SELECT 'stopped_after', p.stopped_after WHERE p.stopped_after IS NOT NULL
  ) AS m (metric, question_id)
  GROUP BY 1, 2, 3, 4, 5;
END;
$$;
