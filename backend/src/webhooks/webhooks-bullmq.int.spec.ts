import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REDIS_URL } from '@seedline/worker/testing';
import { runErasureRace } from '../testing/erasure-race.scenario';
import { tablesHolding } from '../testing/table-search';
import { postgresBin } from '../testing/faults/throwaway-postgres';
import { waitFor } from '../testing/faults/child-process';
import { startTestApp, TEST_DATABASE_URL, type TestApp } from '../testing/test-app';
import { startReceiver, type Answer, type WebhookReceiver } from '../testing/webhook-receiver';
import type { WebhookEngine } from './webhook-engine';
import { deliveryIdFor } from './webhook-signature';
import { insertDeliveries } from './webhooks.queries';
import { WEBHOOK_ENGINE } from './webhooks.tokens';

// The same engine on a BullMQ queue of its own (REDIS_URL set; the app's queue prefix is unique).

let t: TestApp;
let engine: WebhookEngine;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', REDIS_URL } });
  engine = t.app.get<WebhookEngine>(WEBHOOK_ENGINE);
  engine.tune({ retrySchedule: [0, 20, 20, 20], pollMs: 50 });
});
afterAll(async () => {
  await t.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function endpointFor(answer: (index: number) => Answer) {
  const hook = await startReceiver(answer);
  receivers.push(hook);
  const admin = await t.adminAgent();
  const endpoint = (
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: hook.url, eventTypes: ['survey.closed'] })
      .expect(201)
  ).body as { id: string };
  return { admin, hook, endpoint };
}

async function closeASurvey(admin: Awaited<ReturnType<TestApp['adminAgent']>>) {
  const survey = (await admin.post('/api/surveys').send({ title: 'Queued' }).expect(201)).body as { id: string };
  await admin.patch(`/api/surveys/${survey.id}`).send({ isActive: false }).expect(200);
  return survey.id;
}

it('runs on BullMQ: 500 twice and then 200 gives the same webhook-id three times', async () => {
  expect(engine.queueKind).toBe('bullmq');
  const { admin, hook, endpoint } = await endpointFor((i) => ({ status: i < 2 ? 500 : 200 }));
  await closeASurvey(admin);
  const requests = await hook.waitForRequests(3);
  expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
  const [delivery] = await waitFor('delivered', async () => {
    const list = (await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`).expect(200)).body;
    return list[0]?.status === 'delivered' && list;
  });
  expect(delivery).toMatchObject({ attempts: 3, replyStatus: 200 });
});

it('a delivery stored but never queued (a crash in between) goes out once, and a replay of the log adds no second id', async () => {
  const { admin, hook, endpoint } = await endpointFor(() => ({ status: 200 }));
  const surveyId = await closeASurvey(admin);
  const [sent] = await hook.waitForRequests(1);
  const { rows } = await t.db.query<{ position: string }>(
    "SELECT global_position AS position FROM events WHERE stream_id = $1 AND type = 'SurveyDeactivated'",
    [`survey-${surveyId}`],
  );
  const position = Number(rows[0]!.position);
  expect(sent!.headers['webhook-id']).toBe(deliveryIdFor(endpoint.id, position));

  // As a process that died after storing a delivery and before queueing it would leave it.
  const orphan = deliveryIdFor(endpoint.id, 1_000_000_000);
  await insertDeliveries(t.db, [
    {
      id: orphan,
      endpointId: endpoint.id,
      eventType: 'survey.closed',
      eventPosition: 1_000_000_000,
      surveyId,
      subjectId: null,
      eventAt: new Date().toISOString(),
    },
  ]);
  const [, swept] = await hook.waitForRequests(2, 20_000);
  expect(swept!.headers['webhook-id']).toBe(orphan);

  // The whole log read again from the start: every delivery exists already, none is sent twice.
  await t.db.query("UPDATE webhook_checkpoint SET position = 0 WHERE id = 'deliveries'");
  await waitFor('the log read again', async () => {
    const { rows: at } = await t.db.query<{ position: string }>('SELECT position FROM webhook_checkpoint');
    return Number(at[0]!.position) >= position;
  });
  await engine.wake();
  const { rows: count } = await t.db.query<{ n: string }>(
    'SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1',
    [endpoint.id],
  );
  expect(Number(count[0]!.n)).toBe(2);
  expect(hook.received).toHaveLength(2);
}, 40_000);

it('erasure wins the race with an attempt in flight: the reply that comes back after it is not kept', async () => {
  const race = await runErasureRace(t);
  receivers.push(race.receiver);
  expect(race.delivery).toMatchObject({ status: 'delivered', replyStatus: 200, replyExcerpt: null });
  // What pg_dump writes of the app's schema holds nothing the respondent gave.
  const { stdout } = await promisify(execFile)(
    postgresBin('pg_dump'),
    ['--data-only', `--schema=${t.config.databaseSchema!}`, TEST_DATABASE_URL],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  expect(stdout).toContain(race.responseId);
  for (const marker of race.markers) {
    expect(stdout).not.toContain(marker);
    expect(await tablesHolding(t, marker)).toEqual([]);
  }
}, 60_000);
