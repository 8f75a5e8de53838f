-- Read models: projections of the event log, rebuilt from it at any time.
CREATE TABLE surveys (
  id text PRIMARY KEY,
  title text NOT NULL,
  description text,
  slug text,
  logo text,
  is_active boolean NOT NULL,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
-- A slug is unique among surveys that are not deleted.
CREATE UNIQUE INDEX surveys_slug_unique ON surveys (slug) WHERE slug IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX surveys_created_at_idx ON surveys (created_at DESC);

CREATE TABLE questions (
  id text PRIMARY KEY,
  survey_id text NOT NULL,
  question_text text NOT NULL,
  question_type text NOT NULL,
  "order" integer NOT NULL,
  is_required boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX questions_survey_idx ON questions (survey_id, "order");

CREATE TABLE responses (
  id text PRIMARY KEY,
  survey_id text NOT NULL,
  survey_mode text NOT NULL,
  language text,
  respondent_name text,
  respondent_email text,
  submitted_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX responses_survey_idx ON responses (survey_id, submitted_at);

CREATE TABLE answers (
  response_id text NOT NULL,
  question_id text NOT NULL,
  answer_text text NOT NULL,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (response_id, question_id)
);

CREATE TABLE follow_ups (
  id text PRIMARY KEY,
  response_id text NOT NULL,
  question_id text NOT NULL,
  question_text text NOT NULL,
  answer_text text,
  asked_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE INDEX follow_ups_response_idx ON follow_ups (response_id, asked_at);

CREATE TABLE contact_messages (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  company text,
  message text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX contact_messages_received_idx ON contact_messages (received_at DESC);
