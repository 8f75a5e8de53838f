import { READ_MODEL_PLAN } from '../../app/read-models';
import type { Queryable } from '../../db/db';
import { rebuildReadModels } from '../../projections/rebuild';
import { SurveysService } from '../../surveys';
import { cipherOf } from '../../testing/event-cipher';
import { surveyWithEveryType } from '../../testing/every-question-type';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { questionSummary } from './survey-summary';
import { readCountedSummary, scanSummary, type SummaryData } from './survey-summary.queries';

// The answer counters (migration 024) against a full count, on Postgres: respondents answer a survey with
// a question of every type in a scripted pseudo-random mix of first answers, edits, answers left off the
// path and brought back on it (a rule ends the survey after a No), completions and erasures. Then the
// counters equal what a recount gives, the summary they give equals the one a scan of every response gives
// (both ways of reaching the text answers), and a rebuild of every read model leaves them as they were.

type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;

/** A small deterministic generator (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const RESPONDENTS = 16;

describe('the answer counters on Postgres', () => {
  let t: TestApp;
  let admin: Agent;
  let surveyId: string;
  let questionIds: string[];
  const made = { edits: 0, offPath: 0, backOnPath: 0, erased: 0 };

  const counterRows = async (db: Queryable) =>
    (
      await db.query(
        `SELECT question_id, metric, value, n::int AS n FROM answer_counts WHERE question_id = ANY ($1::text[])
         ORDER BY question_id, metric, value`,
        [questionIds],
      )
    ).rows;

  const summaryOf = async (data: SummaryData) => {
    const questions = await t.app.get(SurveysService).questions(surveyId);
    return {
      total: data.counts.total,
      questions: questions.map((q) =>
        questionSummary(q, data.counts.questions.get(q.id), {
          bins: data.counts.bins.get(q.id),
          texts: data.texts.get(q.id),
          base: data.counts.total - (data.counts.passedBy.get(q.id) ?? 0),
        }),
      ),
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminAgent();
    // Optional questions: each respondent answers some of them, in any order.
    const survey = await surveyWithEveryType(admin, 'Answer counters', { isRequired: false });
    surveyId = survey.id;
    questionIds = survey.questions.map((question) => question.id);
    const [, , , , , , yesNo, hours] = questionIds as [string, string, string, string, string, string, string, string];
    // After a No to "Do you use AI today?", the survey ends: "Hours on reports?" is passed by, and an
    // answer given to it before the No is off the path.
    await admin
      .post(`/api/surveys/${surveyId}/questions/${yesNo}/logic-rules`)
      .send({ conditions: [{ source: 'answer', questionId: yesNo, operator: 'is_no' }], action: { type: 'end' } })
      .expect(201);

    const next = random(20261126);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const words = ['faster exports', 'reports by hand', 'chat is slow', 'more filters', 'exports', 'reports'];
    const valueFor = (index: number): Record<string, unknown> => {
      switch (index) {
        case 0:
        case 1:
          return { answerText: `${pick(words)} ${pick(words)}` };
        case 2:
          return { answerValue: pick(['o1', 'o2']) };
        case 3: {
          const some = ['sheets', 'o1'].filter(() => next() < 0.5);
          const selected = some.length > 0 ? some : [pick(['sheets', 'o1'])];
          return { answerValue: { selected, other: next() < 0.3 ? pick(words) : null } };
        }
        case 4:
          return { answerValue: 1 + Math.floor(next() * 5) };
        case 5:
          return { answerValue: Math.floor(next() * 11) };
        case 6:
          return { answerValue: next() < 0.7 };
        default:
          return { answerValue: pick([0, 1.5, 4, 10, 12.25, 40, 80]) };
      }
    };

    for (let i = 0; i < RESPONDENTS; i++) {
      const agent = t.agent();
      const responseId = (
        await agent
          .post(`/api/surveys/${surveyId}/responses`)
          .send({ surveyMode: 'traditional', language: next() < 0.4 ? 'ur' : 'en' })
          .expect(201)
      ).body.id as string;
      const answer = async (questionId: string, body: Record<string, unknown>) => {
        const res = await agent.post('/api/answers').send({ responseId, questionId, ...body });
        expect({ status: res.status, body, detail: res.body.detail }).toEqual({ status: 201, body, detail: undefined });
      };
      const given = new Map<number, Record<string, unknown>>();
      let endedAtNo = false;
      for (let index = 0; index < questionIds.length; index++) {
        if (next() < 0.2 || (index === 7 && endedAtNo)) continue;
        const body = index === 6 ? { answerValue: true } : valueFor(index);
        await answer(questionIds[index]!, body);
        given.set(index, body);
      }
      // Edits: a changed answer moves from one value's count to another's.
      for (const index of [...given.keys()].filter((index) => index !== 6 && next() < 0.35)) {
        await answer(questionIds[index]!, valueFor(index));
        made.edits++;
      }
      // A No ends the survey: an answer to the last question leaves the counts, and comes back with a Yes.
      if (given.has(6) && next() < 0.6) {
        await answer(yesNo, { answerValue: false });
        if (given.has(7)) made.offPath++;
        endedAtNo = true;
        if (next() < 0.4) {
          await answer(yesNo, { answerValue: true });
          if (given.has(7)) made.backOnPath++;
          endedAtNo = false;
        }
      }
      if (!endedAtNo && !given.has(7) && next() < 0.5) await answer(hours, valueFor(7));
      if (next() < 0.6) {
        await agent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);
      }
      if (next() < 0.2) {
        await admin.delete(`/api/responses/${responseId}`).expect(204);
        made.erased++;
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('made a mix of edits, answers off the path and back on it, and erasures', () => {
    expect(made.edits).toBeGreaterThan(3);
    expect(made.offPath).toBeGreaterThan(0);
    expect(made.backOnPath).toBeGreaterThan(0);
    expect(made.erased).toBeGreaterThan(0);
  });

  it('equal what a full recount gives', async () => {
    const live = await counterRows(t.db);
    expect(live.length).toBeGreaterThan(questionIds.length);
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT answer_counts_recount()');
    });
    expect(await counterRows(t.db)).toEqual(live);
  });

  it('give the summary a scan of every response gives, whichever way the text answers are reached', async () => {
    const questions = await t.app.get(SurveysService).questions(surveyId);
    const counted = await summaryOf(await readCountedSummary(t.db, surveyId, questions));
    expect(counted.total).toBe(RESPONDENTS - made.erased);
    const everyone = { from: '2000-01-01' };
    const walked = { walkMinShare: 0 };
    const gathered = { walkMinShare: 2 };
    // A walk cut short (2 entries deep) finds too few, and gathers those questions from the kept responses.
    const cut = { walkMinShare: 0, walkDepth: 2 };
    for (const way of [walked, gathered, cut]) {
      expect(await summaryOf(await scanSummary(t.db, surveyId, everyone, questions, way))).toEqual(counted);
    }
    // And over HTTP: the unfiltered summary (counters) and a filter that keeps everyone (a scan).
    const plain = (await admin.get(`/api/surveys/${surveyId}/summary`).expect(200)).body;
    expect(plain).toEqual((await admin.get(`/api/surveys/${surveyId}/summary?from=2000-01-01`).expect(200)).body);
    // Nothing is scored here (the keeper is off in test apps): the quality counts say none left out.
    const { quality, ...plainCounts } = plain;
    expect(quality).toEqual({ excluded: 0, flaggedForReview: 0, lowQuality: 0, lowQualityIncluded: false });
    expect(plainCounts).toEqual(JSON.parse(JSON.stringify(counted)));
    // A filter that keeps some: both ways to the text answers agree.
    const urdu = { language: 'ur' as const };
    const urduSummary = await summaryOf(await scanSummary(t.db, surveyId, urdu, questions, gathered));
    expect(urduSummary.total).toBeGreaterThan(0);
    expect(urduSummary.total).toBeLessThan(counted.total);
    for (const way of [walked, cut]) {
      expect(await summaryOf(await scanSummary(t.db, surveyId, urdu, questions, way))).toEqual(urduSummary);
    }
  });

  it('are left as they were by a rebuild of every read model', async () => {
    const live = await counterRows(t.db);
    const summary = (await admin.get(`/api/surveys/${surveyId}/summary`).expect(200)).body;
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await counterRows(t.db)).toEqual(live);
    expect((await admin.get(`/api/surveys/${surveyId}/summary`).expect(200)).body).toEqual(summary);
  });
});
