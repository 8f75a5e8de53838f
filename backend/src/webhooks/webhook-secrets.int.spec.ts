import { Webhook } from 'standardwebhooks';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { tablesHolding } from '../testing/table-search';
import { cipherOf } from '../testing/event-cipher';
import { waitFor } from '../testing/faults/child-process';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { EndpointSecrets, secretKeyName } from './endpoint-secrets';
import type { WebhookEngine } from './webhook-engine';
import { newSecret } from './webhook-signature';
import { insertEndpoint } from './webhooks.queries';
import { WEBHOOK_ENGINE } from './webhooks.tokens';

// Issue 44, item 8: signing secrets sealed at rest with a data key of the endpoint's own, the previous
// secret dropped when its grace period ends, and secrets stored as they were before sealing still signing
// (then sealed). On the real Postgres.

let t: TestApp;
let hook: WebhookReceiver;
beforeAll(async () => {
  hook = await startReceiver();
  t = await startTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
  t.app.get<WebhookEngine>(WEBHOOK_ENGINE).tune({ pollMs: 50, sweepMs: 100 });
});
afterAll(async () => {
  await t.close();
  await hook.close();
});

const stored = async (id: string) =>
  (
    await t.db.query<{ secret: string; previous_secret: string | null }>(
      'SELECT secret, previous_secret FROM webhook_endpoints WHERE id = $1',
      [id],
    )
  ).rows[0]!;

/** Sends a test event and answers the secrets that verify it, among those given. */
async function verifyingSecrets(admin: Awaited<ReturnType<TestApp['adminAgent']>>, id: string, secrets: string[]) {
  const before = hook.received.length;
  await admin.post(`/api/webhooks/endpoints/${id}/test`).expect(202);
  const request = (await hook.waitForRequests(before + 1))[before]!;
  return secrets.filter((secret) => {
    try {
      new Webhook(secret).verify(request.body, request.headers);
      return true;
    } catch {
      return false;
    }
  });
}

it('stores a secret sealed, signs with it, and forgets its key with the endpoint', async () => {
  const admin = await t.adminAgent();
  const { id, secret } = (
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: hook.url, eventTypes: ['survey.closed'] })
      .expect(201)
  ).body as { id: string; secret: string };
  expect((await stored(id)).secret).toMatch(/^sealed:v1:/);
  // Nowhere in the database, neither whole nor its key bytes.
  expect(await tablesHolding(t, secret)).toEqual([]);
  expect(await tablesHolding(t, secret.slice('whsec_'.length))).toEqual([]);
  expect(await verifyingSecrets(admin, id, [secret])).toEqual([secret]);

  // A rebuild of the read models leaves the webhooks as they are and equals the live tables.
  const before = await readModelSnapshot(t.db);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  expect(await readModelSnapshot(t.db)).toEqual(before);
  expect(await verifyingSecrets(admin, id, [secret])).toEqual([secret]);

  await admin.delete(`/api/webhooks/endpoints/${id}`).expect(204);
  const keys = await t.db.query('SELECT 1 FROM data_keys WHERE stream_id = $1', [secretKeyName(id)]);
  expect(keys.rows).toEqual([]);
});

it('signs with both secrets during the grace period, and drops the previous one when it ends', async () => {
  const admin = await t.adminAgent();
  const { id, secret: first } = (
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: hook.url, eventTypes: ['survey.closed'] })
      .expect(201)
  ).body as { id: string; secret: string };
  const { secret: second } = (await admin.post(`/api/webhooks/endpoints/${id}/secret`).expect(201)).body as {
    secret: string;
  };
  expect(await stored(id)).toEqual({
    secret: expect.stringMatching(/^sealed:/),
    previous_secret: expect.stringMatching(/^sealed:/),
  });
  expect(await verifyingSecrets(admin, id, [first, second])).toEqual([first, second]);

  // The 24 hours are over (as the clock of the database says).
  await t.db.query(
    "UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE id = $1",
    [id],
  );
  await waitFor('the previous secret dropped', async () => (await stored(id)).previous_secret === null);
  const listed = (await admin.get('/api/webhooks/endpoints').expect(200)).body as { id: string }[];
  expect(listed.find((e) => e.id === id)).toMatchObject({ previousSecretExpiresAt: null });
  expect(await verifyingSecrets(admin, id, [first, second])).toEqual([second]);
});

it('keeps a secret stored before sealing signing, and seals it at start', async () => {
  const admin = await t.adminAgent();
  const legacy = newSecret();
  const { id } = await insertEndpoint(t.db, {
    id: '6f1f3a52-2a43-4d0e-9b8e-0c2a5d7e9f10',
    url: hook.url,
    description: 'from before',
    surveyId: null,
    eventTypes: ['survey.closed'],
    secret: legacy,
  });
  expect(await verifyingSecrets(admin, id, [legacy])).toEqual([legacy]);
  // What every start does (WebhooksModule): replicas may run it together, each secret is sealed once.
  const secrets = t.app.get(EndpointSecrets);
  const sealed = await Promise.all([secrets.sealPlainSecrets(t.db), secrets.sealPlainSecrets(t.db)]);
  expect(sealed[0]! + sealed[1]!).toBe(1);
  expect((await stored(id)).secret).toMatch(/^sealed:v1:/);
  expect(await tablesHolding(t, legacy)).toEqual([]);
  expect(await verifyingSecrets(admin, id, [legacy])).toEqual([legacy]);
});
