import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createAiWorker, createOfflineProvider } from '@seedline/worker';
import { REDIS_URL } from '@seedline/worker/testing';
import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { QUOTE_WITHDRAWN } from '@seedline/shared';
import { ANALYSED_ANSWERS, seedAnalysedSurvey, untilReportEnded } from '../testing/analysed-survey';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { tablesHolding } from '../testing/table-search';

// Issue 26: erasing a response quoted in a report and in a proposal leaves no trace of its words in any
// table, in the raw events, in any Redis key of the queue's prefix, or (embedded) in the table files;
// the proposal shows the withdrawn mark.

type Quote = { responseId: string; withdrawn: boolean; text: string; responseNumber: number | null };

const eventsContaining = async (t: TestApp, marker: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM events WHERE strpos(data::text || metadata::text, $1) > 0',
      [marker],
    )
  ).rows[0]!.n;

/** Every key of the queue's prefix whose value (of any type) holds the marker. */
async function redisKeysContaining(prefix: string, marker: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    const found: string[] = [];
    for (const key of await redis.keys(`${prefix}:*`)) {
      const type = await redis.type(key);
      const value =
        type === 'string'
          ? await redis.get(key)
          : type === 'hash'
            ? await redis.hgetall(key)
            : type === 'list'
              ? await redis.lrange(key, 0, -1)
              : type === 'set'
                ? await redis.smembers(key)
                : type === 'zset'
                  ? await redis.zrange(key, 0, -1)
                  : type === 'stream'
                    ? await redis.xrange(key, '-', '+')
                    : null;
      if (JSON.stringify(value).includes(marker)) found.push(key);
    }
    return found;
  } finally {
    redis.disconnect();
  }
}

/** The files under dir whose bytes hold the marker. */
function filesContaining(dir: string, marker: string): string[] {
  const needle = Buffer.from(marker);
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (fs.readFileSync(file).includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}

const quotesOf = (document: { pages: { blocks: { kind: string; items?: unknown[] }[] }[][] }) =>
  document.pages.flat().flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'quotes' ? (b.items as Quote[]) : [])));

/** A report and a proposal quoting the marked answer; then the erasure. Returns the marker. */
async function eraseQuotedResponse(t: TestApp, check: { beforeErasure?: (marker: string) => Promise<void> } = {}) {
  const marker = `mk${randomBytes(6).toString('hex')}`;
  const admin = await t.adminAgent();
  const answers = ANALYSED_ANSWERS.map(([a, b], i): [string, string] =>
    i === 0 ? [`I re-type every supplier invoice into Sage by hand ${marker}, about two hours a day.`, b] : [a, b],
  );
  const { surveyId } = await seedAnalysedSurvey(t, admin, { answers });
  const reportId = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body.id as string;
  expect((await untilReportEnded(admin, reportId)).status).toBe('completed');
  const proposal = (await admin.post(`/api/reports/${reportId}/proposals`).send({ clientName: 'Acme Ltd' }).expect(201))
    .body;
  const quoted = quotesOf(proposal.document).find((q) => q.text.includes(marker));
  expect(quoted).toBeDefined();
  await check.beforeErasure?.(marker);

  await admin.delete(`/api/responses/${quoted!.responseId}`).expect(204);

  const after = (await admin.get(`/api/proposals/${proposal.id}`).expect(200)).body;
  const withdrawn = quotesOf(after.document).filter((q) => q.responseId === quoted!.responseId);
  expect(withdrawn.length).toBeGreaterThan(0);
  for (const q of withdrawn) expect(q).toMatchObject({ withdrawn: true, text: QUOTE_WITHDRAWN, responseNumber: null });
  expect(quotesOf(after.document).some((q) => !q.withdrawn)).toBe(true);
  expect(JSON.stringify(after)).not.toContain(marker);
  const report = (await admin.get(`/api/reports/${reportId}`).expect(200)).body;
  expect(JSON.stringify(report)).not.toContain(marker);

  expect(await tablesHolding(t, marker)).toEqual([]);
  expect(await eventsContaining(t, marker)).toBe(0);
  return marker;
}

describe('on Postgres with the BullMQ queue (real Redis, a real worker)', () => {
  let t: TestApp;
  let worker: Worker;
  beforeAll(async () => {
    t = await startTestApp({ env: { REDIS_URL } });
    worker = createAiWorker({ connection: REDIS_URL, prefix: t.config.queuePrefix, provider: createOfflineProvider() });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('leaves no trace of the erased words in any table, the events or the queue’s Redis keys', async () => {
    const marker = await eraseQuotedResponse(t, {
      // The report is recorded: its job (every answer, every quote) has already left Redis.
      beforeErasure: async (m) => expect(await redisKeysContaining(t.config.queuePrefix, m)).toEqual([]),
    });
    expect(await redisKeysContaining(t.config.queuePrefix, marker)).toEqual([]);
  }, 120_000);

  it('takes the erased words out of a job still waiting, which the dashboard shows as metadata only', async () => {
    const marker = `mk${randomBytes(6).toString('hex')}`;
    const admin = await t.adminAgent();
    const answers = ANALYSED_ANSWERS.map(([a, b], i): [string, string] => (i === 0 ? [`${a} ${marker}`, b] : [a, b]));
    const { surveyId, responseIds } = await seedAnalysedSurvey(t, admin, { answers });
    await worker.pause();
    const reportId = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body.id as string;
    expect(await redisKeysContaining(t.config.queuePrefix, marker)).toEqual([`${t.config.queuePrefix}:ai:${reportId}`]);

    const dashboard = await admin
      .get('/admin/queues/api/queues')
      .query({ activeQueue: 'ai', status: 'waiting', page: 1 })
      .expect(200);
    const jobs = dashboard.body.queues.find((q: { name: string }) => q.name === 'ai').jobs;
    expect(jobs.map((j: { id: string }) => j.id)).toContain(reportId);
    expect(jobs.find((j: { id: string }) => j.id === reportId).data).toMatchObject({
      surveyId,
      responses: `${answers.length} item(s)`,
    });
    expect(JSON.stringify(dashboard.body)).not.toContain(marker);
    expect(JSON.stringify(dashboard.body)).not.toContain(answers[1]![0]);

    await admin.delete(`/api/responses/${responseIds[0]}`).expect(204);
    expect(await redisKeysContaining(t.config.queuePrefix, marker)).toEqual([]);

    await worker.resume();
    const report = await untilReportEnded(admin, reportId);
    expect(report).toMatchObject({ status: 'completed', coverage: { responses: answers.length } });
    expect(JSON.stringify(report)).not.toContain(marker);
    expect(await redisKeysContaining(t.config.queuePrefix, marker)).toEqual([]);
    // Recorded: the job is gone from the queue.
    expect(await redisKeysContaining(t.config.queuePrefix, answers[1]![0])).toEqual([]);
  }, 120_000);
});

describe('on the embedded default (the embedded Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ embedded: true });
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(() => t.close());

  it(
    'leaves no trace in any table, the events, or the table files of the database directory',
    async () => {
      // The tables' files (base/); the WAL (pg_wal/) keeps the text until its segments are recycled.
      const dbDir = path.join(t.config.dataDir, 'postgres', 'base');
      expect(fs.existsSync(dbDir)).toBe(true);
      const marker = await eraseQuotedResponse(t, {
        beforeErasure: async (m) => {
          await t.db.exec('CHECKPOINT');
          expect(filesContaining(dbDir, m).length).toBeGreaterThan(0);
        },
      });
      expect(filesContaining(dbDir, marker)).toEqual([]);

      // A contact message too.
      const admin = await t.adminAgent();
      const contact = `mk${randomBytes(6).toString('hex')}`;
      const message = await t
        .agent()
        .post('/api/contact')
        .send({ name: 'Ada', email: 'ada@example.com', company: contact, message: `About ${contact}` })
        .expect(201);
      await t.db.exec('CHECKPOINT');
      expect(filesContaining(dbDir, contact).length).toBeGreaterThan(0);
      await admin.delete(`/api/contact-messages/${message.body.id}`).expect(204);
      expect(await tablesHolding(t, contact)).toEqual([]);
      expect(filesContaining(dbDir, contact)).toEqual([]);
    },
    EMBEDDED_START_TIMEOUT_MS,
  );
});
