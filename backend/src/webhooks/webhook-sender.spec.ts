import { startReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { MAX_REPLY_BYTES, sendWebhook } from './webhook-sender';

// Real sockets on 127.0.0.1; names are resolved by an injected resolver, so "a public name that
// resolves to a private address" needs no DNS server.

let receiver: WebhookReceiver;
const big = 'x'.repeat(MAX_REPLY_BYTES * 4);
beforeAll(async () => {
  receiver = await startReceiver((i) =>
    i === 0 ? { status: 302, headers: { location: 'https://example.com/' } } : { status: 200, body: big },
  );
});
afterAll(() => receiver.close());

const send = (
  url: string,
  allowLoopback: boolean,
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>,
) => sendWebhook({ url, headers: { 'webhook-id': 'msg_x' }, body: '{}', allowLoopback, resolve, timeoutMs: 2000 });

describe('sending a webhook', () => {
  it('does not follow a redirect, and reads at most 64 KB of a reply', async () => {
    expect(await send(receiver.url, true)).toMatchObject({ kind: 'reply', status: 302 });
    const second = await send(receiver.url, true);
    expect(second).toMatchObject({ kind: 'reply', status: 200 });
    expect(second.kind === 'reply' && second.excerpt.length).toBe(500);
    expect(receiver.received).toHaveLength(2);
  });

  it('refuses loopback unless allowed, without connecting', async () => {
    const before = receiver.received.length;
    expect(await send(receiver.url, false)).toEqual({
      kind: 'error',
      message: 'refused: not a public address',
    });
    expect(receiver.received).toHaveLength(before);
  });

  it('refuses a name that resolves to a private or link-local address, at connect time', async () => {
    const port = new URL(receiver.url).port;
    const before = receiver.received.length;
    for (const [address, family] of [
      ['10.0.0.7', 4],
      ['169.254.169.254', 4],
      ['127.0.0.1', 4],
      ['64:ff9b::7f00:1', 6],
      ['::7f00:1', 6],
      ['2002:7f00:1::', 6],
    ] as const) {
      const result = await send(`http://hooks.example.test:${port}/`, false, async () => [{ address, family }]);
      // The admin learns that it was refused, never what the name resolved to.
      expect(result).toEqual({ kind: 'error', message: 'refused: not a public address' });
    }
    // A name resolving to any inside address among public ones is refused too (no DNS-rebinding pick).
    const mixed = await send(`http://hooks.example.test:${port}/`, false, async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]);
    expect(mixed.kind).toBe('error');
    expect(receiver.received).toHaveLength(before);
  });

  it('says why a connection failed without naming the address it went to', async () => {
    const closed = await startReceiver();
    const { port } = new URL(closed.url);
    await closed.close();
    const result = await send(`http://hooks.example.test:${port}/`, true, async () => [
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(result).toEqual({ kind: 'error', message: 'connect ECONNREFUSED' });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = await startReceiver(() => 'hang');
    try {
      const result = await sendWebhook({
        url: silent.url,
        headers: {},
        body: '{}',
        allowLoopback: true,
        timeoutMs: 200,
      });
      expect(result).toEqual({ kind: 'error', message: 'no answer within 200 ms' });
    } finally {
      await silent.close();
    }
  });
});
