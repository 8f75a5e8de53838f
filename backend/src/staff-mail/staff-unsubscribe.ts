import { isUnsubscribeSignature, unsubscribeSignature } from '../common/unsubscribe-link';

// A person's unsubscribe link (RFC 8058) from the invitations and reminders of one survey: it names the
// personal link (not the person, not the token) and an HMAC of it with the server's secret.

const partsOf = (linkId: string) => ['staff-mail-unsubscribe', linkId];

export const staffUnsubscribeToken = (secret: string, linkId: string): string =>
  unsubscribeSignature(secret, partsOf(linkId));

export const isStaffUnsubscribeToken = (secret: string, linkId: string, token: string): boolean =>
  isUnsubscribeSignature(secret, partsOf(linkId), token);

/** The one-click URL (List-Unsubscribe, POST) and the page a person opens from the text (it asks first). */
export function staffUnsubscribeUrls(
  base: string,
  secret: string,
  linkId: string,
  language: string,
): { oneClick: string; page: string } {
  const query = new URLSearchParams({ link: linkId, token: staffUnsubscribeToken(secret, linkId) });
  return {
    oneClick: `${base}/api/staff-mail/unsubscribe?${query.toString()}`,
    page: `${base}/unsubscribe?${query.toString()}&lang=${encodeURIComponent(language)}`,
  };
}
