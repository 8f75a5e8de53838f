// Typed questions from the admin's side: the builder (a type per question, options reordered by
// keyboard, "Other", scale labels, number unit, a preview), then a known set of answers seeded through
// the public API and read back on the responses screen: the summary's counts, mean, NPS and median,
// and each answer shown as a value. Screenshots land in $TMPDIR/seedline-typed/ for a person to look at.
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { loginViaApi, uniqueName } from './support/admin-api';
import { createForm, seriousViolations } from './support/admin-pages';

const SHOTS = path.join(os.tmpdir(), 'seedline-typed');

type TypedQuestion = {
  id: string;
  questionText: string;
  questionType: string;
  order: number;
  options: { id: string; label: string }[] | null;
  allowOther: boolean;
  scaleLabels: { min: string; max: string } | null;
  numberRange: { min: number | null; max: number | null; unit: string | null } | null;
};

const ok = async <T>(request: APIRequestContext, method: 'get' | 'post' | 'patch', url: string, data?: unknown) => {
  const response = await request[method](url, data === undefined ? undefined : { data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};

/** Full pages at 390 and 1440 px, and close-ups of some parts on the phone (a full page is tall). */
const shoot = async (page: Page, name: string, parts: Locator[] = []) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (width === 390)
      for (const [index, part] of parts.entries())
        await part.screenshot({ path: `${SHOTS}/${name}-${width}-part${index + 1}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** Starts a response, saves each answer, completes it: what a respondent's browser does. */
const respond = async (
  request: APIRequestContext,
  surveyId: string,
  language: 'en' | 'ur',
  answers: { questionId: string; answerValue?: unknown; answerText?: string }[],
) => {
  const { id } = await ok<{ id: string }>(request, 'post', `/api/surveys/${surveyId}/responses`, {
    surveyId,
    surveyMode: 'traditional',
    language,
  });
  for (const answer of answers) await ok(request, 'post', '/api/answers', { responseId: id, ...answer });
  await ok(request, 'patch', `/api/responses/${id}`, { completedAt: new Date().toISOString() });
};

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

test('build a survey of typed questions, seed answers, read the summary and the values', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = uniqueName('Typed questions');
  const form = createForm(page);
  await page.goto('/admin/surveys/create');
  await form.title.fill(title);

  // 1. Multiple choice: three options, the third moved to the top by keyboard, "Other" allowed.
  const q1 = form.questions.nth(0);
  await form.question(1).fill('Which tools do you use?');
  await page.getByLabel('Question 1 type').selectOption({ label: 'Multiple choice' });
  await q1.getByLabel('Option 1 of question 1').fill('Excel');
  await q1.getByLabel('Option 2 of question 1').fill('Slack');
  await q1.getByRole('button', { name: 'Add option to question 1' }).click();
  await expect(q1.getByLabel('Option 3 of question 1')).toBeFocused();
  await page.keyboard.type('Notion');
  await q1.getByRole('button', { name: 'Move option 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(q1.getByLabel('Option 2 of question 1')).toHaveValue('Notion');
  await expect(q1.getByRole('button', { name: 'Move option 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(q1.getByLabel('Option 1 of question 1')).toHaveValue('Notion');
  await expect(q1.getByRole('button', { name: 'Move option 1 up' })).toBeFocused();
  await expect(q1.getByRole('button', { name: 'Move option 1 up' })).toHaveAttribute('aria-disabled', 'true');
  await q1.getByLabel('Allow Other answers to question 1').check();
  // The preview is the respondent's own control, options in the new order, and can be tried out.
  const preview = q1.getByTestId('question-preview');
  await expect(preview.getByRole('group', { name: 'Which tools do you use?' })).toHaveText(
    /Notion.*Excel.*Slack.*Other/,
  );
  await preview.getByRole('checkbox', { name: 'Excel' }).check({ force: true });
  await expect(preview.getByRole('checkbox', { name: 'Excel' })).toBeChecked();

  // 2–6: a rating, a 0–10 scale (labels prefilled), a number with its unit, yes/no, long text.
  const add = async (n: number, text: string, type: string) => {
    await form.addQuestion.click();
    await form.question(n).fill(text);
    await page.getByLabel(`Question ${n} type`).selectOption({ label: type });
  };
  await add(2, 'How would you rate the service?', 'Rating (1–5 stars)');
  await add(3, 'How likely are you to recommend us?', 'Scale (0–10)');
  const q3 = form.questions.nth(2);
  await expect(q3.getByLabel('Label at 0')).toHaveValue('Not at all likely');
  await expect(q3.getByLabel('Label at 10')).toHaveValue('Extremely likely');
  await add(4, 'How many hours does reporting take?', 'Number');
  const q4 = form.questions.nth(3);
  await q4.getByLabel('Minimum').fill('0');
  await q4.getByLabel('Unit').fill('hours per week');
  await expect(q4.getByTestId('question-preview')).toContainText('hours per week');
  await add(5, 'Would you use it again?', 'Yes / No');
  await add(6, 'Anything else?', 'Long text');
  // The hours and the closing remark may be skipped: the seeded answers below leave them out (the
  // server completes a response only when every required question on its path has an answer).
  await form.questions.nth(3).getByRole('checkbox', { name: 'Required (question 4)' }).uncheck();
  await form.questions.nth(5).getByRole('checkbox', { name: 'Required (question 6)' }).uncheck();

  await page.getByLabel('Urdu').check();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'builder', [form.questions.nth(0), form.questions.nth(2), form.questions.nth(3)]);

  await form.submit.click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The survey as saved: every type with its settings, the options in the admin's order.
  const surveys = await ok<{ id: string; title: string }[]>(page.request, 'get', '/api/surveys');
  const surveyId = surveys.find((s) => s.title === title)!.id;
  const questions = (await ok<TypedQuestion[]>(page.request, 'get', `/api/surveys/${surveyId}/questions`)).sort(
    (a, b) => a.order - b.order,
  );
  expect(questions.map((q) => q.questionType)).toEqual([
    'multiple_choice',
    'rating',
    'scale',
    'number',
    'yes_no',
    'textarea',
  ]);
  expect(questions[0]!.options!.map((o) => o.label)).toEqual(['Notion', 'Excel', 'Slack']);
  expect(questions[0]!.allowOther).toBe(true);
  expect(questions[2]!.scaleLabels).toEqual({ min: 'Not at all likely', max: 'Extremely likely' });
  expect(questions[3]!.numberRange).toEqual({ min: 0, max: null, unit: 'hours per week' });

  // 2. A known set of answers, through the public API.
  const [choice, rating, scale, hours, yesNo, text] = questions.map((q) => q.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [notion, excel, slack] = questions[0]!.options!.map((o) => o.id) as [string, string, string];
  const anonymous = page.context().request;
  const seeds: {
    language: 'en' | 'ur';
    choice: unknown;
    rating: number;
    scale: number;
    hours?: number;
    yes: boolean;
  }[] = [
    { language: 'en', choice: { selected: [notion, excel], other: null }, rating: 5, scale: 10, hours: 4, yes: true },
    { language: 'en', choice: { selected: [excel], other: 'Sheets' }, rating: 4, scale: 9, hours: 10, yes: true },
    { language: 'ur', choice: { selected: [slack], other: null }, rating: 2, scale: 6, hours: 2, yes: false },
    { language: 'en', choice: { selected: [excel, slack], other: null }, rating: 3, scale: 8, yes: true },
  ];
  for (const [index, seed] of seeds.entries()) {
    await respond(anonymous, surveyId, seed.language, [
      { questionId: choice, answerValue: seed.choice },
      { questionId: rating, answerValue: seed.rating },
      { questionId: scale, answerValue: seed.scale },
      ...(seed.hours === undefined ? [] : [{ questionId: hours, answerValue: seed.hours }]),
      { questionId: yesNo, answerValue: seed.yes },
      ...(index === 0 ? [{ questionId: text, answerText: 'Faster reports, please' }] : []),
    ]);
  }

  // 3. The summary (its own tab): counts per option, mean, NPS, median, yes/no; numbers as text.
  await page.goto(`/admin/surveys/${surveyId}/responses?tab=summary`);
  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  await expect(summary.getByTestId('summary-total')).toHaveText('Based on 4 responses.');
  const card = (question: string) => summary.getByTestId('question-summary').filter({ hasText: question });
  const bars = (question: string) => card(question).getByTestId('summary-bar');
  await expect(bars('Which tools do you use?')).toHaveText([
    /Notion\s*1 \(25%\)/,
    /Excel\s*3 \(75%\)/,
    /Slack\s*2 \(50%\)/,
    /Other\s*1 \(25%\)/,
  ]);
  const figure = (question: string, label: string) =>
    card(question).getByTestId('summary-figure').filter({ hasText: label }).locator('dd');
  await expect(figure('How would you rate the service?', 'Mean')).toHaveText('3.5');
  await expect(bars('How would you rate the service?')).toHaveCount(5);
  await expect(figure('How likely are you to recommend us?', 'NPS')).toHaveText('+25');
  await expect(figure('How likely are you to recommend us?', 'Mean')).toHaveText('8.3');
  await expect(figure('How many hours does reporting take?', 'Median')).toHaveText('4 hours per week');
  await expect(card('How many hours does reporting take?')).toContainText('3 answers');
  await expect(bars('Would you use it again?')).toHaveText([/Yes\s*3 \(75%\)/, /No\s*1 \(25%\)/]);

  // 4. The list (the Responses tab) shows values: the first response seeded is the last card (newest first).
  await shoot(page, 'summary', [summary]);
  await page.getByRole('tab', { name: 'Responses' }).click();
  const first = page.getByTestId('response-card').last();
  await expect(first.getByRole('list', { name: 'Chosen options' }).getByRole('listitem')).toHaveText([
    'Notion',
    'Excel',
  ]);
  await expect(first).toContainText('5 out of 5');
  await expect(first).toContainText('10/10');
  await expect(first).toContainText('4 hours per week');
  await expect(first.getByTestId('answer-value').filter({ hasText: 'Yes' })).toBeVisible();
  await expect(first.getByTestId('answer-text')).toHaveText('Faster reports, please');
  await expect(page.getByTestId('response-card').nth(2)).toContainText('Other: Sheets');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'responses', [first]);

  // 5. The summary follows the screen's filters.
  await page.goto(`/admin/surveys/${surveyId}/responses?language=ur&tab=summary`);
  await expect(summary.getByTestId('summary-total')).toHaveText('Based on 1 response.');
  await expect(figure('How likely are you to recommend us?', 'NPS')).toHaveText('-100');
});

test('edit screen: Urdu beside every text, AI translate refused offline, typed settings locked once answered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = page.request;
  const survey = await ok<{ id: string }>(api, 'post', '/api/surveys', {
    title: uniqueName('Typed edit'),
    description: 'About your week',
    isActive: true,
  });
  const choice = await ok<TypedQuestion>(api, 'post', `/api/surveys/${survey.id}/questions`, {
    questionText: 'Which tools do you use?',
    questionType: 'single_choice',
    options: [{ label: 'Excel' }, { label: 'Slack' }],
    order: 1,
    isRequired: true,
  });
  await ok(api, 'post', `/api/surveys/${survey.id}/questions`, {
    questionText: 'How likely are you to recommend us?',
    questionType: 'scale',
    order: 2,
    // Optional: the response seeded below answers only the first question.
    isRequired: false,
  });
  await page.goto(`/admin/surveys/${survey.id}/edit`);

  // Urdu beside the title, each question, option and scale label; saved whole with one PUT, by itself.
  const urdu = page.getByRole('region', { name: 'Languages and Urdu' });
  await expect(urdu.getByTestId('translation-row')).toHaveCount(8);
  const titleUrdu = urdu.getByLabel('Title in Urdu');
  await expect(titleUrdu).toHaveAttribute('dir', 'rtl');
  await expect(titleUrdu).toHaveAttribute('lang', 'ur');
  await titleUrdu.fill('آپ کا ہفتہ');
  await urdu.getByLabel('Question 1, option 2 in Urdu').fill('سلیک');

  // Without an AI model (the e2e server runs the offline provider) AI translate is not offered: the screen
  // says what is off and who can turn it on, naming no environment variable (issue 49).
  await expect(urdu.getByRole('button', { name: 'AI translate' })).toHaveCount(0);
  await expect(urdu.getByTestId('ai-translate-off')).toHaveText(
    'AI translation is off on this server, so type the Urdu below. The operator can turn AI on (operations guide: Settings for operations).',
  );
  await expect(urdu).not.toContainText('OPENAI_API_KEY');
  await expect(titleUrdu).toHaveValue('آپ کا ہفتہ');
  await expect
    .poll(async () => (await ok<TypedQuestion[]>(api, 'get', `/api/surveys/${survey.id}/questions`))[0])
    .toMatchObject({ translations: { ur: { options: { [choice.options![1]!.id]: 'سلیک' } } } });
  await expect
    .poll(async () => (await ok<{ translations: unknown }>(api, 'get', `/api/surveys/${survey.id}`)).translations)
    .toEqual({ ur: { title: 'آپ کا ہفتہ' } });
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'edit-urdu', [urdu]);

  // A response arrives while the screen still shows the survey unanswered: removing an option is
  // refused by the server (409), and its reason is shown.
  await respond(page.context().request, survey.id, 'en', [
    { questionId: choice.id, answerValue: choice.options![0]!.id },
  ]);
  const firstQuestion = page.getByTestId('question-item').first();
  await firstQuestion.getByRole('button', { name: 'Add option to question 1' }).click();
  await page.keyboard.type('Teams');
  await firstQuestion.getByRole('button', { name: 'Remove option 2' }).click();
  // Saved by itself; the refusal shows beside the question and in the page's save status.
  await expect(firstQuestion.getByRole('alert')).toContainText(
    'Options cannot be removed once the survey has responses',
  );
  await expect(page.getByTestId('save-status')).toContainText(
    'Options cannot be removed once the survey has responses',
  );

  // After the first response: the type stays and saved options cannot be removed, each saying why.
  await page.reload();
  const typePicker = page.getByLabel('Question 1 type');
  await expect(typePicker).toBeDisabled();
  await expect(typePicker).toHaveAccessibleDescription(/type cannot be changed once the survey has responses/);
  const removeOption = page.getByRole('button', { name: 'Remove option 1' });
  await expect(removeOption).toHaveAttribute('aria-disabled', 'true');
  await expect(removeOption).toHaveAccessibleDescription(/Options cannot be removed once the survey has responses/);
  // Rewording an option and adding one stay possible.
  const q1 = page.getByTestId('question-item').first();
  await q1.getByLabel('Option 2 of question 1').fill('Slack chat');
  await q1.getByRole('button', { name: 'Add option to question 1' }).click();
  await page.keyboard.type('Notion');
  await expect
    .poll(async () =>
      (await ok<TypedQuestion[]>(api, 'get', `/api/surveys/${survey.id}/questions`))[0]!.options!.map((o) => o.label),
    )
    .toEqual(['Excel', 'Slack chat', 'Notion']);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'edit-locked', [page.getByTestId('question-item').first()]);
});
