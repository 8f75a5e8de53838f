-- Surveys that branch (issue 29). questions.logic: the question's rules in order (NULL: none), as the
-- Logic* events of the survey stream leave them. answers.off_path: an answer the respondent's path no
-- longer shows (an earlier answer changed it); kept, but left out of results.
ALTER TABLE questions ADD COLUMN logic jsonb;
ALTER TABLE answers ADD COLUMN off_path boolean NOT NULL DEFAULT false;
-- responses.passed_by: the questions the response's path passes by (skipped, jumped over, after an
-- end), as its answers so far decide (a JSON list; NULL: none). They are not shown, so no drop-off.
-- responses.path_ended_at: the question whose end rule ended the path early (NULL: none did).
ALTER TABLE responses ADD COLUMN passed_by jsonb, ADD COLUMN path_ended_at text;

-- The public documents hold the questions rows whole: recompute them with the new (NULL) column.
SELECT survey_documents_recompute();
