import { randomBytes } from 'node:crypto';
import { questionFigures, questionStatuses, type CountedResponse } from '@seedline/shared';
import { parseCsv } from '../testing/hidden-fields-scenario';
import { startTestApp, type TestApp } from '../testing/test-app';

// Issue 49: one definition of each count (shared/src/survey-rules/question-counts.ts). One seeded survey
// with a jump and an optional question, completed and partial responses; every figure the admin reads
// (drop-off, summary, response cards, CSV) is derived from the rows with that definition and must agree.

describe('the counts agree everywhere (Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('drop-off, summary, cards and CSV say the same shown, answered, skipped by the path and dropped', async () => {
    const admin = await t.adminAgent();
    const slug = `counts-${randomBytes(4).toString('hex')}`;
    const surveyId: string = (await admin.post('/api/surveys').send({ title: 'Counts', slug }).expect(201)).body.id;
    const add = async (body: Record<string, unknown>) =>
      (await admin.post(`/api/surveys/${surveyId}/questions`).send(body).expect(201)).body.id as string;
    const q1 = await add({ questionText: 'Do you use an AI assistant?', questionType: 'yes_no' });
    const q2 = await add({ questionText: 'Which one?', questionType: 'text' });
    const q3 = await add({ questionText: 'What slows you down?', questionType: 'text' });
    const q4 = await add({ questionText: 'Hours a week?', questionType: 'number', isRequired: false });
    const ids = [q1, q2, q3, q4];
    await admin
      .post(`/api/surveys/${slug}/questions/${q1}/logic-rules`)
      .send({
        conditions: [{ source: 'answer', questionId: q1, operator: 'is_no' }],
        action: { type: 'jump', toQuestionId: q3 },
      })
      .expect(201);

    const respond = async (answers: [string, Record<string, unknown>][], complete: boolean) => {
      const agent = t.agent();
      const id: string = (
        await agent.post(`/api/surveys/${slug}/responses`).send({ surveyMode: 'traditional' }).expect(201)
      ).body.id;
      for (const [questionId, body] of answers)
        await agent
          .post('/api/answers')
          .send({ responseId: id, questionId, ...body })
          .expect(201);
      if (complete)
        await agent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    };
    const no = { answerValue: false };
    const yes = { answerValue: true };
    // Completed: jumped past Q2; answered everything on the path; Q4 (optional) left empty.
    await respond(
      [
        [q1, no],
        [q3, { answerText: 'Approvals' }],
        [q4, { answerValue: 3 }],
      ],
      true,
    );
    await respond(
      [
        [q1, yes],
        [q2, { answerText: 'ChatGPT' }],
        [q3, { answerText: 'Meetings' }],
      ],
      true,
    );
    await respond(
      [
        [q1, no],
        [q3, { answerText: 'Email' }],
      ],
      true,
    );
    // Partial: stopped after Q1 (its path would pass Q2 by, but it never got there), after Q2, before Q1.
    await respond([[q1, no]], false);
    await respond(
      [
        [q1, yes],
        [q2, { answerText: 'Copilot' }],
      ],
      false,
    );
    await respond([], false);

    // 1. The definition, applied to the rows.
    const { rows: responseRows } = await t.db.query<{ id: string; completed: boolean; passed_by: unknown }>(
      `SELECT id, completed_at IS NOT NULL AS completed, passed_by FROM responses WHERE survey_id = $1`,
      [surveyId],
    );
    const { rows: answerRows } = await t.db.query<{ response_id: string; question_id: string; off_path: boolean }>(
      `SELECT a.response_id, a.question_id, a.off_path FROM answers a JOIN responses r ON r.id = a.response_id
       WHERE r.survey_id = $1`,
      [surveyId],
    );
    const counted = new Map<string, CountedResponse>(
      responseRows.map((r) => [
        r.id,
        {
          completed: r.completed,
          answered: new Set(answerRows.filter((a) => a.response_id === r.id && !a.off_path).map((a) => a.question_id)),
          touched: new Set(answerRows.filter((a) => a.response_id === r.id).map((a) => a.question_id)),
          passedBy: new Set(Array.isArray(r.passed_by) ? (r.passed_by as string[]) : []),
        },
      ]),
    );
    const questions = ids.map((id, i) => ({ id, order: i + 1 }));
    const figures = questionFigures(questions, [...counted.values()]);
    expect(figures.map((f) => [f.reached, f.shown, f.answered, f.skippedByPath, f.noAnswer, f.dropped])).toEqual([
      [5, 5, 5, 0, 0, 1], // Q1: five got this far; one stopped after it
      [4, 2, 2, 2, 0, 1], // Q2: two jumped past it (never shown); the partial "No" never reached it
      [3, 3, 3, 0, 0, 0],
      [3, 3, 1, 0, 2, 0], // Q4: optional, left empty by two who were shown it
    ]);

    // 2. The drop-off: Reached, Shown (base) and Answered; answered never above shown.
    const dropOff = (await admin.get(`/api/surveys/${slug}/drop-off`).expect(200)).body;
    expect(dropOff.started).toBe(6);
    expect(dropOff.completed).toBe(3);
    expect(
      dropOff.questions.map((q: { reached: number; base: number; answered: number }) => [
        q.reached,
        q.base,
        q.answered,
      ]),
    ).toEqual(figures.map((f) => [f.reached, f.shown, f.answered]));
    // Dropped after each question: the steps the funnel loses between Reached counts.
    const reached = [...dropOff.questions.map((q: { reached: number }) => q.reached), dropOff.completed];
    expect(figures.map((f) => f.dropped)).toEqual(figures.map((_, i) => reached[i] - reached[i + 1]));

    // 3. The summary: its base is the same "shown", its answered the same "answered".
    const summary = (await admin.get(`/api/surveys/${slug}/summary`).expect(200)).body;
    expect(summary.total).toBe(6);
    expect(summary.questions.map((q: { base: number; answered: number }) => [q.base, q.answered])).toEqual(
      figures.map((f) => [f.shown, f.answered]),
    );

    // 4. The cards: each response's page item says which questions its path passed by; with its answers
    // that gives the status the card shows, and the statuses add up to the same figures.
    const page = (await admin.get(`/api/surveys/${slug}/responses?limit=50`).expect(200)).body;
    expect(page.items).toHaveLength(6);
    const tally = new Map<string, number>();
    for (const item of page.items as {
      id: string;
      completedAt: string | null;
      answers: { questionId: string; offPath: boolean }[];
      passedBy: string[];
    }[]) {
      const onPath = new Set(item.answers.filter((a) => !a.offPath).map((a) => a.questionId));
      const statuses = questionStatuses(questions, {
        completed: item.completedAt !== null,
        answered: onPath,
        touched: new Set(item.answers.map((a) => a.questionId)),
        passedBy: new Set(item.passedBy),
      });
      expect(statuses).toEqual(questionStatuses(questions, counted.get(item.id)!));
      for (const [questionId, status] of statuses)
        tally.set(`${questionId}:${status}`, (tally.get(`${questionId}:${status}`) ?? 0) + 1);
    }
    expect(
      figures.map((f) => [tally.get(`${f.questionId}:answered`) ?? 0, tally.get(`${f.questionId}:skippedByPath`) ?? 0]),
    ).toEqual(figures.map((f) => [f.answered, f.skippedByPath]));

    // 5. The CSV: a filled cell per answer on the path.
    const csv = await admin.get(`/api/surveys/${slug}/responses.csv`).buffer(true).expect(200);
    const [header, ...rows] = parseCsv(String(csv.text).replace(/^\uFEFF/, ''));
    const filled = ids.map((_, i) => {
      const column = header!.findIndex((name) => name.startsWith(`Q${i + 1}. `));
      expect(column).toBeGreaterThan(0);
      return rows.filter((row) => (row[column] ?? '') !== '').length;
    });
    expect(filled).toEqual(figures.map((f) => f.answered));
  }, 60_000);
});
