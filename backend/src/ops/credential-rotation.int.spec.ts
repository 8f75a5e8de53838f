import request from 'supertest';
import { createApp, type App } from '../app/app.factory';
import { SESSION_COOKIE_NAME } from '../auth/session.setup';
import { startTestApp, TEST_ADMIN, TEST_SURVEYS_PASSWORD, type TestApp } from '../testing/test-app';

// What the README's "rotating secrets" section promises, on replicas that share one database.

let t: TestApp;
const others: App[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const app of others) await app.close();
  await t.close();
});

const replica = async (
  env: Partial<Pick<TestApp['config'], 'adminPassword' | 'sessionSecret' | 'surveysAccessPassword'>>,
) => {
  const app = await createApp({ config: { ...t.config, ...env }, db: t.db, logger: false });
  others.push(app);
  return request(app.app.getHttpServer());
};

const cookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!
    .split(';')[0];

it('a new ADMIN_PASSWORD replaces the old one at once; sessions already open stay open', async () => {
  const adminCookie = cookieOf(await t.agent().post('/api/auth/login').send(TEST_ADMIN).expect(200));
  const rotated = await replica({ adminPassword: 'a-brand-new-password' });
  await rotated.post('/api/auth/login').send(TEST_ADMIN).expect(401);
  await rotated
    .post('/api/auth/login')
    .send({ username: TEST_ADMIN.username, password: 'a-brand-new-password' })
    .expect(200);
  await rotated.get('/api/auth/me').set('Cookie', adminCookie).expect(200);
});

it('a new SURVEYS_ACCESS_PASSWORD replaces the old one; lists already unlocked stay unlocked', async () => {
  const gateCookie = cookieOf(
    await t.agent().post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200),
  );
  const rotated = await replica({ surveysAccessPassword: 'a-new-list-password' });
  await rotated
    .post('/api/surveys/unlock')
    .set('X-Forwarded-For', '10.5.0.1')
    .send({ password: TEST_SURVEYS_PASSWORD })
    .expect(401);
  await rotated.post('/api/surveys/unlock').send({ password: 'a-new-list-password' }).expect(200);
  await rotated.get('/api/surveys').set('Cookie', gateCookie).expect(200);
});

it('a new SESSION_SECRET ends every session (admins and unlocked lists); respondents keep going by their response id', async () => {
  const admin = await t.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Rotation' }).expect(201)).body;
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Still here?' }).expect(201)
  ).body;
  const response = (
    await t.agent().post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'traditional' }).expect(201)
  ).body;
  const adminCookie = cookieOf(await t.agent().post('/api/auth/login').send(TEST_ADMIN).expect(200));
  const gateCookie = cookieOf(
    await t.agent().post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200),
  );

  const rotated = await replica({ sessionSecret: 'a-different-session-secret-0123' });
  await rotated.get('/api/auth/me').set('Cookie', adminCookie).expect(401);
  await rotated.get('/api/surveys').set('Cookie', gateCookie).expect(401);
  await rotated
    .post('/api/answers')
    .send({ responseId: response.id, questionId: question.id, answerText: 'Yes' })
    .expect(201);
  await rotated.post('/api/auth/login').send(TEST_ADMIN).expect(200);
});
