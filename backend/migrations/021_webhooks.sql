-- Webhooks (Standard Webhooks 1.0): endpoints, the deliveries made for them, and the position in the
-- log up to which events have been turned into deliveries.
--
-- Endpoints are configuration, not events: their secrets must be rotatable and deletable, and an
-- append-only log would keep every secret forever. A delivery row is written before its job is queued
-- and its id (the webhook-id) is derived from the endpoint and the event's position, so a crash
-- between the two loses nothing and a second pass never makes a second id.
--
-- A delivery keeps no body: the body is built at each attempt from the read models, so an erased
-- response's personal data is not kept here; only status, attempts and the first bytes of the reply.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- null: every survey
  survey_id uuid,
  event_types text[] NOT NULL,
  secret text NOT NULL,
  -- The secret before the last rotation, valid until previous_secret_expires_at.
  previous_secret text,
  previous_secret_expires_at timestamptz,
  -- active | failing (the last delivery ran out of retries) | disabled (410 Gone, or by the admin)
  state text NOT NULL DEFAULT 'active',
  state_reason text,
  -- Only events after this position reach the endpoint.
  created_position bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  -- The webhook-id: msg_ + hash of endpoint and position (test events: random).
  id text PRIMARY KEY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_type text NOT NULL,
  event_position bigint,
  -- What the body is built from: ids only.
  survey_id uuid,
  subject_id uuid,
  event_at timestamptz NOT NULL,
  -- pending | delivered | failed | skipped
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  -- An attempt in flight holds the delivery until then (one sender at a time, on any replica).
  locked_until timestamptz,
  last_attempt_at timestamptz,
  reply_status integer,
  reply_excerpt text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_subject ON webhook_deliveries (subject_id) WHERE subject_id IS NOT NULL;

-- One row: the log position up to which deliveries have been made. Starts at the log's end, so
-- installing webhooks does not replay history.
CREATE TABLE webhook_checkpoint (
  id text PRIMARY KEY,
  position bigint NOT NULL
);
INSERT INTO webhook_checkpoint (id, position)
SELECT 'deliveries', coalesce(max(global_position), 0) FROM events;
