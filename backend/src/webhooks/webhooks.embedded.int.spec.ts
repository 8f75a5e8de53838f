import { Webhook } from 'standardwebhooks';
import { runErasureRace } from '../testing/erasure-race.scenario';
import { tablesHolding } from '../testing/table-search';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { startReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import type { WebhookEngine } from './webhook-engine';
import { WEBHOOK_ENGINE } from './webhooks.tokens';

// The embedded default (the embedded Postgres, no Redis): deliveries run on the in-process queue.

let t: TestApp;
let hook: WebhookReceiver;
beforeAll(async () => {
  hook = await startReceiver();
  t = await startTestApp({ embedded: true, env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
  await hook.close();
});

it('delivers from the log and sends test events on the embedded default', async () => {
  expect(t.app.get<WebhookEngine>(WEBHOOK_ENGINE).queueKind).toBe('in-process');
  const admin = await t.adminAgent();
  const { id, secret } = (
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: hook.url, eventTypes: ['survey.closed'] })
      .expect(201)
  ).body as { id: string; secret: string };
  // Sealed at rest, as on Postgres (webhook-secrets.int.spec.ts), and signing all the same.
  expect(await tablesHolding(t, secret)).toEqual([]);
  const { rows } = await t.db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = $1', [id]);
  expect(rows[0]!.secret).toMatch(/^sealed:v1:/);
  await admin.post(`/api/webhooks/endpoints/${id}/test`).expect(202);
  const survey = (await admin.post('/api/surveys').send({ title: 'Embedded hook' }).expect(201)).body as { id: string };
  await admin.patch(`/api/surveys/${survey.id}`).send({ isActive: false }).expect(200);
  const requests = await hook.waitForRequests(2, 30_000);
  const types = requests.map((r) => (new Webhook(secret).verify(r.body, r.headers) as { type: string }).type);
  expect(types.sort()).toEqual(['survey.closed', 'webhook.test']);
}, 60_000);

it('erasure wins the race with an attempt in flight on the in-process queue', async () => {
  const engine = t.app.get<WebhookEngine>(WEBHOOK_ENGINE);
  engine.tune({ pollMs: 50 });
  const race = await runErasureRace(t);
  try {
    expect(race.delivery).toMatchObject({ status: 'delivered', replyStatus: 200, replyExcerpt: null });
    // Every row of every table, as text (the embedded server is newer than the machine's pg_dump).
    for (const marker of race.markers) expect(await tablesHolding(t, marker)).toEqual([]);
  } finally {
    await race.receiver.close();
  }
}, 60_000);
