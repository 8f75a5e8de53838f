-- Issue 16: an answer's typed value beside its text (an option id, {selected, other}, a rating, a score,
-- yes/no, a number). NULL for text questions and for every answer recorded before question types.
-- No new index: a summary reaches a survey's answers through its responses (answers' primary key).
ALTER TABLE answers ADD COLUMN answer_value jsonb;
