-- Response quality overrules (issue 50): the consultant's own verdict on a response, over the computed
-- one (040_response_quality.sql). Projected from ResponseQualityOverruled on the response's stream
-- (backend/src/responses/quality/response-quality-overrule.projection.ts), dropped with an erased
-- response, rebuilt from the log like every projected table. Who overruled and when are the event's
-- metadata, read through its log position (the projection reads no more than the event's payload).

CREATE TABLE response_quality_overrules (
  response_id text PRIMARY KEY,
  survey_id text NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('ok', 'review', 'low_quality')),
  overruled_position bigint NOT NULL
);
CREATE INDEX response_quality_overrules_survey_idx ON response_quality_overrules (survey_id, verdict);
