-- Drop-off read model: how far respondents of each survey got, by mode and language.
--
-- Kept by statement-level triggers on the read models the response projection writes (responses,
-- answers) and on questions (whose order says which answer is the furthest). A pure projection
-- cannot keep counters; these triggers keep them in the append's transaction instead, so reading
-- the counts never scans responses.
--
-- Each trigger recomputes the affected responses' progress from the tables as they are now
-- (drop_off_refresh), takes away what those responses counted before and adds what they count now.
-- The counts are therefore a function of the read-model rows alone, whatever order the rows arrive
-- in: the live projection (log order) and the bulk rebuild (rows merged and grouped per table) give
-- the same counts. An answer written again (a revision: an upsert that updates) changes no count; an
-- erasure deletes the rows and takes their counts away. A rebuild truncates both tables with the
-- other read models (READ_MODEL_TABLES) and the triggers fill them again.
--
-- Definitions (also in the API description of GET /api/surveys/{id}/drop-off):
--   started        a response exists;
--   answered q     the response holds an answer to q (revisions count once);
--   completed      the response is completed;
--   stopped_after  for a response not completed: its furthest answered question (greatest order,
--                  then created_at, then id: the questions' display order);
--   reached q      completed, or answered q or a question after it (= completed + the stopped_after
--                  counts of q and every later question, summed when read).

-- One row per response: what it counts for. The language of a response without one is 'none'.
CREATE TABLE drop_off_progress (
  response_id text PRIMARY KEY,
  survey_id text NOT NULL,
  survey_mode text NOT NULL,
  language text NOT NULL,
  completed boolean NOT NULL,
  answered text[] NOT NULL,
  stopped_after text
);

-- The counts: metric 'started' and 'completed' (question_id ''), 'answered' and 'stopped_after'
-- (per question). A count that falls to 0 is deleted, so the rows equal a fresh count's.
CREATE TABLE drop_off_counts (
  survey_id text NOT NULL,
  metric text NOT NULL,
  question_id text NOT NULL,
  survey_mode text NOT NULL,
  language text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (survey_id, metric, question_id, survey_mode, language)
);
CREATE INDEX drop_off_counts_zero_idx ON drop_off_counts (survey_id) WHERE n = 0;

CREATE FUNCTION drop_off_refresh(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  WITH old AS (
    SELECT * FROM drop_off_progress WHERE response_id = ANY (ids)
  ), fresh AS (
    SELECT r.id AS response_id, r.survey_id, r.survey_mode, coalesce(r.language, 'none') AS language,
           r.completed_at IS NOT NULL AS completed,
           coalesce(
             (SELECT array_agg(a.question_id ORDER BY a.question_id) FROM answers a WHERE a.response_id = r.id),
             '{}'
           ) AS answered,
           CASE WHEN r.completed_at IS NULL THEN (
             SELECT q.id FROM answers a JOIN questions q ON q.id = a.question_id AND q.survey_id = r.survey_id
             WHERE a.response_id = r.id
             ORDER BY q."order" DESC, q.created_at DESC, q.id DESC LIMIT 1
           ) END AS stopped_after
    FROM responses r WHERE r.id = ANY (ids)
  ), gone AS (
    DELETE FROM drop_off_progress p
    WHERE p.response_id = ANY (ids) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.response_id = p.response_id)
  ), kept AS (
    INSERT INTO drop_off_progress (response_id, survey_id, survey_mode, language, completed, answered, stopped_after)
    SELECT response_id, survey_id, survey_mode, language, completed, answered, stopped_after FROM fresh
    ON CONFLICT (response_id) DO UPDATE SET
      survey_id = EXCLUDED.survey_id, survey_mode = EXCLUDED.survey_mode, language = EXCLUDED.language,
      completed = EXCLUDED.completed, answered = EXCLUDED.answered, stopped_after = EXCLUDED.stopped_after
  ), signed AS (
    SELECT old.*, -1 AS sign FROM old
    UNION ALL
    SELECT fresh.*, 1 AS sign FROM fresh
  ), delta AS (
    SELECT s.survey_id, m.metric, m.question_id, s.survey_mode, s.language, sum(s.sign) AS n
    FROM signed s
    CROSS JOIN LATERAL (
      SELECT 'started', ''
      UNION ALL SELECT 'completed', '' WHERE s.completed
      UNION ALL SELECT 'answered', unnest(s.answered)
      UNION ALL SELECT 'stopped_after', s.stopped_after WHERE s.stopped_after IS NOT NULL
    ) AS m (metric, question_id)
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(s.sign) <> 0
  )
  -- In key order, so concurrent appends lock the count rows in one order.
  INSERT INTO drop_off_counts (survey_id, metric, question_id, survey_mode, language, n)
  SELECT survey_id, metric, question_id, survey_mode, language, n FROM delta ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (survey_id, metric, question_id, survey_mode, language)
    DO UPDATE SET n = drop_off_counts.n + EXCLUDED.n;
  DELETE FROM drop_off_counts WHERE n = 0;
END;
$$;

-- responses: a start, a completion, an erasure (an update that changes none of these counts nothing).
CREATE FUNCTION drop_off_responses_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_off_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
CREATE FUNCTION drop_off_responses_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE FUNCTION drop_off_responses_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_off_refresh(ARRAY(SELECT id FROM old_rows));
  RETURN NULL;
END;
$$;
CREATE TRIGGER drop_off_responses_insert AFTER INSERT ON responses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_responses_inserted();
CREATE TRIGGER drop_off_responses_update AFTER UPDATE ON responses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_responses_updated();
CREATE TRIGGER drop_off_responses_delete AFTER DELETE ON responses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_responses_deleted();

-- answers: a first answer, an erased one. A revision (the upsert's update of text and time) keeps the
-- key, so the update trigger finds nothing changed. The upsert's INSERT trigger sees only rows it inserted.
CREATE FUNCTION drop_off_answers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_off_refresh(ARRAY(SELECT DISTINCT response_id FROM new_rows));
  RETURN NULL;
END;
$$;
CREATE FUNCTION drop_off_answers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
CREATE FUNCTION drop_off_answers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_off_refresh(ARRAY(SELECT DISTINCT response_id FROM old_rows));
  RETURN NULL;
END;
$$;
CREATE TRIGGER drop_off_answers_insert AFTER INSERT ON answers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_answers_inserted();
CREATE TRIGGER drop_off_answers_update AFTER UPDATE ON answers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_answers_updated();
CREATE TRIGGER drop_off_answers_delete AFTER DELETE ON answers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_answers_deleted();

-- questions: a question added, moved or removed changes which answer is the furthest of the
-- in-progress responses that answered it (rewording changes nothing).
CREATE FUNCTION drop_off_questions_refresh(changed_questions text[], changed_surveys text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_off_refresh(ARRAY(
    SELECT DISTINCT a.response_id
    FROM responses r JOIN answers a ON a.response_id = r.id
    WHERE r.survey_id = ANY (changed_surveys) AND r.completed_at IS NULL AND a.question_id = ANY (changed_questions)
  ));
END;
$$;
CREATE FUNCTION drop_off_questions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_off_questions_refresh(ARRAY(SELECT id FROM new_rows), ARRAY(SELECT DISTINCT survey_id FROM new_rows));
  RETURN NULL;
END;
$$;
CREATE FUNCTION drop_off_questions_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved text[];
  surveys text[];
BEGIN
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
CREATE FUNCTION drop_off_questions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM drop_off_questions_refresh(ARRAY(SELECT id FROM old_rows), ARRAY(SELECT DISTINCT survey_id FROM old_rows));
  RETURN NULL;
END;
$$;
CREATE TRIGGER drop_off_questions_insert AFTER INSERT ON questions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_questions_inserted();
CREATE TRIGGER drop_off_questions_update AFTER UPDATE ON questions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_questions_updated();
CREATE TRIGGER drop_off_questions_delete AFTER DELETE ON questions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_off_questions_deleted();

-- What a rebuild would give for the rows written before this migration.
SELECT drop_off_refresh(ARRAY(SELECT id FROM responses));
