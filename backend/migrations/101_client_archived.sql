-- Archived clients (issue 47): a client whose engagement is over is archived (ClientArchived) and may be
-- restored (ClientRestored). archived_at is null while the client is in the lists and pickers; its surveys,
-- reports and client links are untouched either way. No client was archived before, so nothing to fill.
ALTER TABLE clients ADD COLUMN archived_at timestamptz;
