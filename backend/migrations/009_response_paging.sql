-- Keyset paging of a survey's responses, newest first: (submitted_at, id) orders them uniquely.
-- The one index serves the page (a backward range scan from the cursor), the counts behind `total`
-- and "Response #n" (index-only scans), and the CSV export's walk in start order; it replaces the
-- index on (survey_id, submitted_at), of which it is an extension.
CREATE INDEX responses_survey_started_idx ON responses (survey_id, submitted_at, id);
DROP INDEX IF EXISTS responses_survey_idx;
