import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { REDIS_URL, deleteKeys } from '@seedline/worker/testing';
import { startApiProcess, type ApiProcess } from '../testing/faults/api-process';
import { jsonClient } from '../testing/faults/http-client';
import { waitFor } from '../testing/faults/child-process';
import { TEST_ADMIN } from '../testing/test-app';
import { startReceiver, type WebhookReceiver } from '../testing/webhook-receiver';

// The API (which runs the webhook queue's worker) killed with SIGKILL while a delivery is on the
// wire: a new process on the same database sends it again under the same webhook-id, once the dead
// attempt's hold on it has lapsed (and, on BullMQ, once the job's lock has expired and it is stalled).

describe.each([
  { queue: 'in-process', redis: false },
  { queue: 'BullMQ', redis: true },
])('on the $queue queue', ({ redis }) => {
  const prefix = `seedline-fault-wh-${randomBytes(4).toString('hex')}`;
  let api: ApiProcess;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    // The first request is never answered: the API dies waiting for it.
    receiver = await startReceiver((i) => (i === 0 ? 'hang' : { status: 200 }));
    api = await startApiProcess({
      env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', QUEUE_PREFIX: prefix, ...(redis ? { REDIS_URL } : {}) },
    });
    await api.start();
  }, 60_000);
  afterAll(async () => {
    await api.destroy();
    await receiver.close();
    if (redis) await deleteKeys(prefix);
  });

  it('a kill mid-delivery loses nothing: the new process delivers it under the same id', async () => {
    const admin = jsonClient(api.baseUrl);
    expect((await admin.post('/api/auth/login', TEST_ADMIN)).status).toBe(200);
    const created = await admin.post('/api/webhooks/endpoints', { url: receiver.url, eventTypes: ['survey.closed'] });
    expect(created.status).toBe(201);
    const { id: endpointId, secret } = created.body as { id: string; secret: string };
    const survey = (await admin.post('/api/surveys', { title: 'Killed while sending' })).body as { id: string };
    expect((await admin.patch(`/api/surveys/${survey.id}`, { isActive: false })).status).toBe(200);

    const [first] = await receiver.waitForRequests(1, 20_000);
    expect(await api.stop('SIGKILL')).toBe('SIGKILL');

    await api.start();
    const [, second] = await receiver.waitForRequests(2, 90_000);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(new Webhook(secret).verify(second!.body, second!.headers)).toMatchObject({
      type: 'survey.closed',
      data: { surveyId: survey.id },
    });
    const admin2 = jsonClient(api.baseUrl);
    expect((await admin2.post('/api/auth/login', TEST_ADMIN)).status).toBe(200);
    const deliveries = await waitFor('the delivery recorded', async () => {
      const list = (await admin2.get(`/api/webhooks/endpoints/${endpointId}/deliveries`)).body as {
        status: string;
      }[];
      return list[0]?.status === 'delivered' && list;
    });
    expect(deliveries).toEqual([
      expect.objectContaining({ id: first!.headers['webhook-id'], status: 'delivered', attempts: 1, replyStatus: 200 }),
    ]);
    expect(receiver.received).toHaveLength(2);
  }, 150_000);
});
