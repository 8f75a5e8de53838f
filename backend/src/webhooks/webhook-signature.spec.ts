import { Webhook } from 'standardwebhooks';
import { deliveryIdFor, newSecret, SECRET_PREFIX, sign, signatureHeader } from './webhook-signature';

// Signatures are checked with the reference implementation (standardwebhooks), not with our own code.

const body = JSON.stringify({ type: 'response.completed', timestamp: '2026-11-26T12:00:00.000Z', data: { a: 1 } });
const now = () => Math.floor(Date.now() / 1000);

describe('Standard Webhooks signatures', () => {
  it('makes secrets of whsec_ and 24–64 random bytes in base64', () => {
    const secret = newSecret();
    expect(secret.startsWith(SECRET_PREFIX)).toBe(true);
    const bytes = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64').length;
    expect(bytes).toBeGreaterThanOrEqual(24);
    expect(bytes).toBeLessThanOrEqual(64);
    expect(newSecret()).not.toBe(secret);
  });

  it('signs id.timestamp.body so that the reference library verifies it', () => {
    const secret = newSecret();
    const timestamp = now();
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': sign(secret, 'msg_1', timestamp, body),
    };
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    // Another secret, another body or another id: refused.
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
  });

  it('during a rotation sends both signatures, and either secret verifies', () => {
    const [current, previous] = [newSecret(), newSecret()];
    const timestamp = now();
    const signature = signatureHeader([current, previous], 'msg_2', timestamp, body);
    expect(signature.split(' ')).toHaveLength(2);
    const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
    expect(() => new Webhook(current).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
  });

  it('derives one webhook-id per endpoint and event position', () => {
    expect(deliveryIdFor('e1', 7)).toBe(deliveryIdFor('e1', 7));
    expect(deliveryIdFor('e1', 7)).not.toBe(deliveryIdFor('e1', 8));
    expect(deliveryIdFor('e1', 7)).not.toBe(deliveryIdFor('e2', 7));
    expect(deliveryIdFor('e1', 7)).toMatch(/^msg_[0-9a-f]{32}$/);
  });
});
