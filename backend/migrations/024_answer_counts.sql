-- Answer counters (issue 33): the unfiltered answer summary (GET /api/surveys/{id}/summary) reads per
-- question counts kept here instead of aggregating every answer of the survey at read time.
--
-- Kept like the drop-off counters (011, 012): statement-level triggers on the read models the response
-- projection writes (answers, responses) add what the written rows count now and take away what they
-- counted before, in the append's transaction; a rebuild disables them and recounts once at the end
-- (answer_counts_recount, in the read-model list: backend/src/responses/survey-summary/answer-counts.read-model.ts).
--
-- What a row counts is a function of that row alone, never of the question's type (a question's type can
-- change; the summary picks the counts its type reads):
--   an answer not off the path (answers.off_path) counts, under its question:
--     answered  ''        every such answer;
--     other     ''        an answer with an "Other" text (answer_value.other is a string);
--     value     the text  a string or true/false value (an option id, 'true', 'false');
--     number    the text  a numeric value, as jsonb prints it (mean, median and histogram are read from these);
--     selected  the id    each selected option of a multiple choice (answer_value.selected).
--   a response counts, under each question its path passes by (responses.passed_by):
--     passed    ''        (the question's base is the survey's responses less these).
-- So an edit moves an answer from one value's count to another's, an answer left off the path leaves every
-- count and comes back when it is on the path again, and an erasure (rows deleted) takes its counts away.
-- The survey's number of responses is survey_counts.started_count (008, 012).
--
-- A count that falls to 0 is deleted, so the rows equal a fresh count's (what the recount writes).

CREATE TABLE answer_counts (
  question_id text NOT NULL,
  metric text NOT NULL,
  value text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (question_id, metric, value)
);
CREATE INDEX answer_counts_zero_idx ON answer_counts (question_id) WHERE n = 0;

-- What one answer_value counts for (besides its place in no count when off the path): see above.
CREATE FUNCTION answer_counts_of(answer_value jsonb) RETURNS TABLE (metric text, value text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'answered', ''
  UNION ALL
  SELECT 'other', '' WHERE jsonb_typeof(answer_value -> 'other') = 'string'
  UNION ALL
  SELECT CASE jsonb_typeof(answer_value) WHEN 'number' THEN 'number' ELSE 'value' END, answer_value #>> '{}'
  WHERE jsonb_typeof(answer_value) IN ('string', 'number', 'boolean')
  UNION ALL
  SELECT 'selected', s.value
  FROM jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(answer_value -> 'selected') = 'array' THEN answer_value -> 'selected' ELSE '[]'::jsonb END
  ) AS s (value)
$$;

-- Adds signed counts of answer values ([{question_id, answer_value (jsonb as text, or null), n}]) and of
-- passed-by questions ([{question_id, n}]), in key order (concurrent appends lock the rows in one order),
-- and drops the counts that fell to 0.
CREATE FUNCTION answer_counts_add(answer_values jsonb, passed jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_counts AS c (question_id, metric, value, n)
  SELECT question_id, metric, value, n FROM (
    SELECT d.question_id, m.metric, m.value, sum(d.n) AS n
    FROM jsonb_to_recordset(coalesce(answer_values, '[]')) AS d (question_id text, answer_value text, n bigint)
    CROSS JOIN LATERAL answer_counts_of(d.answer_value::jsonb) AS m
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT d.question_id, 'passed', '', sum(d.n)
    FROM jsonb_to_recordset(coalesce(passed, '[]')) AS d (question_id text, n bigint)
    GROUP BY 1
  ) AS delta
  WHERE n <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (question_id, metric, value) DO UPDATE SET n = c.n + EXCLUDED.n;
  DELETE FROM answer_counts WHERE n = 0;
END;
$$;

-- answers: a first answer, an edit (its value changed), off or back on the path, an erasure. The rows are
-- grouped by value first, so each distinct value is expanded once. A trigger function reads only the
-- transition tables its trigger declares: one function per operation.
CREATE FUNCTION answer_counts_answers_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM answer_counts_add((
    SELECT jsonb_agg(jsonb_build_object('question_id', question_id, 'answer_value', answer_value, 'n', n))
    FROM (
      SELECT question_id, answer_value::text AS answer_value, count(*) AS n
      FROM answer_counts_new WHERE NOT off_path GROUP BY 1, 2
    ) AS grouped
  ), NULL);
  RETURN NULL;
END;
$$;
CREATE FUNCTION answer_counts_answers_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM answer_counts_add((
    SELECT jsonb_agg(jsonb_build_object('question_id', question_id, 'answer_value', answer_value, 'n', n))
    FROM (
      SELECT question_id, answer_value, sum(sign) AS n FROM (
        SELECT question_id, answer_value::text AS answer_value, 1 AS sign FROM answer_counts_new WHERE NOT off_path
        UNION ALL
        SELECT question_id, answer_value::text, -1 FROM answer_counts_old WHERE NOT off_path
      ) AS signed
      GROUP BY 1, 2 HAVING sum(sign) <> 0
    ) AS grouped
  ), NULL);
  RETURN NULL;
END;
$$;
CREATE FUNCTION answer_counts_answers_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM answer_counts_add((
    SELECT jsonb_agg(jsonb_build_object('question_id', question_id, 'answer_value', answer_value, 'n', -n))
    FROM (
      SELECT question_id, answer_value::text AS answer_value, count(*) AS n
      FROM answer_counts_old WHERE NOT off_path GROUP BY 1, 2
    ) AS grouped
  ), NULL);
  RETURN NULL;
END;
$$;

-- responses: the questions a response's path passes by (set, changed, cleared), an erasure.
CREATE FUNCTION answer_counts_responses_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM answer_counts_add(NULL, (
    SELECT jsonb_agg(jsonb_build_object('question_id', p.value, 'n', 1))
    FROM answer_counts_new r CROSS JOIN LATERAL jsonb_array_elements_text(r.passed_by) AS p (value)
    WHERE jsonb_typeof(r.passed_by) = 'array'
  ));
  RETURN NULL;
END;
$$;
CREATE FUNCTION answer_counts_responses_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM answer_counts_add(NULL, (
    SELECT jsonb_agg(jsonb_build_object('question_id', p.value, 'n', s.sign))
    FROM (
      SELECT passed_by, 1 AS sign FROM answer_counts_new WHERE jsonb_typeof(passed_by) = 'array'
      UNION ALL
      SELECT passed_by, -1 FROM answer_counts_old WHERE jsonb_typeof(passed_by) = 'array'
    ) AS s
    CROSS JOIN LATERAL jsonb_array_elements_text(s.passed_by) AS p (value)
  ));
  RETURN NULL;
END;
$$;
CREATE FUNCTION answer_counts_responses_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('seedline.rebuilding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM answer_counts_add(NULL, (
    SELECT jsonb_agg(jsonb_build_object('question_id', p.value, 'n', -1))
    FROM answer_counts_old r CROSS JOIN LATERAL jsonb_array_elements_text(r.passed_by) AS p (value)
    WHERE jsonb_typeof(r.passed_by) = 'array'
  ));
  RETURN NULL;
END;
$$;

CREATE TRIGGER answer_counts_answers_insert AFTER INSERT ON answers
  REFERENCING NEW TABLE AS answer_counts_new FOR EACH STATEMENT EXECUTE FUNCTION answer_counts_answers_inserted();
CREATE TRIGGER answer_counts_answers_update AFTER UPDATE ON answers
  REFERENCING OLD TABLE AS answer_counts_old NEW TABLE AS answer_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION answer_counts_answers_updated();
CREATE TRIGGER answer_counts_answers_delete AFTER DELETE ON answers
  REFERENCING OLD TABLE AS answer_counts_old FOR EACH STATEMENT EXECUTE FUNCTION answer_counts_answers_deleted();
CREATE TRIGGER answer_counts_responses_insert AFTER INSERT ON responses
  REFERENCING NEW TABLE AS answer_counts_new FOR EACH STATEMENT EXECUTE FUNCTION answer_counts_responses_inserted();
CREATE TRIGGER answer_counts_responses_update AFTER UPDATE ON responses
  REFERENCING OLD TABLE AS answer_counts_old NEW TABLE AS answer_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION answer_counts_responses_updated();
CREATE TRIGGER answer_counts_responses_delete AFTER DELETE ON responses
  REFERENCING OLD TABLE AS answer_counts_old FOR EACH STATEMENT EXECUTE FUNCTION answer_counts_responses_deleted();

-- answer_counts from answers and responses in one pass each, as the triggers count them.
CREATE FUNCTION answer_counts_recount() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM answer_counts;
  INSERT INTO answer_counts (question_id, metric, value, n)
  SELECT question_id, metric, value, sum(n) FROM (
    SELECT g.question_id, m.metric, m.value, g.n
    FROM (
      SELECT question_id, answer_value::text AS answer_value, count(*) AS n
      FROM answers WHERE NOT off_path GROUP BY 1, 2
    ) AS g
    CROSS JOIN LATERAL answer_counts_of(g.answer_value::jsonb) AS m
    UNION ALL
    SELECT p.value, 'passed', '', 1
    FROM responses r CROSS JOIN LATERAL jsonb_array_elements_text(r.passed_by) AS p (value)
    WHERE jsonb_typeof(r.passed_by) = 'array'
  ) AS counts
  GROUP BY 1, 2, 3;
END;
$$;

-- The summary's most recent text answers of a question (its samples and keyphrases), newest first, walked
-- from this index instead of sorting every answer of the survey.
CREATE INDEX answers_question_recent_idx ON answers (question_id, answered_at DESC) WHERE NOT off_path;

-- What a rebuild would give for the rows written before this migration.
SELECT answer_counts_recount();
