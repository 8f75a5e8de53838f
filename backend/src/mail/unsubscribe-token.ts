import { createHmac, timingSafeEqual } from 'node:crypto';

// The unsubscribe link works without logging in: it carries the survey, the address and an HMAC of
// both with the session secret, so nobody can unsubscribe an address they were not mailed.

export function unsubscribeToken(secret: string, surveyId: string, address: string): string {
  return createHmac('sha256', secret).update(`mail-unsubscribe\n${surveyId}\n${address}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, surveyId: string, address: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, surveyId, address));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(base: string, secret: string, surveyId: string, address: string): string {
  const query = new URLSearchParams({ survey: surveyId, address, token: unsubscribeToken(secret, surveyId, address) });
  return `${base}/api/mail/unsubscribe?${query.toString()}`;
}
