import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { NOT_PUBLIC_MESSAGE, refusedAddress } from './address-policy';

// One HTTP POST to a receiver: the resolved address is checked at connect time (a custom lookup),
// redirects are not followed (a 3xx is a failed attempt), the whole exchange ends after the timeout
// and at most maxReplyBytes of the reply are read.

export const SEND_TIMEOUT_MS = 10_000;
export const MAX_REPLY_BYTES = 64 * 1024;
/** What a delivery keeps of the reply. */
export const REPLY_EXCERPT_CHARS = 500;

/** Resolves a host name to all its addresses (dns.lookup by default; specs inject their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

export type SendRequest = {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowLoopback: boolean;
  timeoutMs?: number;
  maxReplyBytes?: number;
  resolve?: Resolver;
};

export type SendResult =
  | { kind: 'reply'; status: number; retryAfter: string | undefined; excerpt: string }
  | { kind: 'error'; message: string };

export class RefusedAddressError extends Error {}

/** A lookup for the agent that answers only addresses the policy allows. */
export function guardedLookup(resolve: Resolver, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        // Which address a name resolved to is not said: the admin could map the inside network with it.
        if (addresses.some((a) => refusedAddress(a.address, allowLoopback) !== null)) {
          callback(new RefusedAddressError(NOT_PUBLIC_MESSAGE), '', 4);
          return;
        }
        if (addresses.length === 0) {
          callback(new RefusedAddressError(`refused: ${hostname} has no address`), '', 4);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

export function sendWebhook(request: SendRequest): Promise<SendResult> {
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is never looked up, so it is checked here.
  if (isIP(host) !== 0 && refusedAddress(host, request.allowLoopback))
    return Promise.resolve({ kind: 'error', message: NOT_PUBLIC_MESSAGE });
  const timeoutMs = request.timeoutMs ?? SEND_TIMEOUT_MS;
  const maxBytes = request.maxReplyBytes ?? MAX_REPLY_BYTES;
  const client = url.protocol === 'https:' ? https : http;
  const lookup = guardedLookup(request.resolve ?? systemResolver, request.allowLoopback);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': 'Seedline-Webhooks/1.0',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            kind: 'reply',
            status: res.statusCode ?? 0,
            retryAfter: headerText(res.headers['retry-after']),
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, REPLY_EXCERPT_CHARS),
          });
        res.on('data', (chunk: Buffer) => {
          const room = maxBytes - size;
          chunks.push(chunk.subarray(0, Math.max(0, room)));
          size += chunk.length;
          if (size >= maxBytes) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => finish({ kind: 'error', message: `no answer within ${timeoutMs} ms` }), timeoutMs);
    req.on('error', (error) => finish({ kind: 'error', message: errorMessage(error) }));
    req.end(request.body);
  });
}

/**
 * What the admin reads of a failed connection. A system error's message names the address it was
 * connecting to ("connect ECONNREFUSED 10.0.0.5:443"): only its call and code are kept, so the
 * delivery log never tells what a name resolved to.
 */
export function errorMessage(error: Error & { code?: unknown; syscall?: unknown }): string {
  if (error instanceof RefusedAddressError) return error.message;
  if (typeof error.code === 'string' && typeof error.syscall === 'string') return `${error.syscall} ${error.code}`;
  return error.message;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
