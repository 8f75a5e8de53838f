-- Clients (issue 47 item 3): clients is a read model of the client streams (clients/). A survey names
-- its client (SurveyClientSet); reports and proposals belong to their survey's client. Surveys recorded
-- before have none.
CREATE TABLE clients (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text,
  contacts jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX clients_name_idx ON clients (lower(name));

ALTER TABLE surveys ADD COLUMN client_id text;
CREATE INDEX surveys_client_id_idx ON surveys (client_id) WHERE client_id IS NOT NULL;

-- The public documents hold the surveys rows whole: recompute them with the new column (the API maps
-- a document to the fields respondents see; client_id is not one of them).
SELECT survey_documents_recompute();
