-- Read model of the report streams: analyses of a survey's responses. The report is JSON text.
-- Progress of a running report is not stored: the API reads it live from the job (see backend/README.md).
CREATE TABLE reports (
  id text PRIMARY KEY,
  survey_id text NOT NULL,
  status text NOT NULL,
  provider text NOT NULL,
  requested_at timestamptz NOT NULL,
  coverage_responses integer NOT NULL,
  coverage_from timestamptz,
  coverage_to timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  duration_ms integer,
  dropped_quotes integer,
  error text,
  report text
);
CREATE INDEX reports_survey_idx ON reports (survey_id, requested_at DESC);
