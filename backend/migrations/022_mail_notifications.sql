-- E-mail notifications (issue 30, item 2): per survey, who is told and how; an outbox of mails, each
-- written before its job is queued (a crash loses nothing); the log position up to which completed
-- responses have been turned into mails.
--
-- Like webhook endpoints these are configuration, not events: an address must be removable, and an
-- append-only log would keep it forever. An outbox row keeps no body: it is built at each attempt from
-- the read models, so an erased response's answers are never kept here.
CREATE TABLE mail_settings (
  survey_id uuid PRIMARY KEY,
  -- each (a mail per completed response) | digest (one a day)
  mode text NOT NULL DEFAULT 'each',
  -- en | ur: the language of the mails' texts
  language text NOT NULL DEFAULT 'en',
  include_answers boolean NOT NULL DEFAULT false,
  -- Only responses completed after this position are mailed.
  created_position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_recipients (
  survey_id uuid NOT NULL REFERENCES mail_settings (survey_id) ON DELETE CASCADE,
  address text NOT NULL,
  -- Set by the unsubscribe link; the admin adding the address again clears it.
  unsubscribed_at timestamptz,
  -- The last digest sent to this address (one a day at most).
  last_digest_at timestamptz,
  PRIMARY KEY (survey_id, address)
);

CREATE TABLE mail_outbox (
  -- Derived from survey, address and the response's log position (a digest: and its day), so a second
  -- pass stores nothing twice.
  id text PRIMARY KEY,
  survey_id uuid NOT NULL,
  address text NOT NULL,
  -- response | digest
  kind text NOT NULL,
  response_id uuid,
  -- A digest: the responses completed from this time on.
  since timestamptz,
  -- pending | sent | failed (ran out of retries) | refused (the server refused the recipient) | skipped
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  subject text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX mail_outbox_survey ON mail_outbox (survey_id, created_at DESC);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';

CREATE TABLE mail_checkpoint (
  id text PRIMARY KEY,
  position bigint NOT NULL
);
INSERT INTO mail_checkpoint (id, position)
SELECT 'responses', coalesce(max(global_position), 0) FROM events;
