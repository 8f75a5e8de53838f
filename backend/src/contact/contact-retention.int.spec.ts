import { REDIS_URL } from '@seedline/worker/testing';
import { Queue } from 'bullmq';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CONTACT_RETENTION_EVERY_MS } from './contact-retention';
import {
  CONTACT_RETENTION_QUEUE,
  CONTACT_RETENTION_SCHEDULER_ID,
  ContactRetentionScheduler,
} from './contact-retention.scheduler';

// With Redis, the retention pass is a BullMQ job scheduler under the app's own queue prefix.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL } });
});
afterAll(async () => {
  await t.close();
});

it('registers the retention job scheduler on the queue', async () => {
  await t.app.get(ContactRetentionScheduler).registered;
  const queue = new Queue(CONTACT_RETENTION_QUEUE, { connection: { url: REDIS_URL }, prefix: t.config.queuePrefix });
  try {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({ key: CONTACT_RETENTION_SCHEDULER_ID, every: CONTACT_RETENTION_EVERY_MS }),
    ]);
  } finally {
    await queue.close();
  }
});

it('erases the messages older than 24 months as of its clock, and only those', async () => {
  const send = async (name: string) =>
    (await t.agent().post('/api/contact').send({ name, email: 'a@example.com', message: 'Hello there' }).expect(201))
      .body.id as string;
  const old = await send('Old');
  const recent = await send('Recent');
  // The "old" message was received long ago: its row is aged (the event keeps the real time).
  await t.db.query(`UPDATE contact_messages SET received_at = '2020-01-01T00:00:00Z' WHERE id = $1`, [old]);
  const scheduler = t.app.get(ContactRetentionScheduler);
  expect(await scheduler.runOnce(() => new Date('2022-01-02T00:00:00Z'))).toBe(1);
  const admin = await t.adminAgent();
  const ids = (await admin.get('/api/contact-messages').expect(200)).body.map((m: { id: string }) => m.id);
  expect(ids).toContain(recent);
  expect(ids).not.toContain(old);
  // 24 months after the recent one, it goes too.
  expect(await scheduler.runOnce(() => new Date(Date.now() + 25 * 31 * 24 * 3600 * 1000))).toBe(1);
  expect((await admin.get('/api/contact-messages').expect(200)).body).toEqual([]);
});
