-- Unlisted surveys (issue 47 item 4): a survey left off the unlocked /surveys list, reachable only by its
-- link. Every survey recorded before is listed, so the spec's gated list reads as it always did.
ALTER TABLE surveys ADD COLUMN listed boolean NOT NULL DEFAULT true;

-- The public documents hold the surveys rows whole: recompute them with the new column.
SELECT survey_documents_recompute();
