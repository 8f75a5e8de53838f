import starter from './starter-survey.json';
import { STARTER_SURVEY_ID, StarterSurveySeeder } from './starter-survey.seeder';
import { startTestApp } from '../testing/test-app';

it('creates the starter survey with its seven questions on the first start only', async () => {
  const t = await startTestApp({ env: { SEED_STARTER_SURVEY: 'true' } });
  try {
    const survey = await t.agent().get(`/api/surveys/${starter.slug}`).expect(200);
    expect(survey.body).toMatchObject({ id: STARTER_SURVEY_ID, title: starter.title, isActive: true });
    const questions = await t.agent().get(`/api/surveys/${STARTER_SURVEY_ID}/questions`).expect(200);
    expect(questions.body.map((q: { questionText: string }) => q.questionText)).toEqual(starter.questions);

    // A second start (or a second replica) changes nothing.
    await t.app.get(StarterSurveySeeder).onApplicationBootstrap();
    await t.app.get(StarterSurveySeeder).seed();
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'SurveyCreated'",
    );
    expect(rows[0]!.n).toBe(1);
    expect((await t.agent().get(`/api/surveys/${STARTER_SURVEY_ID}/questions`)).body).toHaveLength(7);
  } finally {
    await t.close();
  }
});
