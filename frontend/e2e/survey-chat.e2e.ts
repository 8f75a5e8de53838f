import { expect, test, type APIRequestContext } from './support/test';
import { STARTER_SURVEY_QUESTIONS_EN } from '../src/features/survey/content/starter-survey';
import { STARTER_URDU as STARTER_SURVEY_URDU, translateStarterQuestions } from './support/survey-translations';
import {
  adminApi,
  answersOf,
  completedResponse,
  createSurvey,
  deleteSurvey,
  uniqueSuffix,
  type SeededSurvey,
} from './support/survey-api';
import { answerBox, chooseLanguage, expectQuestion, openSurvey, screenshot, surveyFrame } from './support/survey-page';

// A full AI chat run in Urdu against the real API and the offline AI provider, which asks a
// follow-up after a short answer and moves on after a detailed one.

let api: APIRequestContext;
let survey: SeededSurvey;

const Q1 = STARTER_SURVEY_QUESTIONS_EN[1];
const Q2 = STARTER_SURVEY_QUESTIONS_EN[2];
const Q3 = 'Anything else you would like to tell us?';
const SHORT_1 = 'ایکسل شیٹس';
const SHORT_2 = 'ای میل';
const RICH = 'میں ہر ہفتے تقریباً تین گھنٹے ایکسل میں سیلز رپورٹ بناتا ہوں کیونکہ ڈیٹا تین مختلف سسٹمز سے آتا ہے';
const LAST = 'منظوری کے لیے انتظار سب سے زیادہ وقت لیتا ہے کیونکہ مینیجر اکثر دفتر سے باہر ہوتے ہیں';

test.beforeAll(async () => {
  api = await adminApi();
  survey = await createSurvey(api, {
    title: `AI chat ${uniqueSuffix()}`,
    questions: [{ text: Q1 }, { text: Q2 }, { text: Q3, isRequired: false }],
  });
  await translateStarterQuestions(api, survey);
});

test.afterAll(async () => {
  await deleteSurvey(api, survey.id);
  await api.dispose();
});

test('AI chat in Urdu, right to left: a follow-up answered, one skipped, everything recorded', async ({ page }) => {
  test.setTimeout(90_000);
  await openSurvey(page, survey.id);
  await chooseLanguage(page, 'Urdu');

  // Urdu, right to left, in a font that has the script.
  const frame = surveyFrame(page);
  await expect(frame).toHaveAttribute('dir', 'rtl');
  await expect(frame).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  expect(await frame.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Noto Naskh Arabic');
  await expect(
    page.getByRole('heading', { name: 'منتخب کریں کہ آپ یہ سروے کس طرح مکمل کرنا چاہتے ہیں' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /روایتی سروے/ })).toBeVisible();
  await page.getByRole('button', { name: /اے آئی چیٹ کا تجربہ/ }).click();

  // Q1, shown in Urdu, typed out; a short answer draws a follow-up.
  await expectQuestion(page, STARTER_SURVEY_URDU[Q1]!, 'سوال 1 از 3');
  await expect(page.getByTestId('typed-question')).toHaveText(STARTER_SURVEY_URDU[Q1]!);
  await expect(page.getByTestId('typed-question').locator('.invisible')).toHaveText(''); // typed out to the end
  expect(await answerBox(page).evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const bubble = await page.locator('#survey-question').boundingBox();
  const avatar = await page.locator('.lucide-bot').boundingBox();
  expect(avatar!.x).toBeGreaterThan(bubble!.x); // the assistant sits at the start, which is the right
  await expect(page.getByRole('button', { name: 'بھیجیں' })).toBeDisabled();
  await answerBox(page).fill(SHORT_1);
  await answerBox(page).press('Enter');

  await expect(page.getByText('مزید سوال', { exact: true })).toBeVisible();
  await expect(page.getByText('اختیاری', { exact: true })).toBeVisible();
  await expect(answerBox(page)).toBeFocused();
  await expect(page.locator('#survey-progress')).toHaveText('سوال 1 از 3');
  await expect(page.getByRole('button', { name: 'چھوڑیں' })).toBeEnabled();
  await answerBox(page).fill(RICH);
  await expect(page.getByRole('button', { name: 'جاری رکھیں' })).toBeEnabled();
  await answerBox(page).press('Enter');

  // Q2: short again, and this follow-up is skipped. Earlier answers are labelled in Urdu, 'سوال {n}'.
  await expectQuestion(page, STARTER_SURVEY_URDU[Q2]!, 'سوال 2 از 3');
  await expect(page.getByTestId('previous-answers')).toHaveText(`سوال 1: ${SHORT_1}`);
  await answerBox(page).fill(SHORT_2);
  await page.getByRole('button', { name: 'بھیجیں' }).click();
  await expect(page.getByText('مزید سوال', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'چھوڑیں' }).click();

  // Q3 has no translation: shown as written. Optional; Shift+Enter is a new line, Enter sends.
  await expectQuestion(page, Q3, 'سوال 3 از 3');
  await expect(page.getByText('اختیاری', { exact: true })).toBeVisible();
  await expect(page.getByTestId('previous-answers').getByRole('listitem')).toHaveText([
    `سوال 1: ${SHORT_1}`,
    `سوال 2: ${SHORT_2}`,
  ]);
  await answerBox(page).pressSequentially('پہلی سطر');
  await answerBox(page).press('Shift+Enter');
  await expect(page.locator('#survey-progress')).toHaveText('سوال 3 از 3');
  await answerBox(page).fill(LAST);
  await answerBox(page).press('Enter');

  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeVisible();
  await expect(page.getByText('آپ کا جواب کامیابی سے جمع ہو گیا ہے')).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 9000 });

  const response = await completedResponse(api, survey.id);
  expect(response).toMatchObject({ surveyMode: 'ai_chat', language: 'ur' });
  const answers = await answersOf(api, response.id);
  const [a1, a2, a3] = survey.questions.map((q) => answers.find((a) => a.questionId === q.id));
  expect(a1?.answerText).toBe(SHORT_1);
  expect(a1?.followUps).toHaveLength(1);
  expect(a1?.followUps[0]).toMatchObject({ answerText: RICH });
  expect(a1?.followUps[0]?.questionText).toMatch(/[\u0600-\u06FF]/);
  expect(a2?.answerText).toBe(SHORT_2);
  expect(a2?.followUps).toHaveLength(1);
  expect(a2?.followUps[0]?.answerText).toBeNull();
  expect(a3?.answerText).toBe(LAST);
  expect(a3?.followUps).toEqual([]);
});

test('AI chat: the last answer can be changed before the next question is answered (issue 49)', async ({ page }) => {
  await openSurvey(page, survey.id);
  await chooseLanguage(page, 'Urdu');
  await page.getByRole('button', { name: /اے آئی چیٹ کا تجربہ/ }).click();
  await expectQuestion(page, STARTER_SURVEY_URDU[Q1]!, 'سوال 1 از 3');
  await expect(page.getByRole('button', { name: 'میرا پچھلا جواب بدلیں' })).toHaveCount(0);
  // A detailed answer: the offline interviewer moves on without a follow-up.
  await answerBox(page).fill(RICH);
  await answerBox(page).press('Enter');
  await expectQuestion(page, STARTER_SURVEY_URDU[Q2]!, 'سوال 2 از 3');
  await expect(page.getByTestId('previous-answers')).toContainText('سوال 1:');

  // Change it: back to Q1 with the answer in the box; answered again, the survey goes on from there.
  await page.getByRole('button', { name: 'میرا پچھلا جواب بدلیں' }).click();
  await expectQuestion(page, STARTER_SURVEY_URDU[Q1]!, 'سوال 1 از 3');
  await expect(answerBox(page)).toHaveValue(RICH);
  await expect(page.getByTestId('previous-answers')).toHaveCount(0);
  await answerBox(page).fill(`${RICH}، اور ای میلز بھی`);
  await answerBox(page).press('Enter');
  await expectQuestion(page, STARTER_SURVEY_URDU[Q2]!, 'سوال 2 از 3');
  const edited = `${RICH}، اور ای میلز بھی`;
  await expect(page.getByTestId('previous-answers')).toHaveText(
    `سوال 1: ${Array.from(edited).slice(0, 100).join('')}...`,
  );
  await screenshot(page, 'chat-change-last-ur');

  const responses = await api.get(`/api/surveys/${survey.id}/responses`);
  const open = ((await responses.json()) as { id: string; completedAt: string | null }[]).filter((r) => !r.completedAt);
  const answers = await answersOf(api, open.at(-1)!.id);
  expect(answers.find((a) => a.questionId === survey.questions[0]!.id)?.answerText).toBe(`${RICH}، اور ای میلز بھی`);
});
