-- Invitations and reminders by e-mail for personal links (issue 48 item 4), a channel of the outbox.
-- The plan per survey: how many reminders, how far apart, and the time zone whose night they avoid.
CREATE TABLE staff_mail_plans (
  survey_id text PRIMARY KEY,
  reminders integer NOT NULL,
  every_days integer NOT NULL,
  time_zone text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The outbox: one row per mail, about a personal link (never an address, a name or a token: those are
-- read from the roster and made again from the secret at each attempt). Its id follows from the link,
-- the kind and the round, so a double click or two replicas store one.
CREATE TABLE staff_mail_outbox (
  id text PRIMARY KEY,
  survey_id text NOT NULL,
  link_id text NOT NULL,
  kind text NOT NULL,
  round integer NOT NULL,
  due_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  subject text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_mail_outbox_due_idx ON staff_mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX staff_mail_outbox_survey_idx ON staff_mail_outbox (survey_id, created_at DESC);

-- People who unsubscribed (RFC 8058 one click, or the page): by their link, so per person and survey.
CREATE TABLE staff_mail_unsubscribes (
  link_id text PRIMARY KEY,
  survey_id text NOT NULL,
  unsubscribed_at timestamptz NOT NULL
);
