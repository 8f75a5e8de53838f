import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { createSmtpTransport, smtpConnectionUrl } from './smtp-transport';

// The transport against a real SMTP server on 127.0.0.1: what reaches it, over how many connections, and
// how long a server that never answers can hold a send.

const content = (n: number) => ({ subject: `Mail ${n}`, text: `Body ${n}`, html: `<p>Body ${n}</p>` });

describe('createSmtpTransport', () => {
  let catcher: SmtpCatcher;
  beforeEach(async () => {
    catcher = await startSmtpCatcher();
  });
  afterEach(() => catcher.close());

  it('sends mail after mail over one kept connection when pooled', async () => {
    const transport = createSmtpTransport(catcher.url, 'seedline@example.test', { pooledConnections: 1 });
    try {
      for (let n = 1; n <= 5; n += 1) {
        await expect(transport.send(`person${n}@example.test`, content(n), {})).resolves.toEqual({ kind: 'sent' });
      }
    } finally {
      transport.close();
    }
    expect(catcher.mails.map((mail) => mail.subject)).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
    expect(catcher.connections()).toBe(1);
  });

  it('opens a connection per mail when not pooled (a single invitation)', async () => {
    const transport = createSmtpTransport(catcher.url, 'seedline@example.test');
    try {
      for (let n = 1; n <= 3; n += 1) await transport.send(`person${n}@example.test`, content(n), {});
    } finally {
      transport.close();
    }
    expect(catcher.mails).toHaveLength(3);
    expect(catcher.connections()).toBe(3);
  });
});

describe('a server that accepts the connection and never greets', () => {
  let silent: Server;
  let url: string;
  beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it('gives up after the timeout and leaves the mail to be tried again', async () => {
    const transport = createSmtpTransport(url, 'seedline@example.test', { timeoutMs: 300 });
    try {
      const outcome = await transport.send('person@example.test', content(1), {});
      expect(outcome.kind).toBe('retry');
    } finally {
      transport.close();
    }
  }, 5_000);
});

describe('smtpConnectionUrl', () => {
  it('carries the timeouts and the pool as the query nodemailer reads from a URL', () => {
    const url = new URL(
      smtpConnectionUrl('smtp://user:p%40ss@mail.example.com:587', { timeoutMs: 10_000, pooledConnections: 2 }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '10000',
      pool: 'true',
      maxConnections: '2',
    });
    expect(url.username).toBe('user');
    expect(url.password).toBe('p%40ss');
  });

  it('keeps what the operator wrote in SMTP_URL', () => {
    const url = new URL(
      smtpConnectionUrl('smtps://mail.example.com/?socketTimeout=60000&tls.rejectUnauthorized=false'),
    );
    expect(url.searchParams.get('socketTimeout')).toBe('60000');
    expect(url.searchParams.get('tls.rejectUnauthorized')).toBe('false');
    expect(url.searchParams.get('greetingTimeout')).toBe('30000');
    expect(url.searchParams.has('pool')).toBe(false);
  });
});
