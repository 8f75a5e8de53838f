import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { ALREADY_COMPLETED } from './personal-links.service';

// Personal links on the embedded default: issued for the roster, resumed on a second device, refused a
// second completed response, counted in coverage.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ embedded: true });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(() => t?.close());

it('issues, resumes on a second device, refuses a second completion and counts coverage', async () => {
  expect(t.db.embedded).toBe(true);
  const admin = await t.adminAgent();
  const client = (await admin.post('/api/clients').send({ name: 'Embedded Co' }).expect(201)).body as { id: string };
  const csv = ['Name,E-mail,Team', ...[1, 2, 3, 4, 5].map((n) => `Person ${n},p${n}@co.example,Ops`)].join('\n');
  await admin.post(`/api/clients/${client.id}/roster/import`).send({ csv }).expect(200);
  const survey = (
    await admin.post('/api/surveys').send({ title: 'Embedded staff', isActive: true, clientId: client.id })
  ).body as { id: string };
  await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Why?', isRequired: false }).expect(201);
  await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201, { issued: 5, total: 5 });
  const links = (await admin.get(`/api/surveys/${survey.id}/personal-links`).expect(200)).body.links as {
    path: string;
  }[];
  const token = links[0]!.path.replace('/i/', '');

  const first = await t.agent().post(`/api/personal-links/${token}/response`).send({ surveyMode: 'traditional' });
  const second = await t.agent().post(`/api/personal-links/${token}/response`).send({ surveyMode: 'traditional' });
  expect(second.body.responseId).toBe(first.body.responseId);
  await t
    .agent()
    .patch(`/api/responses/${first.body.responseId}`)
    .send({ completedAt: new Date().toISOString() })
    .expect(200);
  const again = await t.agent().post(`/api/personal-links/${token}/response`).send({ surveyMode: 'traditional' });
  expect(again.status).toBe(409);
  expect(again.body.detail).toBe(ALREADY_COMPLETED);

  const coverage = (await admin.get(`/api/surveys/${survey.id}/coverage`).expect(200)).body;
  expect(coverage.rows).toEqual([
    expect.objectContaining({ team: 'Ops', headcount: 5, invited: 5, started: 1, completed: 1 }),
  ]);
});
