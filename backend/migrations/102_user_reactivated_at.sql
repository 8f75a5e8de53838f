-- Team members (issue 47): a deactivated member let back in keeps their password but not the API keys
-- they made before: a key counts only if it was made after the member's last reactivation.
ALTER TABLE users ADD COLUMN reactivated_at timestamptz NULL;
