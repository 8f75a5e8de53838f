import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';
import { parseCsv } from './hidden-fields-scenario';

// Branching end to end through the API (issue 29), on whichever database the app runs: rules added
// and refused, a respondent refused a question the path skips (409 with the reason), a changed answer
// taking an earlier answer off the path, and results that count a question's base (those shown it).

export type BranchingOutcome = { surveyId: string };

export async function runBranchingScenario(t: TestApp): Promise<BranchingOutcome> {
  const admin = await t.adminAgent();
  const slug = `branching-${randomBytes(4).toString('hex')}`;
  const surveyId: string = (await admin.post('/api/surveys').send({ title: 'Discovery', slug }).expect(201)).body.id;
  await admin
    .put(`/api/surveys/${slug}/response-settings`)
    .send({ hiddenFields: [{ key: 'team', label: 'Team', allowedValues: ['finance', 'ops'] }] })
    .expect(200);
  const add = async (body: Record<string, unknown>) =>
    (await admin.post(`/api/surveys/${surveyId}/questions`).send(body).expect(201)).body.id as string;
  const q1 = await add({ questionText: 'Do you use an AI assistant?', questionType: 'yes_no' });
  const q2 = await add({ questionText: 'Which AI assistant?', questionType: 'text' });
  const q3 = await add({ questionText: 'Do you approve purchases?', questionType: 'yes_no' });
  const q4 = await add({ questionText: 'How are invoices approved?', questionType: 'text' });
  const q5 = await add({ questionText: 'Anything else?', questionType: 'text' });

  const rule = (questionId: string, body: Record<string, unknown>) =>
    admin.post(`/api/surveys/${slug}/questions/${questionId}/logic-rules`).send(body);
  await rule(q1, {
    conditions: [{ source: 'answer', questionId: q1, operator: 'is_no' }],
    action: { type: 'jump', toQuestionId: q3 },
  }).expect(201);
  await rule(q3, {
    conditions: [{ source: 'answer', questionId: q3, operator: 'is_no' }],
    action: { type: 'end' },
  }).expect(201);
  const logic = await rule(q4, {
    conditions: [{ source: 'hidden_field', key: 'team', operator: 'is_not', value: 'finance' }],
    action: { type: 'skip' },
  }).expect(201);
  expect(logic.body.questions.map((q: { rules: { sentence: string }[] }) => q.rules.map((r) => r.sentence))).toEqual([
    ['If Q1 is No, jump to Q3'],
    [],
    ['If Q3 is No, end the survey'],
    ['If team is not finance, skip this question'],
    [],
  ]);
  expect(logic.body.pathMap[0]).toMatchObject({ label: 'Q1', leadsTo: ['If Q1 is No, jump to Q3'], otherwise: 'Q2' });

  const backwards = await rule(q3, {
    conditions: [{ source: 'answer', questionId: q1, operator: 'is_yes' }],
    action: { type: 'jump', toQuestionId: q2 },
  }).expect(400);
  expect(backwards.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(backwards.body.detail).toBe(
    'Rule 2 on Q3 (If Q1 is Yes, jump to Q2): it jumps back to Q2; jumps only go forward, to a later question',
  );
  // The survey's public document carries the rules, so the browser walks the same path.
  const document = await t.agent().get(`/api/surveys/${slug}/document`).expect(200);
  expect(document.body.questions[0].logic).toHaveLength(1);

  // A: team ops, no AI assistant: Q1 jumps to Q3, Q4 is skipped for ops.
  const a = t.agent();
  const aId: string = (
    await a
      .post(`/api/surveys/${slug}/responses`)
      .send({ surveyMode: 'traditional', hiddenFields: { team: 'ops' } })
      .expect(201)
  ).body.id;
  const answer = (agent: typeof a, responseId: string, questionId: string, body: Record<string, unknown>) =>
    agent.post('/api/answers').send({ responseId, questionId, ...body });
  await answer(a, aId, q1, { answerValue: false }).expect(201);
  const skipped = await answer(a, aId, q2, { answerText: 'ChatGPT' }).expect(409);
  expect(skipped.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(skipped.body.detail).toBe(
    'This question is not on your path: a rule on Q1 jumps past it (If Q1 is No, jump to Q3)',
  );
  await answer(a, aId, q3, { answerValue: true }).expect(201);
  expect((await answer(a, aId, q4, { answerText: 'By hand' }).expect(409)).body.detail).toBe(
    'This question is not on your path: a rule skips Q4 for you (If team is not finance, skip this question)',
  );
  await answer(a, aId, q5, { answerText: 'Nothing more' }).expect(201);
  await a.patch(`/api/responses/${aId}`).send({ completedAt: new Date().toISOString() }).expect(200);

  // B: uses ChatGPT, then changes Q1 to No: the Q2 answer is off the new path. Q3 No ends the survey.
  const b = t.agent();
  const bId: string = (
    await b
      .post(`/api/surveys/${slug}/responses`)
      .send({ surveyMode: 'traditional', hiddenFields: { team: 'finance' } })
      .expect(201)
  ).body.id;
  await answer(b, bId, q1, { answerValue: true }).expect(201);
  await answer(b, bId, q2, { answerText: 'ChatGPT' }).expect(201);
  await answer(b, bId, q1, { answerValue: false }).expect(201);
  await answer(b, bId, q3, { answerValue: false }).expect(201);
  expect((await answer(b, bId, q5, { answerText: 'More' }).expect(409)).body.detail).toBe(
    'This question is not on your path: the survey ends for you at Q3 (If Q3 is No, end the survey)',
  );
  // Completion accepts a response whose path is done, though Q4 and Q5 were never answered.
  await b.patch(`/api/responses/${bId}`).send({ completedAt: new Date().toISOString() }).expect(200);
  // The off-path answer stays in the record of the response (the admin's history), and leaves through
  // none of the readings of its answers (on-path.ts).
  const history = await admin.get(`/api/responses/${bId}/history`).expect(200);
  expect(JSON.stringify(history.body)).toContain('ChatGPT');
  const answers = await admin.get(`/api/responses/${bId}/answers`).expect(200);
  expect(answers.body.map((row: { answerText: string }) => row.answerText)).toEqual(['No', 'No']);

  // Results: a question's base is those shown it; a skip is no drop-off, an off-path answer no answer.
  const summary = await admin.get(`/api/surveys/${slug}/summary`).expect(200);
  const byId = (id: string) => summary.body.questions.find((q: { questionId: string }) => q.questionId === id);
  expect(summary.body.total).toBe(2);
  expect(byId(q1)).toMatchObject({ base: 2, answered: 2 });
  expect(byId(q2)).toMatchObject({ base: 0, answered: 0 });
  expect(byId(q4)).toMatchObject({ base: 0, answered: 0 });
  expect(byId(q5)).toMatchObject({ base: 1, answered: 1 });
  const dropOff = await admin.get(`/api/surveys/${slug}/drop-off`).expect(200);
  const funnel = (id: string) => dropOff.body.questions.find((q: { questionId: string }) => q.questionId === id);
  expect(funnel(q2)).toMatchObject({ reached: 2, base: 0, answered: 0 });
  expect(funnel(q5)).toMatchObject({ reached: 2, base: 1, answered: 1 });

  // The CSV: a Path column, and the off-path cell left empty.
  const csv = await admin.get(`/api/surveys/${slug}/responses.csv`).buffer(true).expect(200);
  const [header, rowA, rowB] = parseCsv(String(csv.text).replace(/^\uFEFF/, ''));
  const column = (name: string) => header!.indexOf(name);
  expect(column('Path')).toBeGreaterThan(0);
  expect(rowA![column('Path')]).toBe('Full path');
  expect(rowB![column('Path')]).toBe('Ended at Q3');
  expect(rowB![column('Q2. Which AI assistant?')]).toBe('');
  expect(rowA![column('Q5. Anything else?')]).toBe('Nothing more');

  // Rules may change after responses exist; the responses keep the path they were answered on.
  const changed = await admin
    .delete(`/api/surveys/${slug}/questions/${q1}/logic-rules/${logic.body.questions[0].rules[0].ruleId}`)
    .expect(200);
  expect(changed.body.questions[0].rules).toEqual([]);
  const after = await admin.get(`/api/surveys/${slug}/summary`).expect(200);
  expect(after.body.questions.find((q: { questionId: string }) => q.questionId === q2)).toMatchObject({
    base: 0,
    answered: 0,
  });
  return { surveyId };
}
