import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { loginViaApi } from './support/admin-api';
import { createForm } from './support/admin-pages';
import { seriousViolations } from './support/axe';
import { parseCsv } from './support/csv';
import { adminApi, answersOf, deleteSurvey, responsesOf, uniqueSuffix } from './support/survey-api';
import { DESKTOP, openSurvey, PHONE, SCREENSHOT_DIR } from './support/survey-page';
import { putUrdu } from './support/survey-translations';

// "Other" on a single choice (issue 35, item 3): the builder offers it, a respondent takes it with
// their own words in the traditional survey (English, keyboard only, 390 px) and in the AI chat
// (Urdu, 1440 px), and the admin reads it as "Other" with the words: the answer, the summary's count
// and the CSV's "(Other)" column.

const QUESTION = 'Where do you keep your client notes?';
let api: APIRequestContext;
let surveyId: string;
let questionId: string;

test.beforeAll(async () => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  api = await adminApi();
  const created = await api.post('/api/surveys', {
    data: { title: `Single choice with Other ${uniqueSuffix()}`, slug: `e2e-other-${uniqueSuffix()}`, isActive: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  surveyId = ((await created.json()) as { id: string }).id;
  const added = await api.post(`/api/surveys/${surveyId}/questions`, {
    data: {
      questionText: QUESTION,
      questionType: 'single_choice',
      options: [{ label: 'A notebook' }, { label: 'A spreadsheet' }],
      allowOther: true,
      order: 1,
      isRequired: true,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const question = (await added.json()) as { id: string; allowOther: boolean; options: { id: string }[] };
  expect(question.allowOther).toBe(true);
  questionId = question.id;
  await putUrdu(api, surveyId, {
    title: 'دیگر کے ساتھ ایک انتخاب',
    questions: {
      [questionId]: {
        questionText: 'آپ اپنے کلائنٹ کے نوٹس کہاں رکھتے ہیں؟',
        options: { [question.options[0]!.id]: 'ایک نوٹ بک', [question.options[1]!.id]: 'ایک اسپریڈشیٹ' },
        other: 'کہیں اور',
      },
    },
  });
});

test.afterAll(async () => {
  await deleteSurvey(api, surveyId);
  await api.dispose();
});

const answerOf = async (language: 'en' | 'ur') => {
  let answer: { answerText: string; answerValue: unknown } | undefined;
  await expect(async () => {
    const response = (await responsesOf(api, surveyId)).find((r) => r.language === language && r.completedAt);
    expect(response).toBeDefined();
    answer = (await answersOf(api, response!.id)).find((a) => a.questionId === questionId) as typeof answer;
    expect(answer).toBeDefined();
  }).toPass();
  return answer!;
};

const thanked = (page: Page) => expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

test('English, traditional, keyboard only at 390 px: "Other" with the respondent\'s words', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSurvey(page, surveyId);
  await page.getByRole('button', { name: /^English/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /Traditional Survey/ }).focus();
  await page.keyboard.press('Enter');

  const choices = page.getByRole('radiogroup', { name: QUESTION });
  await expect(choices.getByRole('radio', { name: 'A notebook' })).toBeFocused();
  // Arrows go through the options to "Other", which is chosen like any option.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(choices.getByRole('radio', { name: 'Other' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.locator('#survey-answer-error')).toHaveText('Type your answer for "Other", or choose an option.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Other' })).toBeFocused();
  await page.keyboard.type('A shared inbox');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/single-other-en-390.png`, fullPage: true });
  await page.keyboard.press('Enter');
  await thanked(page);

  const answer = await answerOf('en');
  expect(answer.answerValue).toEqual({ other: 'A shared inbox' });
  expect(answer.answerText).toBe('Other: A shared inbox');
});

test('Urdu, AI chat at 1440 px: the translated "Other" chip, its words sent with Enter', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSurvey(page, surveyId);
  await page.getByRole('button', { name: /^Urdu/ }).click();
  await page.getByRole('button', { name: /اے آئی چیٹ کا تجربہ/ }).click();

  const chips = page.locator('[role=group]:has(button[data-chip])');
  await expect(chips.getByRole('button', { name: 'ایک نوٹ بک' })).toBeFocused();
  await chips.getByRole('button', { name: 'کہیں اور' }).click();
  await expect(chips.getByRole('button', { name: 'کہیں اور' })).toHaveAttribute('aria-pressed', 'true');
  const words = page.getByRole('textbox', { name: 'کہیں اور' });
  await words.fill('واٹس ایپ گروپ');
  await expect(page.getByRole('button', { name: 'بھیجیں' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/single-other-ur-chat-1440.png`, fullPage: true });
  await words.press('Enter');
  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeVisible();

  const answer = await answerOf('ur');
  expect(answer.answerValue).toEqual({ other: 'واٹس ایپ گروپ' });
});

test('the admin reads "Other" in the summary, the answer and the CSV', async () => {
  const summary = await api.get(`/api/surveys/${surveyId}/summary`);
  expect(summary.ok(), await summary.text()).toBe(true);
  const card = ((await summary.json()) as { questions: { questionId: string; otherCount: number | null }[] })
    .questions[0]!;
  expect(card.otherCount).toBe(2);

  const csv = await api.get(`/api/surveys/${surveyId}/responses.csv`);
  expect(csv.ok()).toBe(true);
  const rows = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
  const header = rows[0]!;
  const main = header.indexOf(`Q1. ${QUESTION}`);
  expect(header[main + 1]).toBe(`Q1. ${QUESTION} (Other)`);
  const cells = rows.slice(1).map((row) => [row[main], row[main + 1]]);
  expect(cells).toEqual(
    expect.arrayContaining([
      ['Other', 'A shared inbox'],
      ['Other', 'واٹس ایپ گروپ'],
    ]),
  );
});

test('the builder offers "Allow Other" on a single choice, and its preview takes it', async ({ page }) => {
  await loginViaApi(page.request);
  await page.setViewportSize(PHONE);
  const form = createForm(page);
  await page.goto('/admin/surveys/create');
  await form.question(1).fill(QUESTION);
  await page.getByLabel('Question 1 type').selectOption({ label: 'Single choice' });
  const q1 = form.questions.nth(0);
  await q1.getByLabel('Option 1 of question 1').fill('A notebook');
  await q1.getByLabel('Option 2 of question 1').fill('A spreadsheet');
  await q1.getByLabel('Allow Other answers to question 1').check();
  const preview = q1.getByTestId('question-preview');
  await expect(preview.getByRole('radio', { name: 'Other' })).toBeAttached();
  await preview.getByRole('radio', { name: 'Other' }).check({ force: true });
  await expect(preview.getByRole('textbox', { name: 'Other' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/single-other-builder-390.png`, fullPage: true });
});
