-- Issue 34: hidden fields and abandoned responses.
--
-- A survey's response settings (the hidden fields it declares, and after how many days without
-- activity a response is closed as abandoned) in a table of their own, so the survey's public document
-- (migration 016, built from the surveys row) never carries them.
CREATE TABLE survey_response_settings (
  survey_id text PRIMARY KEY,
  hidden_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  abandon_after_days integer
);

-- A response's hidden-field values ({"team": "finance", "utm_source": "email"}), decrypted when the
-- ResponseStarted event is projected; the row goes with the response when it is erased. NULL when the
-- link carried none, so the unfiltered reads never touch it. Filtering by a value uses containment
-- (hidden_fields @> '{"team":"finance"}'), which this partial GIN index serves when the value is rare;
-- when it is common the planner reads the survey's rows through responses_survey_started_idx.
ALTER TABLE responses ADD COLUMN hidden_fields jsonb;
CREATE INDEX responses_hidden_fields_idx ON responses USING gin (hidden_fields jsonb_path_ops)
  WHERE hidden_fields IS NOT NULL;

-- When a response was closed as abandoned (ResponseAbandoned); NULL while in progress or completed.
ALTER TABLE responses ADD COLUMN abandoned_at timestamptz;
