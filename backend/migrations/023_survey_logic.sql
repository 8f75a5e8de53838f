-- Surveys that branch (issue 29). questions.logic: the question's rules in order (NULL: none), as the
-- Logic* events of the survey stream leave them. answers.off_path: an answer the respondent's path no
-- longer shows (an earlier answer changed it); kept, but left out of results.
ALTER TABLE questions ADD COLUMN logic jsonb;
ALTER TABLE answers ADD COLUMN off_path boolean NOT NULL DEFAULT false;

-- The public documents hold the questions rows whole: recompute them with the new (NULL) column.
SELECT survey_documents_recompute();
