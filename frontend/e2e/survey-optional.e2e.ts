import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import {
  adminApi,
  answersOf,
  completedResponse,
  createSurvey,
  deleteSurvey,
  uniqueSuffix,
  type SeededSurvey,
} from './support/survey-api';
import { answerBox, chooseLanguage, expectQuestion, openSurvey, screenshot } from './support/survey-page';

// Issue 49: an optional question in the traditional form is marked "(optional)" and can be skipped by
// a Skip of its own; OK stays disabled while the answer is empty; a required question offers no Skip.

let api: APIRequestContext;
let survey: SeededSurvey;

const REQUIRED = 'Which report do you build by hand every week?';
const OPTIONAL = 'Roughly how many hours a week does it take?';
const LAST = 'What would you do with that time back?';

test.beforeAll(async () => {
  api = await adminApi();
  survey = await createSurvey(api, {
    title: `Optional hours ${uniqueSuffix()}`,
    questions: [{ text: REQUIRED }, { text: OPTIONAL, isRequired: false }, { text: LAST, isRequired: false }],
  });
});

test.afterAll(async () => {
  await deleteSurvey(api, survey.id);
  await api.dispose();
});

const startTraditional = async (page: Page, language: 'English' | 'Urdu') => {
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, language);
  // The e2e server has no AI model: the chat promises a conversation, not follow-up questions (issue 49).
  const chat = page.getByRole('button', { name: language === 'English' ? /AI Chat Experience/ : /اے آئی چیٹ/ });
  await expect(chat).toContainText(
    language === 'English' ? 'A conversation, one question at a time' : 'گفتگو کی صورت میں، ایک وقت میں ایک سوال',
  );
  await expect(chat).not.toContainText(language === 'English' ? 'follow-up' : 'مزید سوالات');
  await screenshot(page, `mode-choice-${language === 'English' ? 'en' : 'ur'}`);
  await page.getByRole('button', { name: language === 'English' ? /Traditional Survey/ : /روایتی سروے/ }).click();
};

test('English: a required question has no Skip; an optional one is marked and skipped, nothing saved for it', async ({
  page,
}) => {
  await startTraditional(page, 'English');
  await expectQuestion(page, REQUIRED, 'Question 1 of 3');
  await expect(page.locator('#survey-question')).not.toContainText('(optional)');
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'OK' })).toBeDisabled();
  await answerBox(page).fill('The Monday sales summary');
  await page.getByRole('button', { name: 'OK' }).click();

  await expectQuestion(page, OPTIONAL, 'Question 2 of 3');
  await expect(page.locator('#survey-question')).toContainText('(optional)');
  await expect(page.getByRole('button', { name: 'OK' })).toBeDisabled();
  const skip = page.getByRole('button', { name: 'Skip' });
  await expect(skip).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'optional-en');
  // Typing something and then skipping drops the typing: the respondent chose not to answer.
  await answerBox(page).fill('maybe 3');
  await skip.click();

  await expectQuestion(page, LAST, 'Question 3 of 3');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  // Back returns to the skipped question, empty, and Skip is still there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expectQuestion(page, OPTIONAL, 'Question 2 of 3');
  await expect(answerBox(page)).toHaveValue('');
  await page.getByRole('button', { name: 'Skip' }).click();
  // Skipping the last question completes the response.
  await expectQuestion(page, LAST, 'Question 3 of 3');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();

  const response = await completedResponse(api, survey.id);
  const answers = await answersOf(api, response.id);
  expect(answers.map((a) => [a.questionId, a.answerText])).toEqual([
    [survey.questions[0]!.id, 'The Monday sales summary'],
  ]);
});

test('Urdu: the optional mark and Skip are in Urdu', async ({ page }) => {
  await startTraditional(page, 'Urdu');
  await expectQuestion(page, REQUIRED, 'سوال 1 از 3');
  await expect(page.getByRole('button', { name: 'چھوڑیں' })).toHaveCount(0);
  await answerBox(page).fill('پیر کی رپورٹ');
  await page.getByRole('button', { name: 'ٹھیک ہے' }).click();
  await expectQuestion(page, OPTIONAL, 'سوال 2 از 3');
  await expect(page.locator('#survey-question')).toContainText('(اختیاری)');
  await expect(page.getByRole('button', { name: 'ٹھیک ہے' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'چھوڑیں' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'optional-ur');
});
