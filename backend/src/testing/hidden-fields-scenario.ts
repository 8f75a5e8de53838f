import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';

// Hidden fields end to end through the API, on whichever database the app runs: declared on the
// survey, carried by the start, filtered by (list, summary, drop-off, CSV), split by with the small
// segments merged, and erased with the response.

/** RFC 4180 cells, enough for the export's own files. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

export async function runHiddenFieldsScenario(t: TestApp): Promise<void> {
  const admin = await t.adminAgent();
  const slug = `hidden-${randomBytes(4).toString('hex')}`;
  const survey = await admin.post('/api/surveys').send({ title: 'Ops pulse', slug }).expect(201);
  const surveyId: string = survey.body.id;
  const scale = await admin
    .post(`/api/surveys/${surveyId}/questions`)
    .send({ questionText: 'How likely are you to recommend us?', questionType: 'scale', isRequired: false })
    .expect(201);
  const settings = await admin
    .put(`/api/surveys/${slug}/response-settings`)
    .send({
      hiddenFields: [
        { key: 'team', label: 'Team', allowedValues: ['finance', 'operations', 'warehouse', 'lahore'] },
        { key: 'region', label: '' },
      ],
    })
    .expect(200);
  expect(settings.body).toEqual({
    hiddenFields: [
      { key: 'team', label: 'Team', allowedValues: ['finance', 'operations', 'warehouse', 'lahore'] },
      { key: 'region', label: 'region', allowedValues: null },
    ],
    recognisedKeys: ['team', 'region', 'utm_source', 'utm_medium', 'utm_campaign'],
    abandonAfterDays: null,
  });
  const badKey = await admin
    .put(`/api/surveys/${slug}/response-settings`)
    .send({ hiddenFields: [{ key: 'Team!' }] })
    .expect(400);
  expect(badKey.body.errors[0].pointer).toBe('#/hiddenFields/0/key');

  const start = async (hiddenFields: Record<string, string> | undefined, score: number, complete = true) => {
    const agent = t.agent();
    const started = await agent
      .post(`/api/surveys/${slug}/responses`)
      .send({ surveyMode: 'traditional', ...(hiddenFields ? { hiddenFields } : {}) })
      .expect(201);
    const id: string = started.body.id;
    await agent
      .post('/api/answers')
      .send({ responseId: id, questionId: scale.body.id, answerValue: score })
      .expect(201);
    if (complete) await agent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    return started.body as { id: string; hiddenFields: Record<string, string> };
  };

  // finance 6 (5 promoters, 1 passive), operations 5 (1 promoter, 4 detractors), warehouse 2, lahore 1, none 1.
  const first = await start({ team: 'Finance', utm_source: 'email', colour: 'blue' }, 10);
  expect(first.hiddenFields).toEqual({ team: 'finance', utm_source: 'email' });
  for (const score of [9, 10, 9, 9, 8]) await start({ team: 'finance' }, score);
  for (const score of [10, 3, 4, 5, 6]) await start({ team: 'operations' }, score, score !== 6);
  for (const score of [9, 9]) await start({ team: 'warehouse' }, score);
  const lahore = await start({ team: 'lahore', region: 'Punjab' }, 0);
  await start(undefined, 7);
  // A value outside the allowed list is recorded as "other"; a value too long is refused.
  const other = await start({ team: 'marketing' }, 5);
  expect(other.hiddenFields).toEqual({ team: 'other' });
  const tooLong = await t
    .agent()
    .post(`/api/surveys/${slug}/responses`)
    .send({ surveyMode: 'traditional', hiddenFields: { team: 'x'.repeat(201) } })
    .expect(400);
  expect(tooLong.body.detail).toBe('The hidden field team is too long (at most 200 characters)');

  // The list: the values on each response, and the filter.
  const page = await admin
    .get(`/api/surveys/${slug}/responses`)
    .query({ hidden: 'team:finance', limit: 50 })
    .expect(200);
  expect(page.body.total).toBe(6);
  expect(page.body.items.every((r: { hiddenFields: { team: string } }) => r.hiddenFields.team === 'finance')).toBe(
    true,
  );
  const both = await admin
    .get(`/api/surveys/${slug}/responses?hidden=team:finance&hidden=utm_source:email&limit=50`)
    .expect(200);
  expect(both.body.items.map((r: { id: string }) => r.id)).toEqual([first.id]);
  const inProgress = await admin
    .get(`/api/surveys/${slug}/responses`)
    .query({ hidden: 'team:operations', status: 'in_progress', limit: 50 })
    .expect(200);
  expect(inProgress.body.total).toBe(1);
  await admin.get(`/api/surveys/${slug}/responses`).query({ hidden: 'team' }).expect(400);

  // The summary and the drop-off, filtered.
  const summary = await admin.get(`/api/surveys/${slug}/summary`).query({ hidden: 'team:finance' }).expect(200);
  expect(summary.body.total).toBe(6);
  expect(summary.body.questions[0]).toMatchObject({ answered: 6, mean: 9.17 });
  const dropOff = await admin.get(`/api/surveys/${slug}/drop-off`).query({ hidden: 'team:operations' }).expect(200);
  expect(dropOff.body).toMatchObject({ started: 5, completed: 4 });

  // The split: finance and operations side by side; warehouse, lahore, "other" and no value (1+2+1+1) merged.
  const split = await admin.get(`/api/surveys/${slug}/summary/split`).query({ by: 'team' }).expect(200);
  expect(split.body.minSegmentSize).toBe(5);
  expect(
    split.body.segments.map((s: { label: string; n: number; merged: number }) => [s.label, s.n, s.merged]),
  ).toEqual([
    ['finance', 6, 0],
    ['operations', 5, 0],
    ['Other segments', 5, 4],
  ]);
  expect(split.body.segments[0].questions[0]).toEqual({
    questionId: scale.body.id,
    answered: 6,
    mean: 9.17,
    npsScore: 83,
  });
  expect(split.body.segments[1].questions[0]).toMatchObject({ answered: 5, mean: 5.6, npsScore: -60 });
  const filteredSplit = await admin
    .get(`/api/surveys/${slug}/summary/split`)
    .query({ by: 'team', hidden: 'utm_source:email' })
    .expect(200);
  expect(filteredSplit.body.segments).toEqual([
    { label: 'Other segments', value: null, n: 1, merged: 1, questions: null },
  ]);
  await admin.get(`/api/surveys/${slug}/summary/split`).query({ by: 'Team!' }).expect(400);

  // The CSV: a column per declared field, then utm_source (present on a response); the filter applies.
  const csv = await admin.get(`/api/surveys/${slug}/responses.csv`).buffer(true).expect(200);
  const rows = parseCsv(String(csv.text).replace(/^\uFEFF/, ''));
  const header = rows[0]!;
  expect(header.slice(9, 12)).toEqual(['team', 'region', 'utm_source']);
  const row = (id: string) => rows.find((r) => r[1] === id)!;
  expect(row(first.id).slice(9, 12)).toEqual(['finance', '', 'email']);
  expect(row(lahore.id).slice(9, 12)).toEqual(['lahore', 'Punjab', '']);
  expect(rows.filter((r) => r[4] === 'In progress')).toHaveLength(1);
  const financeCsv = await admin
    .get(`/api/surveys/${slug}/responses.csv`)
    .query({ hidden: 'team:finance' })
    .buffer(true);
  expect(parseCsv(String(financeCsv.text).replace(/^\uFEFF/, '')).slice(1)).toHaveLength(6);

  // Erased with the response: the read model's row goes, and the log only ever held the value sealed.
  await admin.delete(`/api/responses/${lahore.id}`).expect(204);
  const left = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM responses WHERE hidden_fields @> '{"region":"Punjab"}'`,
  );
  expect(left.rows[0]!.n).toBe(0);
  const logged = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE strpos(data::text, 'Punjab') > 0`,
  );
  expect(logged.rows[0]!.n).toBe(0);
  const afterErasure = await admin.get(`/api/surveys/${slug}/summary/split`).query({ by: 'region' }).expect(200);
  expect(afterErasure.body.segments.map((s: { label: string }) => s.label)).toEqual(['No value']);
}
