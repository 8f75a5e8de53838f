-- Personal links (issue 48 item 2): one row per link issued to a person on a client's roster for a survey,
-- found by the SHA-256 of its token (the token is kept nowhere). No column names a response: which response
-- is a person's is derived with the server's secret (personal-links/personal-link-token.ts).
CREATE TABLE personal_links (
  id text PRIMARY KEY,
  survey_id text NOT NULL,
  person_id text NOT NULL,
  team text,
  language text,
  nonce text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX personal_links_survey_person_idx ON personal_links (survey_id, person_id);

-- A survey's answers through personal links: anonymous (the default, no row) or identified (item 3).
CREATE TABLE survey_audiences (
  survey_id text PRIMARY KEY,
  anonymity text NOT NULL,
  set_at timestamptz NOT NULL
);
