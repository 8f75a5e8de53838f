-- Staff rosters (issue 48 item 1): roster_people is a read model of the roster-person streams (roster/),
-- one row per person on a client's roster. The e-mail is kept as typed and matched ignoring case: at most
-- one person per e-mail among those not removed, so an import or an edit that raced another fails here
-- rather than adding a second. A removed person keeps the row (removed_at set) until erased; an erased
-- person has no row at all.
CREATE TABLE roster_people (
  id text PRIMARY KEY,
  client_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  team text,
  language text,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  added_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE UNIQUE INDEX roster_people_email_idx ON roster_people (client_id, lower(email)) WHERE removed_at IS NULL;
CREATE INDEX roster_people_client_idx ON roster_people (client_id);
