-- Sharing a survey (issue 34): the origins that may embed it (Content-Security-Policy frame-ancestors on
-- /embed/{slug}) and its end screen (thank-you texts by language, redirect URL, embed switch). NULL is
-- the default: nobody else may embed it, and the spec's thank-you screen and redirect home.
ALTER TABLE surveys ADD COLUMN embed_origins jsonb, ADD COLUMN end_screen jsonb;

-- The public documents hold the surveys rows whole: recompute them with the new (NULL) columns.
SELECT survey_documents_recompute();
