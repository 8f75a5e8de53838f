import type { AddressInfo } from 'node:net';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app';
import { openSse, responseChange, type SseFrame } from '../testing/sse-test-client';

// The live feed narrowed by a hidden-field value (issue 34): the responses of other segments never
// reach it, in order, on resume too; erasures always do.

let t: TestApp;
let baseUrl: string;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => {
  await t.close();
});

it('passes on only the responses carrying the value, in order, and every erasure', async () => {
  const admin = await t.adminAgent();
  const survey = await admin.post('/api/surveys').send({ title: 'Live segments' }).expect(201);
  const surveyId: string = survey.body.id;
  await admin
    .put(`/api/surveys/${surveyId}/response-settings`)
    .send({ hiddenFields: [{ key: 'team' }] })
    .expect(200);
  const url = `${baseUrl}/api/surveys/${surveyId}/responses/live?hidden=team%3Afinance`;
  const stream = await openSse(url, { Cookie: cookie });
  const ready = await stream.next((frame) => frame.event === 'ready');

  const start = async (team: string) =>
    (
      await t
        .agent()
        .post(`/api/surveys/${surveyId}/responses`)
        .send({ surveyMode: 'traditional', hiddenFields: { team } })
        .expect(201)
    ).body.id as string;
  const operations = await start('operations');
  const finance = await start('finance');
  await admin.delete(`/api/responses/${operations}`).expect(204);
  const last = await start('finance');
  const changes = (frames: SseFrame[]) => frames.flatMap((frame) => responseChange(frame) ?? []);
  const isLast = (frame: SseFrame) => responseChange(frame)?.responseId === last;
  await stream.next(isLast);
  const expected = [
    { responseId: finance, change: 'started' },
    { responseId: operations, change: 'erased' },
    { responseId: last, change: 'started' },
  ];
  expect(changes(stream.frames)).toEqual(expected);
  stream.close();

  const resumed = await openSse(url, { Cookie: cookie, 'Last-Event-ID': ready.id! });
  await resumed.next((frame) => frame.event === 'ready');
  expect(changes(resumed.frames)).toEqual(expected);
  resumed.close();

  const bad = await fetch(`${baseUrl}/api/surveys/${surveyId}/responses/live?hidden=team`, {
    headers: { Cookie: cookie },
  });
  expect(bad.status).toBe(400);
});
