import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../testing/test-app';

// Every error answer, from the exception filter or from the middlewares before Nest, is an RFC 9457
// problem sent as application/problem+json; statusCode and message stay for one release.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

const PROBLEM = /^application\/problem\+json; charset=utf-8$/;

it('answers a missing session with a 401 problem', async () => {
  const res = await t.agent().post('/api/surveys').send({ title: 'x' }).expect(401);
  expect(res.headers['content-type']).toMatch(PROBLEM);
  expect(res.body).toEqual({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    detail: res.body.message,
    instance: '/api/surveys',
    statusCode: 401,
    message: expect.any(String),
  });
});

it('names each field at fault of a 400 under errors', async () => {
  const res = await admin.post('/api/surveys').send({ title: 'Fields', colour: 'red' }).expect(400);
  expect(res.headers['content-type']).toMatch(PROBLEM);
  expect(res.body).toMatchObject({
    title: 'Bad Request',
    status: 400,
    detail: 'Unknown field colour',
    errors: [{ pointer: '#/colour', detail: 'Unknown field colour' }],
    message: 'Unknown field colour',
  });
});

it('sends the body parser, input hygiene and cross-origin refusals as problems too', async () => {
  const malformed = await admin
    .post('/api/surveys')
    .set('Content-Type', 'application/json')
    .send('{"title":')
    .expect(400);
  expect(malformed.headers['content-type']).toMatch(PROBLEM);
  expect(malformed.body).toMatchObject({
    status: 400,
    detail: 'Malformed JSON in request body',
    instance: '/api/surveys',
  });

  const nul = await admin.post('/api/surveys').send({ title: 'a\u0000b' }).expect(400);
  expect(nul.headers['content-type']).toMatch(PROBLEM);
  expect(nul.body).toMatchObject({ status: 400, detail: 'Text may not contain NUL characters or invalid Unicode' });

  const crossOrigin = await admin.post('/api/surveys').set('Origin', 'https://evil.example').send({ title: 'x' });
  expect(crossOrigin.status).toBe(403);
  expect(crossOrigin.headers['content-type']).toMatch(PROBLEM);
  expect(crossOrigin.body).toMatchObject({ title: 'Forbidden', status: 403, detail: 'Cross-origin request refused' });
});

it('answers an unknown API path with a 404 problem', async () => {
  const res = await t.agent().get('/api/no-such-thing?x=1').expect(404);
  expect(res.headers['content-type']).toMatch(PROBLEM);
  expect(res.body).toMatchObject({ title: 'Not Found', status: 404, instance: '/api/no-such-thing' });
});
