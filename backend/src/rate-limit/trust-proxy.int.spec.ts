import http from 'node:http';
import type { Socket } from 'node:net';
import request from 'supertest';
import { SESSION_COOKIE_NAME } from '../auth/session.setup';
import { CONTACT_RATE_LIMIT } from '../contact/contact.controller';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app';

// TRUST_PROXY decides whose X-Forwarded-For / X-Forwarded-Proto the API believes: the client address
// that rate limits count (req.ip) and whether the request came over TLS (req.secure, Secure cookies).

const MESSAGE = { name: 'Proxy Test', email: 'proxy@example.com', message: 'Hello through the proxy.' };

/** The app's HTTP handler behind a server whose every peer appears to connect from `peer`. */
function serveAsIfFrom(t: TestApp, peer: string): http.Server {
  const fastify = t.app.getHttpAdapter().getInstance();
  const server = http.createServer((req, res) => fastify.routing(req, res));
  server.on('connection', (socket: Socket) => Object.defineProperty(socket, 'remoteAddress', { value: peer }));
  return server;
}

/** Sends contact messages until the limit answers 429; the number of 201s before it. */
async function acceptedBeforeLimit(send: (n: number) => request.Test): Promise<number> {
  for (let n = 0; n <= CONTACT_RATE_LIMIT.limit; n++) {
    const res = await send(n);
    if (res.status === 429) return n;
    expect(res.status).toBe(201);
  }
  return CONTACT_RATE_LIMIT.limit + 1;
}

function loginCookie(target: Parameters<typeof request>[0], headers: Record<string, string>) {
  return request(target)
    .post('/api/auth/login')
    .set(headers)
    .send(TEST_ADMIN)
    .expect(200)
    .then((res) => {
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
      expect(cookie).toBeDefined();
      return cookie!;
    });
}

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('counts rate limits per address the proxy names in X-Forwarded-For', async () => {
    const server = serveAsIfFrom(t, '10.0.0.5');
    const from = (ip: string) => request(server).post('/api/contact').set('X-Forwarded-For', ip).send(MESSAGE);
    expect(await acceptedBeforeLimit(() => from('203.0.113.10'))).toBe(CONTACT_RATE_LIMIT.limit);
    // Another client behind the same proxy has its own count.
    await from('203.0.113.11').expect(201);
  });

  it('believes only the hop the proxy appended, not addresses the client forged before it', async () => {
    const forged = (n: number) =>
      t.agent().post('/api/contact').set('X-Forwarded-For', `198.51.100.${n}, 203.0.113.20`).send(MESSAGE);
    expect(await acceptedBeforeLimit(forged)).toBe(CONTACT_RATE_LIMIT.limit);
  });

  it('marks the session cookie Secure when the proxy says the request came over https', async () => {
    expect(await loginCookie(t.app.getHttpServer(), { 'X-Forwarded-Proto': 'https' })).toMatch(/;\s*Secure/i);
    expect(await loginCookie(t.app.getHttpServer(), {})).not.toMatch(/Secure/i);
  });
});

describe('TRUST_PROXY=false (clients connect directly)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a client cannot dodge a rate limit by making up addresses', async () => {
    const spoofed = (n: number) =>
      t
        .agent()
        .post('/api/contact')
        .set('X-Forwarded-For', `203.0.113.${100 + n}`)
        .send(MESSAGE);
    expect(await acceptedBeforeLimit(spoofed)).toBe(CONTACT_RATE_LIMIT.limit);
  });

  it('ignores X-Forwarded-Proto: the cookie is not Secure over plain HTTP', async () => {
    expect(await loginCookie(t.app.getHttpServer(), { 'X-Forwarded-Proto': 'https' })).not.toMatch(/Secure/i);
  });
});

describe('TRUST_PROXY unset (loopback: a proxy on the same machine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-* from a loopback peer', async () => {
    const from = (ip: string) => t.agent().post('/api/contact').set('X-Forwarded-For', ip).send(MESSAGE);
    expect(await acceptedBeforeLimit(() => from('203.0.113.30'))).toBe(CONTACT_RATE_LIMIT.limit);
    await from('203.0.113.31').expect(201);
    expect(await loginCookie(t.app.getHttpServer(), { 'X-Forwarded-Proto': 'https' })).toMatch(/;\s*Secure/i);
  });

  it('ignores X-Forwarded-For and X-Forwarded-Proto forged by a peer that is not on loopback', async () => {
    const server = serveAsIfFrom(t, '203.0.113.99');
    const spoofed = (n: number) =>
      request(server)
        .post('/api/contact')
        .set('X-Forwarded-For', `198.51.100.${100 + n}`)
        .send(MESSAGE);
    expect(await acceptedBeforeLimit(spoofed)).toBe(CONTACT_RATE_LIMIT.limit);
    expect(await loginCookie(server, { 'X-Forwarded-Proto': 'https' })).not.toMatch(/Secure/i);
  });
});
