import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openScratchSchema } from '../testing/scratch-schema';
import { RateLimitService, TooManyRequestsError } from './rate-limit.service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function suite(name: string, open: () => Promise<{ db: Db; drop(): Promise<void> }>) {
  describe(`RateLimitService on ${name}`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let limiter: RateLimitService;

    beforeAll(async () => {
      ({ db, drop } = await open());
      await migrate(db);
      limiter = new RateLimitService(db);
    });
    afterAll(() => drop());

    it('lets `limit` hits through in a window and refuses the next with a 429 and a retry time', async () => {
      for (let i = 1; i <= 3; i++) {
        await expect(limiter.hit('k:basic', 3, 60_000)).resolves.toMatchObject({ hits: i, limit: 3 });
      }
      const refused = await limiter.hit('k:basic', 3, 60_000, 'Slow down').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(TooManyRequestsError);
      expect(refused).toMatchObject({ statusCode: 429, message: 'Slow down' });
      const retryAfter = (refused as TooManyRequestsError).retryAfterSeconds;
      expect(retryAfter).toBeGreaterThanOrEqual(59);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('counts each key on its own', async () => {
      await limiter.hit('k:a', 1, 60_000);
      await expect(limiter.hit('k:b', 1, 60_000)).resolves.toMatchObject({ hits: 1 });
      await expect(limiter.hit('k:a', 1, 60_000)).rejects.toBeInstanceOf(TooManyRequestsError);
    });

    it('starts over when the window has passed', async () => {
      // A window long enough that the second hit lands inside it on a loaded machine.
      await limiter.hit('k:window', 1, 1_500);
      await expect(limiter.hit('k:window', 1, 1_500)).rejects.toBeInstanceOf(TooManyRequestsError);
      await sleep(1_600);
      await expect(limiter.hit('k:window', 1, 1_500)).resolves.toMatchObject({ hits: 1 });
    });

    it('counts concurrent hits exactly: no more than `limit` get through', async () => {
      const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => limiter.hit('k:burst', 10, 60_000)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
      const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(rejected).toHaveLength(20);
      for (const r of rejected) expect(r.reason).toBeInstanceOf(TooManyRequestsError);
    });

    it('takes a hit back on refund and forgets a key on reset', async () => {
      await limiter.hit('k:refund', 1, 60_000);
      await limiter.refund('k:refund');
      await expect(limiter.hit('k:refund', 1, 60_000)).resolves.toMatchObject({ hits: 1 });
      await limiter.reset('k:refund');
      await expect(limiter.hit('k:refund', 1, 60_000)).resolves.toMatchObject({ hits: 1 });
    });

    it('hitAll counts every counter of a request in one statement, each in its own window', async () => {
      const queries: string[] = [];
      const counting = new RateLimitService({
        ...db,
        query: (sql: string, params?: unknown[]) => {
          queries.push(sql);
          return db.query(sql, params);
        },
      } as Db);
      const counters = [
        { key: 'all:address', limit: 5, windowMs: 60_000 },
        { key: 'all:response', limit: 2, windowMs: 1_500 },
      ];
      await expect(counting.hitAll(counters)).resolves.toMatchObject([
        { hits: 1, limit: 5 },
        { hits: 1, limit: 2 },
      ]);
      // One counting statement (beside the occasional prune of old rows).
      expect(queries.filter((sql) => sql.includes('INSERT INTO rate_limits'))).toHaveLength(1);
      const [address, response] = await counting.hitAll(counters);
      expect(address!.hits).toBe(2);
      expect(response!.hits).toBe(2);
      expect(response!.resetAt.getTime() - address!.resetAt.getTime()).toBeLessThan(0);
    });

    it('hitAll refuses at the first counter past its limit and takes back the hits on the counters after it', async () => {
      const counters = [
        { key: 'first:address', limit: 1, windowMs: 60_000, message: 'Too many from this address' },
        { key: 'first:response', limit: 10, windowMs: 60_000 },
      ];
      await limiter.hitAll(counters);
      const refused = await limiter.hitAll(counters).catch((e: unknown) => e);
      expect(refused).toMatchObject({ statusCode: 429, message: 'Too many from this address', limit: 1 });
      // The per-response counter was not reached: its count is still the one hit that got through.
      await expect(limiter.hit('first:response', 10, 60_000)).resolves.toMatchObject({ hits: 2 });
    });

    it('hitAll counts concurrent requests exactly on both counters', async () => {
      const counters = [
        { key: 'race:address', limit: 1000, windowMs: 60_000 },
        { key: 'race:response', limit: 12, windowMs: 60_000 },
      ];
      const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.hitAll(counters)));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(12);
      // Each request counted the address once, and the 8 refused ones took nothing else.
      await expect(limiter.hit('race:address', 1000, 60_000)).resolves.toMatchObject({ hits: 21 });
      await expect(limiter.hit('race:response', 1000, 60_000)).resolves.toMatchObject({ hits: 21 });
    });

    it('refuses windows it would prune too early', async () => {
      await expect(limiter.hit('k:long', 1, 2 * 24 * 60 * 60 * 1000)).rejects.toBeInstanceOf(RangeError);
    });
  });
}

suite('the real Postgres', () => openScratchSchema('rl', 10));
