// Erasure against a webhook attempt in flight (issue 44, item 3), shared by the BullMQ and the
// embedded specs: a receiver holds its reply, which echoes the respondent's name, e-mail and answer;
// the response is erased meanwhile and the dispatcher reads the erasure (the moment replies kept for it
// are forgotten); only then does the receiver answer. Test code: the specs assert on what it leaves.

import { randomBytes } from 'node:crypto';
import { waitFor } from './faults/child-process';
import type { TestApp } from './test-app';
import { startReceiver, type Answer, type Received, type WebhookReceiver } from './webhook-receiver';

export type ErasureRace = {
  responseId: string;
  /** What the respondent gave, which must be nowhere once the race is over. */
  markers: string[];
  /** The delivery as the admin reads it once its attempt was recorded. */
  delivery: { status: string; replyStatus: number | null; replyExcerpt: string | null };
  receiver: WebhookReceiver;
};

/** A promise and the function that settles it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

export async function runErasureRace(t: TestApp): Promise<ErasureRace> {
  const tag = randomBytes(6).toString('hex');
  const markers = [`Name ${tag}`, `mail-${tag}@example.com`, `Answer ${tag}`];
  const reply = deferred<Answer>();
  // The receiver takes its time, then echoes what it got: the personal data comes back in its reply.
  const receiver = await startReceiver((_index: number, request: Received) =>
    reply.promise.then((answer) =>
      answer === 'hang' ? answer : { ...answer, body: `thanks ${markers.join(' ')} ${request.body.length}` },
    ),
  );
  const admin = await t.adminAgent();
  const survey = (
    await admin
      .post('/api/surveys')
      .send({ title: `Race ${tag}` })
      .expect(201)
  ).body as { id: string };
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Who are you?' }).expect(201)
  ).body as { id: string };
  const endpoint = (
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: receiver.url, surveyId: survey.id, eventTypes: ['response.completed'] })
      .expect(201)
  ).body as { id: string };

  const respondent = t.agent();
  const response = (
    await respondent
      .post(`/api/surveys/${survey.id}/responses`)
      .send({ surveyMode: 'traditional', respondentName: markers[0], respondentEmail: markers[1] })
      .expect(201)
  ).body as { id: string };
  await respondent
    .post('/api/answers')
    .send({ responseId: response.id, questionId: question.id, answerText: markers[2] })
    .expect(201);
  await respondent.patch(`/api/responses/${response.id}`).send({ completedAt: new Date().toISOString() }).expect(200);

  // The attempt is in flight: the receiver has the request and has not answered.
  const [request] = await receiver.waitForRequests(1, 30_000);
  for (const marker of markers) if (!request!.body.includes(marker)) throw new Error(`the payload lacks ${marker}`);
  await admin.delete(`/api/responses/${response.id}`).expect(204);
  await admin.get(`/api/responses/${response.id}/answers`).expect(404);
  const { rows } = await t.db.query<{ position: string }>(
    "SELECT global_position AS position FROM events WHERE stream_id = $1 AND type = 'ResponseErased'",
    [`response-${response.id}`],
  );
  const erasedAt = Number(rows[0]!.position);
  await waitFor(
    'the dispatcher past the erasure',
    async () => {
      const { rows: at } = await t.db.query<{ position: string }>(
        "SELECT position FROM webhook_checkpoint WHERE id = 'deliveries'",
      );
      return Number(at[0]!.position) >= erasedAt;
    },
    30_000,
  );

  reply.resolve({ status: 200 });
  const delivery = await waitFor(
    'the attempt recorded',
    async () => {
      const list = (await admin.get(`/api/webhooks/endpoints/${endpoint.id}/deliveries`).expect(200))
        .body as ErasureRace['delivery'][];
      return list[0]?.status === 'delivered' && list[0];
    },
    30_000,
  );
  return { responseId: response.id, markers, delivery, receiver };
}
