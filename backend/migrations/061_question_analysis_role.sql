-- The role each question plays in the analysis (issue 46), as the consultant set it in the builder
-- (QuestionAnalysisRoleSet): themes, segment, measure, remarks or left_out. NULL: inferred from the
-- question (inferAnalysisRole), which is what the builder shows as the default.
ALTER TABLE questions ADD COLUMN analysis_role text;
-- The public documents hold the questions rows whole: recompute them with the new (NULL) column.
SELECT survey_documents_recompute();
