import { Webhook } from 'standardwebhooks';
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
  await admin.post(`/api/webhooks/endpoints/${id}/test`).expect(202);
  const survey = (await admin.post('/api/surveys').send({ title: 'Embedded hook' }).expect(201)).body as { id: string };
  await admin.patch(`/api/surveys/${survey.id}`).send({ isActive: false }).expect(200);
  const requests = await hook.waitForRequests(2, 30_000);
  const types = requests.map((r) => (new Webhook(secret).verify(r.body, r.headers) as { type: string }).type);
  expect(types.sort()).toEqual(['survey.closed', 'webhook.test']);
}, 60_000);
