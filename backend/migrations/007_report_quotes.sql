-- The quotes of a report, one row each, apart from the report's JSON (which keeps its quote lists empty):
-- erasing a response deletes the rows quoting it (response_id), as a rebuild leaves them out.
-- id is `<report_id>/<owner>/<owner_index>/<quote_index>`; owner is 'themes' or 'opportunities'.
-- Reports completed before this migration keep their quotes inline until the read models are rebuilt.
CREATE TABLE report_quotes (
  id text PRIMARY KEY,
  report_id text NOT NULL,
  owner text NOT NULL,
  owner_index integer NOT NULL,
  quote_index integer NOT NULL,
  response_id text NOT NULL,
  quote text NOT NULL
);
CREATE INDEX report_quotes_report_idx ON report_quotes (report_id);
CREATE INDEX report_quotes_response_idx ON report_quotes (response_id);
