import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from './app.factory';
import { loadConfig } from '../config/config';
import { EMBEDDED_START_TIMEOUT_MS } from '../testing/test-app';

// The embedded default: no DATABASE_URL, the embedded Postgres under DATA_DIR, and the data survives a restart.
it(
  'starts on the embedded Postgres, migrates, serves a survey and keeps it across a restart',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-embedded-'));
    const env = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'embedded-admin-pw',
      SESSION_SECRET: 'embedded-secret-0123456789',
      SURVEYS_ACCESS_PASSWORD: 'gate-pass-1',
    };
    try {
      const first = await createApp({ config: loadConfig(env, dataDir), logger: false });
      expect(first.db.embedded).toBe(true);
      const admin = request.agent(first.app.getHttpServer());
      await admin.post('/api/auth/login').send({ username: 'admin', password: 'embedded-admin-pw' }).expect(200);
      const survey = await admin.post('/api/surveys').send({ title: 'Kept', slug: 'kept' }).expect(201);
      await admin.post(`/api/surveys/${survey.body.id}/questions`).send({ questionText: 'Still here?' }).expect(201);
      await first.close();

      const second = await createApp({ config: loadConfig(env, dataDir), logger: false });
      const anon = request(second.app.getHttpServer());
      const again = await anon.get('/api/surveys/kept').expect(200);
      expect(again.body).toMatchObject({ id: survey.body.id, title: 'Kept' });
      const questions = await anon.get(`/api/surveys/${survey.body.id}/questions`).expect(200);
      expect(questions.body.map((q: { questionText: string }) => q.questionText)).toEqual(['Still here?']);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  2 * EMBEDDED_START_TIMEOUT_MS,
); // it starts the embedded app twice
