-- Response quality (issue 50): each response's verdict (ok, review, low_quality) with its reasons as
-- data, computed in TypeScript from its survey's read models (backend/src/responses/quality/), since a
-- verdict weighs a response against the survey's others (answer-time medians, texts pasted before).
-- Kept off the command path by the quality keeper (response-quality.keeper.ts): it follows the log from
-- its checkpoint, marks the surveys whose responses or questions changed as pending, and rescores a
-- pending survey as a whole (so its verdicts move with its medians). A rebuild empties these tables and
-- leaves every survey with responses pending, the checkpoint at the end of the log, for the keeper's next
-- pass (response-quality.read-model.ts, in the read-model list).

CREATE TABLE response_quality (
  response_id text PRIMARY KEY,
  survey_id text NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('ok', 'review', 'low_quality')),
  reasons jsonb NOT NULL,
  notes jsonb NOT NULL
);
CREATE INDEX response_quality_survey_idx ON response_quality (survey_id, verdict);

-- Surveys changed since they were last scored.
CREATE TABLE response_quality_pending (
  survey_id text PRIMARY KEY
);

-- How far the keeper has read the log (log-follower.ts's checkpoint shape).
CREATE TABLE response_quality_checkpoint (
  id text PRIMARY KEY,
  position bigint NOT NULL
);
INSERT INTO response_quality_checkpoint (id, position) VALUES ('quality', 0);
