import { expect, test, type APIRequestContext } from './support/test';
import {
  adminApi,
  answersOf,
  completedResponse,
  createSurvey,
  deleteSurvey,
  responsesOf,
  uniqueSuffix,
  type SeededSurvey,
} from './support/survey-api';
import { answerBox, chooseLanguage, expectQuestion, openSurvey, surveyFrame } from './support/survey-page';

// Nothing typed is lost: start failures, failed saves, reloads, unknown surveys.

let api: APIRequestContext;
let survey: SeededSurvey;
const QUESTIONS = ['Who do you hand work over to?', 'What gets lost in the handover?', 'How do you find out?'];

test.beforeEach(async () => {
  api = await adminApi();
  survey = await createSurvey(api, {
    title: `Handovers ${uniqueSuffix()}`,
    questions: QUESTIONS.map((text) => ({ text })),
  });
});

test.afterEach(async () => {
  await deleteSurvey(api, survey.id);
  await api.dispose();
});

test('a failed start shows the error toast and returns to the mode choice', async ({ page }) => {
  await page.route('**/api/surveys/*/responses', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { statusCode: 503, message: 'Try later' } })
      : route.fallback(),
  );
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /Traditional Survey/ }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to start survey. Please try again.');
  await expect(page.getByRole('heading', { name: "Choose how you'd like to take this survey" })).toBeVisible();
  expect(await responsesOf(api, survey.id)).toHaveLength(0);

  // The server is back: the same choice now starts the survey.
  await page.unroute('**/api/surveys/*/responses');
  await page.getByRole('button', { name: /Traditional Survey/ }).click();
  await expectQuestion(page, QUESTIONS[0]!, 'Question 1 of 3');
});

test('the preparing screen shows while the response is created', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/surveys/*/responses', async (route) => {
    await held;
    await route.fallback();
  });
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /AI Chat Experience/ }).click();
  await expect(surveyFrame(page).getByRole('status')).toContainText('Preparing your survey... Please wait a moment');
  release();
  await expectQuestion(page, QUESTIONS[0]!, 'Question 1 of 3');
});

test('a reload resumes the same response at the first unanswered question, with the unsaved text', async ({ page }) => {
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /Traditional Survey/ }).click();
  await expectQuestion(page, QUESTIONS[0]!);
  await answerBox(page).fill('The night shift');
  await page.getByRole('button', { name: 'OK' }).click();
  await expectQuestion(page, QUESTIONS[1]!);
  await answerBox(page).fill('Which orders are urgent');
  await page.getByRole('button', { name: 'OK' }).click();
  await expectQuestion(page, QUESTIONS[2]!);
  await answerBox(page).fill('Half typed when the tab reloads');

  await page.reload();
  await expectQuestion(page, QUESTIONS[2]!, 'Question 3 of 3');
  await expect(answerBox(page)).toHaveValue('Half typed when the tab reloads');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(answerBox(page)).toHaveValue('Which orders are urgent');
  await page.getByRole('button', { name: 'OK' }).click();
  await answerBox(page).fill('A customer calls');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  const response = await completedResponse(api, survey.id);
  expect((await answersOf(api, response.id)).map((a) => a.answerText)).toEqual([
    'The night shift',
    'Which orders are urgent',
    'A customer calls',
  ]);

  // A completed response is not resumed: the survey starts afresh.
  await page.goto(`/survey/${survey.slug}`);
  await expect(page.getByRole('heading', { name: 'What language do you prefer?' })).toBeVisible();
});

test('a reload in the AI chat resumes at the next question with the previous answers', async ({ page }) => {
  await page.route('**/api/ai-chat-followup', (route) =>
    route.fulfill({ json: { isComplete: false, followUpQuestion: null, shouldMoveToNext: true } }),
  );
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'Urdu');
  await page.getByRole('button', { name: /اے آئی چیٹ کا تجربہ/ }).click();
  await expectQuestion(page, QUESTIONS[0]!, 'سوال 1 از 3');
  await answerBox(page).fill('رات کی شفٹ');
  await answerBox(page).press('Enter');
  await expectQuestion(page, QUESTIONS[1]!, 'سوال 2 از 3');
  await answerBox(page).fill('ابھی لکھ رہا ہوں');

  await page.reload();
  await expect(surveyFrame(page)).toHaveAttribute('dir', 'rtl');
  await expectQuestion(page, QUESTIONS[1]!, 'سوال 2 از 3');
  await expect(answerBox(page)).toHaveValue('ابھی لکھ رہا ہوں');
  await expect(page.getByTestId('previous-answers')).toHaveText('سوال 1: رات کی شفٹ');
});

test('a response the server no longer knows starts afresh', async ({ page }) => {
  await page.addInitScript((surveyId) => {
    sessionStorage.setItem(
      `survey_response:${surveyId}`,
      JSON.stringify({ responseId: '00000000-0000-4000-8000-000000000000', mode: 'traditional', language: 'en' }),
    );
  }, survey.id);
  await openSurvey(page, survey.slug);
});

test('a failed save keeps the text with an error, and retrying saves it', async ({ page }) => {
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /Traditional Survey/ }).click();
  await expectQuestion(page, QUESTIONS[0]!);

  let failNext = true;
  await page.route('**/api/answers', (route) => {
    if (!failNext) return route.fallback();
    failNext = false;
    return route.fulfill({ status: 503, json: { statusCode: 503, message: 'Database unavailable' } });
  });
  await answerBox(page).fill('Keep this text');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toBeVisible();
  await expect(answerBox(page)).toHaveValue('Keep this text');
  await expect(page.locator('#survey-progress')).toHaveText('Question 1 of 3');

  await page.getByRole('button', { name: 'OK' }).click();
  await expectQuestion(page, QUESTIONS[1]!, 'Question 2 of 3');
  const [response] = await responsesOf(api, survey.id);
  expect((await answersOf(api, response!.id)).map((a) => a.answerText)).toEqual(['Keep this text']);
});

test('an AI chat failure shows the error toast and unblocks the input with the text kept', async ({ page }) => {
  await page.route('**/api/ai-chat-followup', (route) =>
    route.fulfill({ status: 504, json: { statusCode: 504, message: 'AI timed out' } }),
  );
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /AI Chat Experience/ }).click();
  await expectQuestion(page, QUESTIONS[0]!, 'Question 1 of 3');
  await answerBox(page).fill('The morning team');
  await answerBox(page).press('Enter');
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to process your answer. Please try again.');
  await expect(answerBox(page)).toHaveValue('The morning team');
  await expect(answerBox(page)).not.toHaveAttribute('readonly');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('an unknown survey shows a not-found screen', async ({ page }) => {
  await page.goto('/survey/no-such-survey-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Survey not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
