import { createHmac, timingSafeEqual } from 'node:crypto';

// Unsubscribing works without logging in (RFC 8058): the link carries the survey, the address and an
// HMAC, made with the session secret, of both and of the subscription (the recipient row's random id),
// so nobody can unsubscribe an address they were not mailed, and an address removed and added again is
// not unsubscribed by a link from before. Rows from before subscriptions had ids (null) sign without it.

/** The recipient a link is for: its survey, its address and its subscription id (null: added before ids). */
export type Subscription = { surveyId: string; address: string; subscription: string | null };

export function unsubscribeToken(secret: string, to: Subscription): string {
  const parts = ['mail-unsubscribe', to.surveyId, to.address, ...(to.subscription ? [to.subscription] : [])];
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
}

export function isUnsubscribeToken(secret: string, to: Subscription, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, to));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const linkQuery = (secret: string, to: Subscription) =>
  new URLSearchParams({ survey: to.surveyId, address: to.address, token: unsubscribeToken(secret, to) });

/** The one-click URL (List-Unsubscribe): POST unsubscribes; GET and HEAD change nothing (they lead to the page). */
export function unsubscribeUrl(base: string, secret: string, to: Subscription): string {
  return `${base}/api/mail/unsubscribe?${linkQuery(secret, to).toString()}`;
}

/** The page a person opens from the mail's text: it asks before unsubscribing (a link scanner never clicks). */
export function unsubscribePageUrl(base: string, secret: string, to: Subscription, language: string): string {
  const query = linkQuery(secret, to);
  query.set('lang', language);
  return `${base}/unsubscribe?${query.toString()}`;
}

/**
 * The RFC 2369 / RFC 8058 headers of every mail: the https URL (and a mailto when the operator names a
 * mailbox for it), and List-Unsubscribe-Post, which tells mail clients a POST to the URL is one click.
 */
export function listUnsubscribeHeaders(url: string, mailto: string | null, to: Subscription): Record<string, string> {
  const subject = encodeURIComponent(`unsubscribe ${to.address} from survey ${to.surveyId}`);
  const targets = [`<${url}>`, ...(mailto ? [`<mailto:${mailto}?subject=${subject}>`] : [])];
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
