-- The findings board (issue 46): a report's themes list their responses by id in the report's JSON, and
-- the board's curation events name responses by id. An erased response must leave every theme, so the
-- reports projection notes each erased response's id here (ResponseErased) and the board reads its
-- themes without them. Ids only: the words were never here. A rebuild refills it from the log.
CREATE TABLE report_erased_responses (
  response_id text PRIMARY KEY,
  erased_at timestamptz NOT NULL
);
