-- RFC 8058 unsubscribe (issue 44, item 4): an unsubscribe link is bound to the subscription it was
-- made for. Each recipient row gets a random subscription id when it is added; the link's HMAC covers
-- it, so an address removed and added again (a new row, a new id) is not unsubscribed by an old link.
-- Rows from before keep NULL: their links, already in mailboxes, keep working until they are re-added.
ALTER TABLE mail_recipients ADD COLUMN subscription uuid;
ALTER TABLE mail_recipients ALTER COLUMN subscription SET DEFAULT gen_random_uuid();
