import { seedAnalysedSurvey, untilReportEnded } from '../../testing/analysed-survey';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The builder's analysis role per question (issue 46): unset, the analysis infers it; set, the report
// reads the survey as the consultant said.
describe("a question's analysis role", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is inferred until set, can be set and unset, and the analysis uses it', async () => {
    const admin = await app.adminAgent();
    const { surveyId, questionIds } = await seedAnalysedSurvey(app, admin);
    const path = `/api/surveys/${surveyId}/questions/${questionIds[1]}`;
    const read = async () =>
      (
        (await admin.get(`/api/surveys/${surveyId}/questions`).expect(200)).body as Array<{
          id: string;
          analysisRole: string | null;
        }>
      ).find((q) => q.id === questionIds[1])!.analysisRole ?? null;
    expect(await read()).toBeNull();
    await admin.patch(path).send({ analysisRole: 'bogus' }).expect(400);
    expect((await admin.patch(path).send({ analysisRole: 'left_out' }).expect(200)).body.analysisRole).toBe('left_out');
    expect(await read()).toBe('left_out');

    const queued = await admin.post(`/api/surveys/${surveyId}/reports`).expect(202);
    const report = await untilReportEnded(admin, queued.body.id);
    expect(report.report.questionRoles).toEqual([
      { questionId: questionIds[0], role: 'themes', inferred: true },
      { questionId: questionIds[1], role: 'left_out', inferred: false },
    ]);

    expect((await admin.patch(path).send({ analysisRole: null }).expect(200)).body.analysisRole ?? null).toBeNull();
  }, 60_000);
});
