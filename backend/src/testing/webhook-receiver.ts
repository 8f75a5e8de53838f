import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its headers (lower-case names) and its raw body. */
export type Received = { headers: Record<string, string>; body: string };

/** How the receiver answers the nth request (0-based): a status, optional headers and body; 'hang' never answers. */
export type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/** Answers the nth request (0-based), having read it; a promise answers when it settles (a slow receiver). */
export type Answering = (index: number, request: Received) => Answer | Promise<Answer>;

export type WebhookReceiver = {
  url: string;
  received: Received[];
  /** Resolves once `count` requests have arrived. */
  waitForRequests(count: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
};

/** A webhook receiver on 127.0.0.1 (port 0) that records what it gets and answers as `answer` says. */
export async function startReceiver(answer: Answering = () => ({ status: 200 })): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const index = received.length;
      const request = { headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      for (const wake of waiters.splice(0)) wake();
      void Promise.resolve(answer(index, request)).then((reply) => {
        if (reply === 'hang' || res.destroyed) return;
        res.writeHead(reply.status, reply.headers).end(reply.body ?? '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitForRequests(count, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`the receiver got ${received.length} requests, waited for ${count}`)),
          ms,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received.slice(0, count));
          } else waiters.push(check);
        };
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
