import {
  isUnsubscribeSignature,
  listUnsubscribeHeaders as headersFor,
  unsubscribeSignature,
} from '../common/unsubscribe-link';

// Unsubscribing works without logging in (RFC 8058): the link carries the survey, the address and an
// HMAC, made with the session secret, of both and of the subscription (the recipient row's random id),
// so nobody can unsubscribe an address they were not mailed, and an address removed and added again is
// not unsubscribed by a link from before. Rows from before subscriptions had ids (null) sign without it.

/** The recipient a link is for: its survey, its address and its subscription id (null: added before ids). */
export type Subscription = { surveyId: string; address: string; subscription: string | null };

const partsOf = (to: Subscription) => [
  'mail-unsubscribe',
  to.surveyId,
  to.address,
  ...(to.subscription ? [to.subscription] : []),
];

export function unsubscribeToken(secret: string, to: Subscription): string {
  return unsubscribeSignature(secret, partsOf(to));
}

export function isUnsubscribeToken(secret: string, to: Subscription, token: string): boolean {
  return isUnsubscribeSignature(secret, partsOf(to), token);
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

/** The RFC 2369 / RFC 8058 headers of a notification (common/unsubscribe-link.ts). */
export function listUnsubscribeHeaders(url: string, mailto: string | null, to: Subscription): Record<string, string> {
  return headersFor(url, mailto, `unsubscribe ${to.address} from survey ${to.surveyId}`);
}
