import { createHash, createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks 1.0 (standardwebhooks.com): the secret is `whsec_` + base64 of random bytes; a
// signature is `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed with the decoded bytes.

export const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: inside the spec's 24–64. */
export const SECRET_BYTES = 32;

export function newSecret(random: (size: number) => Buffer = randomBytes): string {
  return SECRET_PREFIX + random(SECRET_BYTES).toString('base64');
}

export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header: one signature per valid secret, space separated (rotation's grace period). */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((secret) => sign(secret, id, timestampSeconds, body)).join(' ');
}

/** The webhook-id of the delivery of the event at `position` to `endpointId`: the same on every pass. */
export function deliveryIdFor(endpointId: string, position: number): string {
  const digest = createHash('sha256').update(`${endpointId}:${position}`).digest('hex').slice(0, 32);
  return `msg_${digest}`;
}
