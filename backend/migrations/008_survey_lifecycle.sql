-- Survey lifecycle (issue 15): close date and response cap, per-survey counts, question wording history.

ALTER TABLE surveys ADD COLUMN closes_at timestamptz;
ALTER TABLE surveys ADD COLUMN response_cap integer;

-- The wording of each question from a log position on: QuestionAdded and QuestionReworded. An answer was
-- given against the wording with the greatest from_position <= its answered_position.
CREATE TABLE question_wordings (
  question_id text NOT NULL,
  from_position bigint NOT NULL,
  question_text text NOT NULL,
  PRIMARY KEY (question_id, from_position)
);

-- The global position of the AnswerRecorded event whose text the row holds.
ALTER TABLE answers ADD COLUMN answered_position bigint;

-- Started and completed responses per survey. A pure projection cannot count, so statement-level triggers
-- on responses keep these rows: inserted rows add, deleted rows (an erasure) subtract, an update adds the
-- difference. The table is a read model like the others: a rebuild truncates it and the triggers count
-- again while the responses rows are written, so the counts come out the same.
CREATE TABLE survey_counts (
  survey_id text PRIMARY KEY,
  started_count integer NOT NULL DEFAULT 0,
  completed_count integer NOT NULL DEFAULT 0
);

-- Rows are added in survey_id order, so two statements that touch the same surveys lock them in one order.
CREATE FUNCTION survey_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO survey_counts AS c (survey_id, started_count, completed_count)
  SELECT survey_id, count(*), count(completed_at) FROM survey_counts_new GROUP BY survey_id ORDER BY survey_id
  ON CONFLICT (survey_id) DO UPDATE SET
    started_count = c.started_count + EXCLUDED.started_count,
    completed_count = c.completed_count + EXCLUDED.completed_count;
  -- A response cap holds exactly: concurrent starts wait on the counter row above, so the count read here
  -- includes every start committed before. Past the cap, the start fails (SQLSTATE SLCAP; the API answers
  -- 409). A rebuild replays starts that were accepted when they happened, so it is not checked then.
  IF current_setting('seedline.rebuilding', true) IS DISTINCT FROM 'on' AND EXISTS (
    SELECT 1 FROM survey_counts c JOIN surveys s ON s.id = c.survey_id
    WHERE c.survey_id IN (SELECT survey_id FROM survey_counts_new)
      AND s.response_cap IS NOT NULL AND c.started_count > s.response_cap
  ) THEN
    RAISE EXCEPTION 'This survey has reached its response limit.' USING ERRCODE = 'SLCAP';
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION survey_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
  RETURN NULL;
END $$;

CREATE FUNCTION survey_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE survey_counts AS c SET
    started_count = c.started_count - gone.started,
    completed_count = c.completed_count - gone.completed
  FROM (
    SELECT survey_id, count(*) AS started, count(completed_at) AS completed FROM survey_counts_old GROUP BY survey_id
  ) AS gone
  WHERE c.survey_id = gone.survey_id;
  RETURN NULL;
END $$;

CREATE TRIGGER responses_survey_counts_insert AFTER INSERT ON responses
  REFERENCING NEW TABLE AS survey_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION survey_counts_after_insert();
CREATE TRIGGER responses_survey_counts_update AFTER UPDATE ON responses
  REFERENCING OLD TABLE AS survey_counts_old NEW TABLE AS survey_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION survey_counts_after_update();
CREATE TRIGGER responses_survey_counts_delete AFTER DELETE ON responses
  REFERENCING OLD TABLE AS survey_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION survey_counts_after_delete();

-- What a rebuild would give for the rows written before this migration.
INSERT INTO survey_counts (survey_id, started_count, completed_count)
SELECT survey_id, count(*), count(completed_at) FROM responses GROUP BY survey_id;

INSERT INTO question_wordings (question_id, from_position, question_text)
SELECT data->>'questionId', global_position, data->>'questionText' FROM events WHERE type = 'QuestionAdded'
ON CONFLICT DO NOTHING;

UPDATE answers AS a SET answered_position = latest.position
FROM (
  SELECT data->>'responseId' AS response_id, data->>'questionId' AS question_id, max(global_position) AS position
  FROM events WHERE type = 'AnswerRecorded' GROUP BY 1, 2
) AS latest
WHERE a.response_id = latest.response_id AND a.question_id = latest.question_id;
