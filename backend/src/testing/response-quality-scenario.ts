import type { Clock } from '../core/tokens';
import { ResponseQualityKeeper } from '../responses/quality/response-quality.keeper';
import { listSurveyVerdicts, type StoredVerdict } from '../responses/quality/response-quality.queries';
import { honestAnswers } from '../responses/quality/testing/survey';
import type { TestApp } from './test-app';

// A survey answered over HTTP at chosen paces, for the response-quality read model's specs: honest
// respondents at 20 to 30 s an answer, a speeder at 1 s, a masher; the app's clock moves as they answer.

/** A clock the spec moves forward, starting now. */
export function movingClock(): { clock: Clock; advance(seconds: number): void } {
  let now = Date.now();
  return {
    clock: () => new Date(now),
    advance(seconds) {
      now += Math.round(seconds * 1000);
    },
  };
}

export type QualityScenario = {
  surveyId: string;
  /** A respondent answering `answers` (texts for the two open questions, values for the four ratings) at `seconds` an answer. */
  respond(answers: [string, number, number, number, number, string], seconds: number): Promise<string>;
  /** The i-th honest respondent (0 to 11). */
  honest(i: number): Promise<string>;
  /** The keeper's pass with nothing left pending, and the survey's verdicts by response id. */
  settle(): Promise<Map<string, StoredVerdict>>;
};

export async function seedQualityScenario(
  t: TestApp,
  time: { advance(seconds: number): void },
): Promise<QualityScenario> {
  const admin = await t.adminAgent();
  const surveyId = (await admin.post('/api/surveys').send({ title: 'Quality' }).expect(201)).body.id as string;
  const types = ['textarea', 'rating', 'rating', 'rating', 'rating', 'textarea'];
  const questionIds: string[] = [];
  for (const [i, questionType] of types.entries()) {
    const created = await admin
      .post(`/api/surveys/${surveyId}/questions`)
      .send({ questionText: `Question ${i + 1}`, questionType, order: i + 1, isRequired: false })
      .expect(201);
    questionIds.push(created.body.id as string);
  }
  const keeper = t.app.get(ResponseQualityKeeper);
  const respond: QualityScenario['respond'] = async (answers, seconds) => {
    const respondent = t.agent();
    const started = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    const responseId = started.body.id as string;
    for (const [i, answer] of answers.entries()) {
      time.advance(seconds);
      const body = typeof answer === 'number' ? { answerValue: answer } : { answerText: answer };
      await respondent
        .post('/api/answers')
        .send({ responseId, questionId: questionIds[i], ...body })
        .expect(201);
    }
    time.advance(60);
    return responseId;
  };
  return {
    surveyId,
    respond,
    honest: (i) => respond(honestAnswers(i), 20 + (i % 3) * 5),
    async settle() {
      await keeper.pass({ settle: true });
      return new Map((await listSurveyVerdicts(t.db, surveyId)).map((v) => [v.responseId, v]));
    },
  };
}
