import { captureJsonLines } from '@seedline/worker/testing';
import request from 'supertest';
import { createApp } from '../app/app.factory';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createLogger } from './logger';
import { loggedPath } from './observe-requests.middleware';

// A response id is the respondent's only credential: request logs carry route templates, never ids.

describe('request log lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("never carry a response id, on the respondent's routes or on paths no route took", async () => {
    const { destination, lines } = captureJsonLines();
    const logged = await createApp({ config: t.config, db: t.db, logger: false, log: createLogger({ destination }) });
    try {
      const server = logged.app.getHttpServer();
      const admin = request.agent(server);
      await admin.post('/api/auth/login').send({ username: 'admin', password: 'test-admin-password' }).expect(200);
      const survey = (await admin.post('/api/surveys').send({ title: 'Logged', isActive: true }).expect(201)).body;
      const question = (
        await admin
          .post(`/api/surveys/${survey.id}/questions`)
          .send({ questionText: 'Why?', questionType: 'textarea', order: 1, isRequired: true })
          .expect(201)
      ).body;
      const responseId = (
        await request(server)
          .post(`/api/surveys/${survey.id}/responses`)
          .send({ surveyMode: 'traditional' })
          .expect(201)
      ).body.id as string;
      await request(server).get(`/api/responses/${responseId}`).expect(200);
      await request(server)
        .post('/api/answers')
        .send({ responseId, questionId: question.id, answerText: 'Because' })
        .expect(201);
      await request(server).patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() });
      await request(server).get(`/api/responses/${responseId}/nowhere`).expect(404);
      await request(server).get(`/survey/${responseId}`);
      await new Promise((resolve) => setImmediate(resolve));

      const requests = lines.filter((l) => l.msg === 'request' || l.msg === 'request failed');
      expect(requests.length).toBeGreaterThanOrEqual(6);
      expect(JSON.stringify(lines)).not.toContain(responseId);
      expect(requests.map((l) => l.path)).toEqual(
        expect.arrayContaining([
          '/api/responses/:id',
          '/api/answers',
          '/api/surveys/:idOrSlug/responses',
          '/api/responses/:id/nowhere',
          '/survey/:id',
        ]),
      );
    } finally {
      await logged.close();
    }
  });
});

describe('loggedPath', () => {
  it('takes the route template, else hides id-like segments', () => {
    expect(loggedPath({ path: '/api/responses/x', baseUrl: '', route: { path: '/api/responses/:id' } })).toBe(
      '/api/responses/:id',
    );
    expect(loggedPath({ path: '/api/responses/4a7a2cf8-0000-4000-8000-000000000000/x' })).toBe('/api/responses/:id/x');
    expect(loggedPath({ path: '/assets/index-abc123def456ghi789.js' })).toBe('/assets/index-abc123def456ghi789.js');
    expect(loggedPath({ path: '/r/abcdef0123456789abcdef' })).toBe('/r/:id');
    expect(loggedPath({ path: '/surveys/discovery' })).toBe('/surveys/discovery');
  });
});
