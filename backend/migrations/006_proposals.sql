-- Read model of the proposal streams: proposals drafted from a completed report, then edited.
-- The document is JSON text (keys sorted), as the last ProposalDrafted/ProposalEdited left it.
CREATE TABLE proposals (
  id text PRIMARY KEY,
  report_id text NOT NULL,
  survey_id text NOT NULL,
  title text NOT NULL,
  client_name text NOT NULL,
  drafted_at timestamptz NOT NULL,
  edited_at timestamptz,
  document text NOT NULL
);
CREATE INDEX proposals_drafted_idx ON proposals (drafted_at DESC, id DESC);
