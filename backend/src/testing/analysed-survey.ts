import type TestAgent from 'supertest/lib/agent';
import type { TestApp } from './test-app';

/** A survey for the report and proposal specs: two questions the analysis can find themes in. */
export const ANALYSED_QUESTIONS = ['Which tasks take up most of your week?', 'Which tools do you use for them?'];

/** What six respondents say: four re-type invoices by hand, two chase approvals. */
export const ANALYSED_ANSWERS: Array<[string, string]> = [
  ['I re-type every supplier invoice into Sage by hand, about two hours a day.', 'Sage and Excel.'],
  ['Typing invoices into Sage by hand takes most of my Monday.', 'Sage, Outlook.'],
  ['Supplier invoices: I copy each line from the PDF into Sage manually.', 'Sage.'],
  ['Re-typing invoices from PDFs into the accounts system, every week.', 'Excel and Sage.'],
  ['Chasing managers for approvals by email, again and again.', 'Outlook.'],
  ['Waiting for approvals: I chase people over email for days.', 'Outlook and Teams.'],
];

/** Creates the survey through the API and one response per answer pair, taken by its own visitor. */
export async function seedAnalysedSurvey(
  app: TestApp,
  admin: TestAgent,
  {
    answers = ANALYSED_ANSWERS,
    description,
    hiddenFields,
  }: {
    answers?: Array<[string, string]>;
    description?: string;
    /** The values the i-th respondent's link carries (hidden fields, UTM). */
    hiddenFields?: (i: number) => Record<string, string>;
  } = {},
) {
  const survey = (
    await admin
      .post('/api/surveys')
      .send({ title: 'Back office', ...(description ? { description } : {}), isActive: true })
      .expect(201)
  ).body;
  const questionIds: string[] = [];
  for (const [i, questionText] of ANALYSED_QUESTIONS.entries()) {
    const q = await admin
      .post(`/api/surveys/${survey.id}/questions`)
      .send({ questionText, questionType: 'textarea', order: i + 1, isRequired: true })
      .expect(201);
    questionIds.push(q.body.id);
  }
  const responseIds: string[] = [];
  for (const [i, pair] of answers.entries()) {
    const visitor = app.agent();
    const response = (
      await visitor
        .post(`/api/surveys/${survey.id}/responses`)
        .send({ surveyMode: 'traditional', ...(hiddenFields ? { hiddenFields: hiddenFields(i) } : {}) })
        .expect(201)
    ).body;
    responseIds.push(response.id);
    for (const [k, answerText] of pair.entries()) {
      await visitor
        .post('/api/answers')
        .send({ responseId: response.id, questionId: questionIds[k], answerText })
        .expect(201);
    }
  }
  return { surveyId: survey.id as string, questionIds, responseIds };
}

/** Polls the report until it has ended (the job runs on its own; each read brings the report up to date). */
export async function untilReportEnded(admin: TestAgent, reportId: string) {
  for (let i = 0; i < 600; i++) {
    const res = await admin.get(`/api/reports/${reportId}`).expect(200);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`report ${reportId} did not end`);
}
