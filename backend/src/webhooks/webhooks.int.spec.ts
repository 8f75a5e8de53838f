import { Webhook } from 'standardwebhooks';
import { waitFor } from '../testing/faults/child-process';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startReceiver, type Answer, type Received, type WebhookReceiver } from '../testing/webhook-receiver';
import type { WebhookEngine } from './webhook-engine';
import { WEBHOOK_ENGINE } from './webhooks.tokens';

// The whole API on the real Postgres (in-process queue: no REDIS_URL), receivers on 127.0.0.1.

let t: TestApp;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
  // Retries in milliseconds instead of minutes; everything else as in production.
  t.app.get<WebhookEngine>(WEBHOOK_ENGINE).tune({ retrySchedule: [0, 20, 20, 20, 20], pollMs: 50 });
});
afterAll(async () => {
  await t.close();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(answer?: (index: number) => Answer) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

type Endpoint = { id: string; secret: string; state: string };

async function setUp(eventTypes: string[], answer?: (index: number) => Answer) {
  const admin = await t.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Webhook survey' }).expect(201)).body as {
    id: string;
  };
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'What slows you down?' }).expect(201)
  ).body as { id: string };
  const hook = await receiver(answer);
  const endpoint = (
    await admin.post('/api/webhooks/endpoints').send({ url: hook.url, surveyId: survey.id, eventTypes }).expect(201)
  ).body as Endpoint;
  return { admin, survey, question, hook, endpoint };
}

async function completedResponse(
  surveyId: string,
  questionId: string,
  text: string,
  hiddenFields: Record<string, string> = {},
) {
  const respondent = t.agent();
  const response = (
    await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional', hiddenFields })
      .expect(201)
  ).body as { id: string };
  await respondent.post('/api/answers').send({ responseId: response.id, questionId, answerText: text }).expect(201);
  await respondent.patch(`/api/responses/${response.id}`).send({ completedAt: new Date().toISOString() }).expect(200);
  return response.id;
}

function verified(secret: string, request: Received) {
  return new Webhook(secret).verify(request.body, request.headers) as { type: string; timestamp: string; data: any };
}

describe('webhook endpoints', () => {
  it('are for the admin only', async () => {
    await t.agent().get('/api/webhooks/endpoints').expect(401);
    await t
      .agent()
      .post('/api/webhooks/endpoints')
      .send({ url: 'https://example.com', eventTypes: ['survey.closed'] })
      .expect(401);
    // Another origin is refused whatever the session, as on every admin route.
    const admin = await t.adminAgent();
    await admin
      .post('/api/webhooks/endpoints')
      .set('Origin', 'https://evil.example')
      .send({ url: 'https://example.com', eventTypes: ['survey.closed'] })
      .expect(403);
  });

  it('answer the secret once, and refuse http to public hosts, private addresses and unknown event types', async () => {
    const admin = await t.adminAgent();
    const created = await admin
      .post('/api/webhooks/endpoints')
      .send({ url: 'https://hooks.example.com/seedline', eventTypes: ['response.completed'], description: 'CRM' })
      .expect(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.body).toMatchObject({ state: 'active', surveyId: null, eventTypes: ['response.completed'] });
    const listed = (await admin.get('/api/webhooks/endpoints').expect(200)).body as Record<string, unknown>[];
    expect(listed.find((e) => e.id === created.body.id)).not.toHaveProperty('secret');

    for (const url of ['http://hooks.example.com/', 'https://10.1.2.3/', 'https://169.254.169.254/latest']) {
      const refused = await admin
        .post('/api/webhooks/endpoints')
        .send({ url, eventTypes: ['survey.closed'] })
        .expect(400);
      expect(refused.headers['content-type']).toMatch(/problem\+json/);
    }
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: 'https://hooks.example.com/', eventTypes: ['response.deleted'] })
      .expect(400);
    await admin.post('/api/webhooks/endpoints').send({ url: 'https://hooks.example.com/', eventTypes: [] }).expect(400);
  });
});

describe('deliveries', () => {
  it('send a completed response, signed to the Standard Webhooks spec, with its typed answers', async () => {
    const { survey, question, hook, endpoint } = await setUp(['response.started', 'response.completed']);
    const responseId = await completedResponse(survey.id, question.id, 'Paper invoices', {
      utm_source: 'newsletter',
    });
    const [started, completed] = await hook.waitForRequests(2);
    const first = verified(endpoint.secret, started!);
    expect(first).toMatchObject({ type: 'response.started', data: { responseId, surveyId: survey.id } });
    const body = verified(endpoint.secret, completed!);
    expect(body.type).toBe('response.completed');
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    // The link's values come along: here a UTM source, recognised without declaring it.
    expect(body.data.response).toMatchObject({
      id: responseId,
      surveyId: survey.id,
      hiddenFields: { utm_source: 'newsletter' },
    });
    expect(body.data.answers).toEqual([
      expect.objectContaining({
        questionId: question.id,
        answerText: 'Paper invoices',
        answerValue: null,
        followUps: [],
      }),
    ]);
    expect(completed!.headers['webhook-id']).toMatch(/^msg_/);
    expect(completed!.headers['webhook-id']).not.toBe(started!.headers['webhook-id']);
  });

  it('a receiver that answers 500 twice and then 200 gets the same webhook-id three times', async () => {
    const { admin, survey, question, hook, endpoint } = await setUp(['response.completed'], (i) => ({
      status: i < 2 ? 500 : 200,
      body: i < 2 ? 'try later' : 'thanks',
    }));
    await completedResponse(survey.id, question.id, 'Retries');
    const requests = await hook.waitForRequests(3);
    const ids = new Set(requests.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const request of requests) verified(endpoint.secret, request);
    const log = await waitFor('the delivery recorded', async () => {
      const deliveries = (await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`).expect(200)).body;
      return deliveries[0]?.status === 'delivered' && deliveries;
    });
    expect(log).toEqual([
      expect.objectContaining({
        id: [...ids][0],
        status: 'delivered',
        attempts: 3,
        replyStatus: 200,
        replyExcerpt: 'thanks',
      }),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(hook.received).toHaveLength(3);
  });

  it('410 Gone disables the endpoint: later events are not sent', async () => {
    const { admin, survey, question, hook, endpoint } = await setUp(['response.completed'], () => ({ status: 410 }));
    await completedResponse(survey.id, question.id, 'Gone');
    await hook.waitForRequests(1);
    const disabled = await waitFor('the endpoint disabled', async () => {
      const list = (await admin.get('/api/webhooks/endpoints').expect(200)).body as { id: string; state: string }[];
      return list.find((e) => e.id === endpoint.id && e.state === 'disabled');
    });
    expect(disabled).toMatchObject({ stateReason: 'The receiver answered 410 Gone' });
    await completedResponse(survey.id, question.id, 'After gone');
    // A later endpoint on the same survey gets the second completion: by then the first has passed it by.
    const witness = await receiver();
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: witness.url, surveyId: survey.id, eventTypes: ['survey.closed'] })
      .expect(201);
    await admin.patch(`/api/surveys/${survey.id}`).send({ isActive: false }).expect(200);
    await witness.waitForRequests(1);
    expect(hook.received).toHaveLength(1);
  });

  it('after the last retry the delivery fails and the endpoint is marked failing; Redeliver sends the same id again', async () => {
    let healthy = false;
    const { admin, survey, question, hook, endpoint } = await setUp(['response.completed'], () => ({
      status: healthy ? 200 : 503,
    }));
    await completedResponse(survey.id, question.id, 'Failing');
    const failing = await waitFor('the endpoint failing', async () => {
      const list = (await admin.get('/api/webhooks/endpoints').expect(200)).body as { id: string; state: string }[];
      return list.find((e) => e.id === endpoint.id && e.state === 'failing');
    });
    expect(failing).toMatchObject({ stateReason: 'A delivery failed 5 times (last: HTTP 503)' });
    expect(hook.received).toHaveLength(5);
    const [delivery] = (await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`).expect(200)).body;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5, replyStatus: 503, nextAttemptAt: null });

    healthy = true;
    await admin.post(`/api/webhooks/deliveries/${delivery.id}/redeliver`).expect(202);
    const [again] = (await hook.waitForRequests(6)).slice(5);
    expect(again!.headers['webhook-id']).toBe(delivery.id);
    await waitFor('the endpoint active again', async () => {
      const list = (await admin.get('/api/webhooks/endpoints').expect(200)).body as { id: string; state: string }[];
      return list.find((e) => e.id === endpoint.id && e.state === 'active');
    });
  });

  it('erasure sends response.erased with ids only, and forgets the replies kept for that response', async () => {
    const { admin, survey, question, hook, endpoint } = await setUp(['response.completed', 'response.erased'], () => ({
      status: 200,
      body: 'echo: Erase me',
    }));
    const responseId = await completedResponse(survey.id, question.id, 'Erase me');
    await hook.waitForRequests(1);
    await admin.delete(`/api/responses/${responseId}`).expect(204);
    const [, erased] = await hook.waitForRequests(2);
    const body = verified(endpoint.secret, erased!);
    expect(body).toEqual({
      type: 'response.erased',
      timestamp: expect.any(String),
      data: { responseId, surveyId: survey.id },
    });
    const deliveries = await waitFor('both delivered', async () => {
      const list = (await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`).expect(200)).body as {
        eventType: string;
        status: string;
        replyExcerpt: string | null;
      }[];
      return list.length === 2 && list.every((d) => d.status === 'delivered') && list;
    });
    const completed = deliveries.find((d) => d.eventType === 'response.completed');
    expect(completed?.replyExcerpt).toBeNull();
  });

  it('a test event, and a rotated secret signs beside the old one during the grace period', async () => {
    const { admin, hook, endpoint } = await setUp(['survey.closed']);
    const rotated = (await admin.post(`/api/webhooks/endpoints/${endpoint.id}/secret`).expect(201)).body as {
      secret: string;
      previousSecretExpiresAt: string;
    };
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.previousSecretExpiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const queued = await admin.post(`/api/webhooks/endpoints/${endpoint.id}/test`).expect(202);
    expect(queued.body).toMatchObject({ eventType: 'webhook.test', endpointId: endpoint.id });
    const [request] = await hook.waitForRequests(1);
    expect(request!.headers['webhook-id']).toBe(queued.body.id);
    expect(request!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verified(rotated.secret, request!)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint.id },
    });
    expect(verified(endpoint.secret, request!).type).toBe('webhook.test');
  });

  it('unknown endpoints and deliveries are 404, a bad id 400', async () => {
    const admin = await t.adminAgent();
    await admin.post('/api/webhooks/endpoints/8d5e2c4a-1b7f-4c1e-9a59-0d6f3f1e2a11/test').expect(404);
    await admin.get('/api/webhooks/endpoints/not-a-uuid/deliveries').expect(400);
    await admin.post('/api/webhooks/deliveries/msg_nothing/redeliver').expect(404);
  });
});
