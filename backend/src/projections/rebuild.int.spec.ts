import { READ_MODEL_PLAN } from '../app/read-models';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { rebuildReadModels } from './rebuild';
import { startTestApp, type TestApp } from '../testing/test-app';
import { cipherOf } from '../testing/event-cipher';
import { readStream } from '../event-store/event-store';
import { REDACTED } from '../event-store/field-crypto';
import { FieldOpenerThread } from '../event-store/field-opener';

let t: TestApp;
/** Decryption on a thread of its own, as `npm run rebuild-read-models` does it. */
let opener: FieldOpenerThread;

beforeAll(async () => {
  t = await startTestApp();
  opener = new FieldOpenerThread();
});
afterAll(async () => {
  await opener.close();
  await t.close();
});

const snapshot = () => readModelSnapshot(t.db);

it('rebuilding every read model from the events gives exactly the live tables', async () => {
  const admin = await t.adminAgent();
  for (let s = 0; s < 3; s++) {
    const survey = await admin
      .post('/api/surveys')
      .send({ title: `Rebuild ${s}`, slug: `rebuild-${s}`, description: s ? 'd' : undefined })
      .expect(201);
    const ids: string[] = [];
    for (let q = 1; q <= 3; q++) {
      ids.push(
        (
          await admin
            .post(`/api/surveys/${survey.body.id}/questions`)
            .send({ questionText: `Q${q}`, order: q })
            .expect(201)
        ).body.id,
      );
    }
    const r = await t
      .agent()
      .post(`/api/surveys/${survey.body.id}/responses`)
      .send({ surveyMode: s % 2 ? 'ai_chat' : 'traditional', language: 'en' })
      .expect(201);
    for (const id of ids)
      await t
        .agent()
        .post('/api/answers')
        .send({ responseId: r.body.id, questionId: id, answerText: `A ${id}` })
        .expect(201);
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: ids[0], answerText: 'changed' })
      .expect(201);
    if (s < 2)
      await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    if (s === 2) await admin.delete(`/api/surveys/${survey.body.id}`).expect(200);
  }

  const live = await snapshot();
  expect(live.surveys!.length).toBe(3);
  expect(live.answers!.length).toBe(9);

  const { events } = await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  expect(events).toBeGreaterThan(20);
  expect(await snapshot()).toEqual(live);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t), opener: opener.open, batchSize: 7 });
  expect(await snapshot()).toEqual(live);
});

it('an erased response and an erased contact message stay erased through a rebuild', async () => {
  const admin = await t.adminAgent();
  const survey = await admin.post('/api/surveys').send({ title: 'Erasure', slug: 'rebuild-erasure' }).expect(201);
  const question = await admin.post(`/api/surveys/${survey.body.id}/questions`).send({ questionText: 'Q' }).expect(201);
  const start = (name: string) =>
    t
      .agent()
      .post(`/api/surveys/${survey.body.id}/responses`)
      .send({ surveyMode: 'traditional', respondentName: name })
      .expect(201);
  const kept = await start('Kept Person');
  const erased = await start('Erased Person');
  for (const r of [kept, erased]) {
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: question.body.id, answerText: `answer of ${r.body.id}` })
      .expect(201);
  }
  const message = await t
    .agent()
    .post('/api/contact')
    .send({ name: 'Ada', email: 'ada@example.com', message: 'Please forget me later.' })
    .expect(201);
  await admin.delete(`/api/responses/${erased.body.id}`).expect(204);
  await admin.delete(`/api/contact-messages/${message.body.id}`).expect(204);
  await admin.delete(`/api/responses/${erased.body.id}`).expect(404);

  const live = await snapshot();
  expect(live.responses!.map((row) => (row as { id: string }).id)).toContain(kept.body.id);
  expect(live.responses!.map((row) => (row as { id: string }).id)).not.toContain(erased.body.id);
  expect(live.answers!.some((row) => (row as { response_id: string }).response_id === erased.body.id)).toBe(false);
  expect(live.contact_messages!.some((row) => (row as { id: string }).id === message.body.id)).toBe(false);

  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  expect(await snapshot()).toEqual(live);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t), opener: opener.open });
  expect(await snapshot()).toEqual(live);

  // The log still holds the whole stream, ending in the erasure, its personal fields unreadable.
  const cipher = cipherOf(t);
  const stream = await readStream(
    t.db,
    `response-${erased.body.id}`,
    cipher.forStream(t.db, `response-${erased.body.id}`),
  );
  expect(stream.events.map((e) => e.type)).toEqual(['ResponseStarted', 'AnswerRecorded', 'ResponseErased']);
  expect(stream.events[0]!.data).toMatchObject({ respondentName: REDACTED });
  expect(stream.events[1]!.data).toMatchObject({ answerText: REDACTED, questionId: question.body.id });
  const keptStream = await readStream(
    t.db,
    `response-${kept.body.id}`,
    cipher.forStream(t.db, `response-${kept.body.id}`),
  );
  expect(keptStream.events[0]!.data).toMatchObject({ respondentName: 'Kept Person' });
});
