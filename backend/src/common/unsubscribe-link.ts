import { createHmac, timingSafeEqual } from 'node:crypto';

// Unsubscribing without logging in (RFC 8058), for every mail the app sends to someone outside the firm:
// the link carries what it is about and an HMAC of it made with the server's secret, so nobody can
// unsubscribe a recipient they were not mailed. Each kind of mail names its own purpose (the first part)
// and parts (mail/unsubscribe-token.ts: survey, address, subscription; staff-mail/: the personal link).

export function unsubscribeSignature(secret: string, parts: readonly string[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
}

export function isUnsubscribeSignature(secret: string, parts: readonly string[], token: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, parts));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The RFC 2369 / RFC 8058 headers of a mail: the https URL (and a mailto when the operator names a
 * mailbox for it, with a subject saying what to stop), and List-Unsubscribe-Post, which tells mail
 * clients a POST to the URL is one click.
 */
export function listUnsubscribeHeaders(
  url: string,
  mailto: string | null,
  mailtoSubject: string,
): Record<string, string> {
  const subject = encodeURIComponent(mailtoSubject);
  const targets = [`<${url}>`, ...(mailto ? [`<mailto:${mailto}?subject=${subject}>`] : [])];
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
