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
import { answerBox, chooseLanguage, expectQuestion, openSurvey } from './support/survey-page';

// A full traditional run in English against the real API.

let api: APIRequestContext;
let survey: SeededSurvey;

const QUESTIONS = [
  'Which report do you build by hand every week?',
  'How long does it take, and who reads it when it is done? Tell us about the last time it was late.',
  'What would you do with that time back?',
];

test.beforeAll(async () => {
  api = await adminApi();
  survey = await createSurvey(api, {
    title: `Reporting habits ${uniqueSuffix()}`,
    description: 'Three questions about the reports you make.',
    questions: QUESTIONS.map((text) => ({ text })),
  });
});

test.afterAll(async () => {
  await deleteSurvey(api, survey.id);
  await api.dispose();
});

test('traditional survey in English: back keeps answers, Ctrl+Enter continues, empty is blocked, completion records every answer', async ({
  page,
}) => {
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'English');

  // Mode choice with the survey's title and description and the product logo (no survey logo).
  await expect(page.getByRole('heading', { level: 1, name: survey.title })).toBeVisible();
  await expect(page.getByText('Three questions about the reports you make.')).toBeVisible();
  await expect(page.getByRole('heading', { name: "Choose how you'd like to take this survey" })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Seedline')).toBeVisible();
  await page.getByRole('button', { name: /Traditional Survey/ }).click();

  // Question 1: OK stays disabled while the answer is empty or blank.
  await expectQuestion(page, QUESTIONS[0]!, 'Question 1 of 3');
  const ok = page.getByRole('button', { name: 'OK' });
  await expect(ok).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await answerBox(page).fill('   ');
  await expect(ok).toBeDisabled();
  await answerBox(page).press('Control+Enter');
  await expect(page.locator('#survey-progress')).toHaveText('Question 1 of 3');
  await expect(answerBox(page)).toHaveAttribute('rows', '4');
  await expect(answerBox(page)).toHaveAttribute('placeholder', 'Type your answer here...');

  // Ctrl+Enter continues once there is an answer.
  await answerBox(page).fill('The Monday sales summary');
  await answerBox(page).press('Control+Enter');
  await expectQuestion(page, QUESTIONS[1]!, 'Question 2 of 3');

  await answerBox(page).fill('About two hours; the directors read it.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expectQuestion(page, QUESTIONS[2]!, 'Question 3 of 3');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await answerBox(page).fill('Talk to customers');

  // Back keeps answers, both saved and not yet saved, and the slide comes from the other side.
  await expect(page.locator('form')).toHaveClass(/survey-slide-forward/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectQuestion(page, QUESTIONS[1]!, 'Question 2 of 3');
  await expect(page.locator('form')).toHaveClass(/survey-slide-backward/);
  await expect(answerBox(page)).toHaveValue('About two hours; the directors read it.');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectQuestion(page, QUESTIONS[0]!, 'Question 1 of 3');
  await expect(answerBox(page)).toHaveValue('The Monday sales summary');

  // An answer changed after going back is saved again when moving on.
  await answerBox(page).fill('The Monday sales summary, built from three exports');
  await page.getByRole('button', { name: 'OK' }).click();
  await expectQuestion(page, QUESTIONS[1]!);
  await page.getByRole('button', { name: 'OK' }).click();
  await expectQuestion(page, QUESTIONS[2]!);
  await expect(answerBox(page)).toHaveValue('Talk to customers');

  const submit = page.getByRole('button', { name: 'Submit' });
  // Timed from the click, which comes before the end screen: when it is seen depends on polling.
  const submitted = Date.now();
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(page.getByText('Your response has been submitted successfully')).toBeVisible();
  // The end screen says it once: no toast repeats it over the page (issue 49).
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page).toHaveURL('/', { timeout: 5000 });
  expect(Date.now() - submitted).toBeGreaterThanOrEqual(1_900); // the redirect waits 2 s after the end screen

  const response = await completedResponse(api, survey.id);
  expect(response).toMatchObject({ surveyMode: 'traditional', language: 'en' });
  const answers = await answersOf(api, response.id);
  expect(answers.map((a) => [a.questionId, a.answerText])).toEqual([
    [survey.questions[0]!.id, 'The Monday sales summary, built from three exports'],
    [survey.questions[1]!.id, 'About two hours; the directors read it.'],
    [survey.questions[2]!.id, 'Talk to customers'],
  ]);
  expect(await responsesOf(api, survey.id)).toHaveLength(1);
});
