// Accessibility (axe) and screenshots of every admin screen on a phone and a desktop.
// The screenshots land in test-results/ for a person to look at; the assertions are axe's.
import { expect, test, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/admin-pages';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

type Screen = { name: string; open: (page: Page, surveyId: string) => Promise<void> };

const SCREENS: Screen[] = [
  {
    name: 'login',
    open: async (page) => {
      await page.request.post('/api/auth/logout');
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    open: async (page) => {
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('survey-card').first()).toBeVisible();
    },
  },
  {
    name: 'create-manual',
    open: async (page) => {
      await page.goto('/admin/surveys/create');
      await page.getByLabel('Title').fill('Operations pulse');
      await page.getByLabel('Question 1', { exact: true }).fill('Which task eats most of your week?');
      await page.getByRole('button', { name: 'Add Question' }).click();
    },
  },
  {
    name: 'create-ai',
    open: async (page) => {
      await page.goto('/admin/surveys/create');
      await page.getByRole('tab', { name: 'AI Generate' }).click();
      await expect(page.getByLabel('Prompt')).toBeVisible();
    },
  },
  {
    name: 'responses',
    open: async (page, surveyId) => {
      await page.goto(`/admin/surveys/${surveyId}/responses`);
      await expect(page.getByTestId('response-card').filter({ hasText: 'Ada Lovelace' })).toHaveCount(1);
      await expect(page.getByText('Loading answers...')).toHaveCount(0);
    },
  },
  {
    name: 'messages',
    open: async (page) => {
      await page.goto('/admin/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
      await expect(page.getByText('Loading messages...')).toHaveCount(0);
    },
  },
  {
    name: 'proposal',
    open: async (page) => {
      await page.goto('/admin/proposals');
      await expect(page.getByTestId('proposal-page').first()).toBeVisible();
    },
  },
];

let surveyId = '';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await loginViaApi(context.request);
  const { survey, questions } = await createSurveyViaApi(context.request, {
    title: uniqueName('Screens'),
    description: 'How the operations team spends its week',
    questions: [
      'Which task eats most of your week?',
      'Which tools do you use for it?',
      'What would you automate first?',
    ],
    // Optional: Ada leaves the last one out and completes.
    isRequired: false,
  });
  surveyId = survey.id;
  await respondViaApi(context.request, survey.id, {
    mode: 'traditional',
    language: 'en',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    answers: [
      { questionId: questions[0].id, answerText: 'Assembling the Monday report from three spreadsheets.' },
      { questionId: questions[1].id, answerText: 'Excel, Outlook and the property system.' },
    ],
    complete: true,
  });
  await respondViaApi(context.request, survey.id, {
    mode: 'ai_chat',
    language: 'ur',
    answers: [{ questionId: questions[0].id, answerText: 'ہم روزانہ رپورٹیں دستی طور پر بناتے ہیں' }],
    complete: false,
  });
  // A third respondent whose short answer drew an AI follow-up.
  const chatId = await respondViaApi(context.request, survey.id, {
    mode: 'ai_chat',
    language: 'en',
    answers: [{ questionId: questions[0].id, answerText: 'Reports' }],
    complete: false,
  });
  const followUp = await context.request.post('/api/ai-chat-followup', {
    data: {
      userMessage: 'Reports',
      language: 'en',
      responseId: chatId,
      questionId: questions[0].id,
    },
  });
  const { followUpId } = (await followUp.json()) as { followUpId: string };
  expect(followUpId).toBeTruthy();
  const answered = await context.request.post('/api/answers', {
    data: {
      responseId: chatId,
      questionId: questions[0].id,
      answerText: 'The weekly owner report, about 3 hours every Monday.',
      followUpId,
    },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  await context.close();
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical axe violations`, async ({ page }, testInfo) => {
        await loginViaApi(page.request);
        await screen.open(page, surveyId);
        await page.screenshot({ path: testInfo.outputPath(`${screen.name}-${viewport.width}.png`), fullPage: true });
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
