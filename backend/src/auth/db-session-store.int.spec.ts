import type { Session } from 'fastify';
import type { SessionData } from '../http/session.types';
import { createPgDb } from '../db/pg-db';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DbSessionStore } from './db-session-store';

const call = <T>(fn: (cb: (err: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));

const sessionUntil = (expires: Date, extra: Partial<SessionData> = {}) =>
  ({ cookie: { originalMaxAge: 1000, expires, httpOnly: true, path: '/' }, ...extra }) as unknown as Session;

describe('DbSessionStore on the real Postgres', () => {
  let t: TestApp;
  let store: DbSessionStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = new DbSessionStore(t.db);
  });
  afterAll(() => t.close());

  it('stores, reads back, replaces and destroys a session', async () => {
    const later = new Date(Date.now() + 60_000);
    await call((cb) => store.set('sid-1', sessionUntil(later, { surveysUnlocked: true }), cb));
    const read = await call<SessionData | null>((cb) => store.get('sid-1', cb));
    expect(read).toMatchObject({ surveysUnlocked: true });
    // The cookie's attributes are stored beside the fields, and worked out afresh for each request.
    expect(read).not.toHaveProperty('cookie');
    const { rows } = await t.db.query<{ sess: { cookie: { expires: string } } }>(
      "SELECT sess FROM sessions WHERE sid = 'sid-1'",
    );
    expect(rows[0].sess.cookie.expires).toBe(later.toISOString());
    await call((cb) => store.set('sid-1', sessionUntil(later, { surveysUnlocked: false }), cb));
    expect(await call<SessionData | null>((cb) => store.get('sid-1', cb))).toMatchObject({ surveysUnlocked: false });
    await call((cb) => store.destroy('sid-1', cb));
    expect(await call((cb) => store.get('sid-1', cb))).toBeNull();
  });

  it('never returns an expired session, and prunes expired rows', async () => {
    await call((cb) => store.set('sid-old', sessionUntil(new Date(Date.now() - 1000), { surveysUnlocked: true }), cb));
    await call((cb) => store.set('sid-live', sessionUntil(new Date(Date.now() + 60_000)), cb));
    expect(await call((cb) => store.get('sid-old', cb))).toBeNull();
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query<{ sid: string }>('SELECT sid FROM sessions');
    expect(rows.map((r) => r.sid)).toContain('sid-live');
    expect(rows.map((r) => r.sid)).not.toContain('sid-old');
  });

  it('a save that only rolls a session on moves its expiry at most once a minute, and never brings back a deleted one', async () => {
    const expiresAt = async (sid: string) => {
      const { rows } = await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM sessions WHERE sid = $1', [sid]);
      return rows[0] ? new Date(rows[0].expires_at).getTime() : null;
    };
    // What @fastify/session hands the store on a request that changed nothing: the session says so.
    const rolled = (expires: Date, extra: Partial<SessionData> = {}) =>
      Object.assign(sessionUntil(expires, extra), { isModified: () => false });
    const start = Date.now();
    await call((cb) => store.set('sid-roll', sessionUntil(new Date(start + 3600_000), { createdAt: start }), cb));
    await call((cb) => store.set('sid-roll', rolled(new Date(start + 3630_000), { createdAt: start }), cb));
    expect(await expiresAt('sid-roll')).toBe(start + 3600_000);
    await call((cb) => store.set('sid-roll', rolled(new Date(start + 3720_000), { createdAt: start }), cb));
    expect(await expiresAt('sid-roll')).toBe(start + 3720_000);
    // A changed session is written at once, whatever its expiry.
    const changed = sessionUntil(new Date(start + 3730_000), { surveysUnlocked: true, createdAt: start });
    await call((cb) => store.set('sid-roll', changed, cb));
    expect(await call<SessionData | null>((cb) => store.get('sid-roll', cb))).toMatchObject({ surveysUnlocked: true });
    expect(await expiresAt('sid-roll')).toBe(start + 3730_000);
    // Logged out while another request of the same session was still being answered: it stays logged out.
    await call((cb) => store.destroy('sid-roll', cb));
    await call((cb) => store.set('sid-roll', rolled(new Date(start + 3900_000), { createdAt: start }), cb));
    expect(await expiresAt('sid-roll')).toBeNull();
  });

  it('records when a session was first stored and ends it after its absolute lifetime, however active', async () => {
    let now = Date.now();
    const clocked = new DbSessionStore(t.db, { absoluteTtlMs: 60_000, now: () => now });
    const created = now;
    await call((cb) => clocked.set('sid-abs', sessionUntil(new Date(now + 3600_000), { surveysUnlocked: true }), cb));
    expect(await call<SessionData | null>((cb) => clocked.get('sid-abs', cb))).toMatchObject({ createdAt: created });
    // Saved again later (a rolling session): the creation time stays.
    now += 30_000;
    const again = sessionUntil(new Date(now + 3600_000), { surveysUnlocked: true, createdAt: created });
    await call((cb) => clocked.set('sid-abs', again, cb));
    const { rows } = await t.db.query<{ expires_at: Date }>("SELECT expires_at FROM sessions WHERE sid = 'sid-abs'");
    expect(new Date(rows[0].expires_at).getTime()).toBe(created + 60_000);
    now += 30_000;
    expect(await call((cb) => clocked.get('sid-abs', cb))).toBeNull();
    const gone = await t.db.query("SELECT 1 FROM sessions WHERE sid = 'sid-abs'");
    expect(gone.rows).toHaveLength(0);
  });

  it('reports database failures to express-session instead of throwing', async () => {
    // A real connection to a port where no Postgres listens.
    const unreachable = createPgDb({
      connectionString: 'postgres://postgres@127.0.0.1:1/test',
      connectionTimeoutMs: 500,
    });
    const broken = new DbSessionStore(unreachable);
    try {
      await expect(call((cb) => broken.get('x', cb))).rejects.toThrow(/ECONNREFUSED/);
      await expect(call((cb) => broken.set('x', sessionUntil(new Date()), cb))).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });
});
