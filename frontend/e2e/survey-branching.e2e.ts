// Surveys that branch (issue 29) at 390 and 1440 px: three rules built in the Logic panels with the
// keyboard only, the survey taken twice the traditional way in English along two paths ("Question n
// of m" along the path, Back along the path taken, an early end), and once in Urdu through the AI chat
// (a question the language skips is never asked, the counter counts the path). Screenshots land in
// /work/notes/shots/branch (BRANCH_SHOTS_DIR) for a person to look at; axe on each screen.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi } from './support/admin-api';
import { uniqueSuffix } from './support/survey-api';
import { answerBox, chooseLanguage, DESKTOP, openSurvey, PHONE } from './support/survey-page';

const SHOTS = process.env.BRANCH_SHOTS_DIR ?? path.resolve(__dirname, '../../test-results/branching');

const QUESTIONS = [
  { questionText: 'Do you use an AI assistant at work?', questionType: 'yes_no' },
  { questionText: 'Which AI assistant do you use?', questionType: 'text' },
  { questionText: 'Do you approve purchases?', questionType: 'yes_no' },
  { questionText: 'How are invoices approved today?', questionType: 'text' },
  { questionText: 'Anything else we should know?', questionType: 'text' },
];
const RICH = 'میں ہر ہفتے تقریباً تین گھنٹے ایکسل میں سیلز رپورٹ بناتا ہوں کیونکہ ڈیٹا تین مختلف سسٹمز سے آتا ہے';
const LAST = 'منظوری کے لیے انتظار سب سے زیادہ وقت لیتا ہے کیونکہ مینیجر اکثر دفتر سے باہر ہوتے ہیں';

const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

const shoot = async (page: Page, name: string, widths: readonly (typeof PHONE)[] = [PHONE, DESKTOP]) => {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
};

const progress = (page: Page) => page.locator('#survey-progress');
/** A short text question's one-line field (the traditional page). */
const textField = (page: Page) => page.getByRole('textbox');
const question = (page: Page) => page.locator('#survey-question');

let slug = '';
let ids: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

test('three rules built in the Logic panels with the keyboard only', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginViaApi(page.request);
  const api = page.request;
  slug = `branching-${uniqueSuffix()}`;
  const survey = await ok<{ id: string }>(
    await api.post('/api/surveys', { data: { title: 'Discovery: who does what', slug } }),
  );
  ids = [];
  for (const q of QUESTIONS)
    ids.push((await ok<{ id: string }>(await api.post(`/api/surveys/${survey.id}/questions`, { data: q }))).id);

  await page.goto(`/admin/surveys/${survey.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Logic' })).toBeVisible();
  const panels = page.getByTestId('logic-panel');
  await expect(panels).toHaveCount(5);

  // Rule 1 on Q1: If Q1 is No, jump to Q3. Several panels share the labels: each is worked inside its panel.
  const inPanel = (n: number) => panels.nth(n - 1);
  const pick = async (n: number, label: string, option: string) => {
    const select = inPanel(n).getByLabel(label, { exact: true });
    await select.focus();
    // Type-ahead moves on from the chosen option when it already matches: type only to change it.
    if ((await select.locator('option:checked').textContent()) !== option) await page.keyboard.type(option);
    await expect(select.locator('option:checked')).toHaveText(option);
  };
  const press = async (n: number, name: string) => {
    await inPanel(n).getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
  };
  // "Add rule" opens an empty form; "Save rule" adds it and closes the form.
  const open = async (n: number) => {
    await press(n, `Add rule to Q${n}`);
    await expect(inPanel(n).getByLabel('If', { exact: true }).locator('option:checked')).toHaveText('Choose…');
  };
  const add = async (n: number) => press(n, `Save rule to Q${n}`);
  // A question without rules says so and shows no form until "Add rule".
  await expect(inPanel(1)).toContainText('No rules: everyone goes on to the next question.');
  await expect(page.getByTestId('logic-rule-form')).toHaveCount(0);
  await open(1);
  await pick(1, 'If', "Q1's answer");
  await pick(1, 'Condition', 'is No');
  await pick(1, 'Then', 'jump to Q3');
  await add(1);
  await expect(inPanel(1).getByTestId('logic-rule')).toHaveText('If Q1 is No, jump to Q3');
  await expect(inPanel(1).getByTestId('logic-rule-form')).toHaveCount(0);

  // Rule 2 on Q3: If Q3 is No, end the survey.
  await open(3);
  await pick(3, 'If', "Q3's answer");
  await pick(3, 'Condition', 'is No');
  await pick(3, 'Then', 'end the survey');
  await add(3);
  await expect(inPanel(3).getByTestId('logic-rule')).toHaveText('If Q3 is No, end the survey');

  // Rule 3 on Q4: If the language is Urdu, skip this question.
  await open(4);
  await pick(4, 'If', 'The language');
  await pick(4, 'Condition', 'is');
  await pick(4, 'Value', 'Urdu');
  await pick(4, 'Then', 'skip this question');
  await add(4);
  await expect(inPanel(4).getByTestId('logic-rule')).toHaveText('If the language is Urdu, skip this question');

  // A refusal in the decider's words: a question removed in another tab while this page still offers it.
  const spare = await ok<{ id: string }>(
    await api.post(`/api/surveys/${survey.id}/questions`, { data: { questionText: 'A spare question' } }),
  );
  await page.reload();
  await expect(panels).toHaveCount(6);
  await open(2);
  await pick(2, 'If', "Q2's answer");
  await pick(2, 'Condition', 'is empty');
  await pick(2, 'Then', 'jump to Q6');
  expect((await api.delete(`/api/surveys/${survey.id}/questions/${spare.id}`)).status()).toBe(204);
  await add(2);
  await expect(inPanel(2).getByRole('alert')).toHaveText(
    'Rule 1 on Q2 (If Q2 is empty, jump to a removed question): it jumps to a question that is not in the survey',
  );
  await inPanel(2).scrollIntoViewIfNeeded();
  await inPanel(2).screenshot({ path: `${SHOTS}/builder-refusal-1440.png` });
  await page.reload();
  await expect(panels).toHaveCount(5);

  const map = page.getByTestId('path-map');
  await expect(map.getByRole('listitem').nth(0)).toContainText('If Q1 is No, jump to Q3');
  await expect(map.getByRole('listitem').nth(0)).toContainText('If Q1 is No, jump to Q3 · Do you approve purchases?');
  await expect(map.getByRole('listitem').nth(0)).toContainText('Otherwise: Q2 · Which AI assistant do you use?');
  await expect(map.getByRole('listitem').nth(3)).toContainText('Skipped: If the language is Urdu, skip this question');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('heading', { name: 'Logic' }).scrollIntoViewIfNeeded();
  await shoot(page, 'builder-logic');
  // The full edit page is tall: the Logic section by itself, at both widths.
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page
      .locator('section[aria-labelledby="logic-heading"]')
      .screenshot({ path: `${SHOTS}/builder-logic-section-${viewport.width}.png` });
  }
});

test('traditional, English, path one: every question, "n of 5"', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSurvey(page, slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /Traditional Survey/ }).focus();
  await page.keyboard.press('Enter');

  await expect(question(page)).toContainText(QUESTIONS[0]!.questionText);
  await expect(progress(page)).toHaveText('Question 1 of 5');
  await page.keyboard.press('1'); // Yes
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[1]!.questionText);
  await expect(progress(page)).toHaveText('Question 2 of 5');
  await textField(page).fill('ChatGPT, for drafting e-mails');
  await textField(page).press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[2]!.questionText);
  await page.keyboard.press('1'); // Yes
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[3]!.questionText);
  await expect(progress(page)).toHaveText('Question 4 of 5');
  await textField(page).fill('By e-mail, then a signature on paper');
  await textField(page).press('Enter');
  await expect(progress(page)).toHaveText('Question 5 of 5');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'traditional-full-path-q5');
  await textField(page).fill('Nothing more');
  await textField(page).press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});

test('traditional, English, path two: a jump, Back along the path, an early end', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSurvey(page, slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /Traditional Survey/ }).focus();
  await page.keyboard.press('Enter');

  await expect(question(page)).toContainText(QUESTIONS[0]!.questionText);
  await page.keyboard.press('2'); // No: the path jumps over Q2
  await expect(progress(page)).toHaveText('Question 1 of 4');
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[2]!.questionText);
  await expect(progress(page)).toHaveText('Question 2 of 4');
  await shoot(page, 'traditional-jumped-to-q3', [PHONE]);

  // Back goes to Q1, the question before on the path taken (not to the skipped Q2).
  await page.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[0]!.questionText);
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[2]!.questionText);

  // No ends the survey here: the path is two questions long, and this is its last.
  await page.keyboard.press('2');
  await expect(progress(page)).toHaveText('Question 2 of 2');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'traditional-early-end');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});

test('AI chat, Urdu: the question the language skips is never asked, the counter counts the path', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSurvey(page, slug);
  await chooseLanguage(page, 'Urdu');
  await page.getByRole('button', { name: /اے آئی چیٹ کا تجربہ/ }).focus();
  await page.keyboard.press('Enter');
  const typed = page.getByTestId('typed-question');

  await expect(typed).toHaveText(QUESTIONS[0]!.questionText);
  await expect(progress(page)).toHaveText('سوال 1 از 4');
  await page.keyboard.press('1'); // ہاں
  await page.keyboard.press('Enter');

  await expect(typed).toHaveText(QUESTIONS[1]!.questionText);
  await expect(progress(page)).toHaveText('سوال 2 از 4');
  await answerBox(page).fill(RICH);
  await answerBox(page).press('Enter');

  await expect(typed).toHaveText(QUESTIONS[2]!.questionText);
  await expect(progress(page)).toHaveText('سوال 3 از 4');
  await page.keyboard.press('1'); // ہاں: no end
  await page.keyboard.press('Enter');

  // Q4 is skipped in Urdu: the chat goes on to Q5, the last of the path.
  await expect(typed).toHaveText(QUESTIONS[4]!.questionText);
  await expect(progress(page)).toHaveText('سوال 4 از 4');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'chat-urdu-last-on-path');
  await answerBox(page).fill(LAST);
  await answerBox(page).press('Enter');
  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeVisible();

  // The admin's results: Q4's base leaves out the Urdu respondent and the one whose path ended at Q3.
  await loginViaApi(page.request);
  // The chat completes the response a moment after the thank-you: wait for the server to say so.
  await expect
    .poll(async () => {
      const responses = await ok<{ language: string | null; completedAt: string | null }[]>(
        await page.request.get(`/api/surveys/${slug}/responses`),
      );
      return responses.filter((r) => r.completedAt !== null).length;
    })
    .toBe(3);
  const summary = await ok<{ questions: { questionId: string; base: number; answered: number }[] }>(
    await page.request.get(`/api/surveys/${slug}/summary`),
  );
  const q = (n: number) => summary.questions.find((row) => row.questionId === ids[n - 1]);
  expect(q(2)).toMatchObject({ base: 2, answered: 2 });
  expect(q(4)).toMatchObject({ base: 1, answered: 1 });
});

test("the admin's results count each question's base: a skip is no drop-off", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await loginViaApi(page.request);
  const survey = await ok<{ id: string }>(await page.request.get(`/api/surveys/${slug}`));
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=drop-off`);
  const chart = page.getByRole('region', { name: 'Drop-off', exact: true });
  const step = (name: string) => chart.getByTestId('drop-off-step').filter({ hasText: name });
  // Q4: three reached it, one was shown it (the Urdu chat skips it, the early end passes it by).
  await expect(step('How are invoices approved today?')).toContainText(/Reached\s*3 \(100%\)/);
  await expect(step('How are invoices approved today?')).toContainText(/Shown\s*1 \(33%\)/);
  expect(await seriousViolations(page, '[data-testid="drop-off-chart"]')).toEqual([]);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await chart.screenshot({ path: `${SHOTS}/results-drop-off-${viewport.width}.png` });
  }
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=summary`);
  const card = page.getByTestId('question-summary').filter({ hasText: 'How are invoices approved today?' });
  await expect(card).toContainText('1 answer of 1 shown');
  await expect(page.getByTestId('question-summary').filter({ hasText: 'Which AI assistant' })).toContainText(
    '2 answers of 2 shown',
  );
  await shoot(page, 'results-summary');

  // The cards tell a question the path passed by from one left unanswered (issue 49): path two jumped
  // over Q2 and ended at Q3, so its Q2, Q4 and Q5 were skipped by the logic, none "No answer provided".
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=responses`);
  const cards = page.getByTestId('response-card');
  await expect(cards.first()).toBeVisible();
  const perCard = await cards.evaluateAll((all) =>
    all.map((c) => [
      c.querySelectorAll('[data-testid="skipped-by-logic"]').length,
      (c.textContent ?? '').split('No answer provided').length - 1,
    ]),
  );
  expect(perCard).toContainEqual([3, 0]);
  await expect(page.getByTestId('skipped-by-logic').first()).toHaveText("Skipped by the survey's logic");
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'results-cards');
});

test('a changed earlier answer leaves a later answer off the path: the response and its history say so', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await loginViaApi(page.request);
  const api = page.request;
  const survey = await ok<{ id: string }>(
    await api.post('/api/surveys', { data: { title: 'Tools and approvals', slug: `off-path-${uniqueSuffix()}` } }),
  );
  const added: string[] = [];
  for (const q of QUESTIONS.slice(0, 3)) {
    added.push((await ok<{ id: string }>(await api.post(`/api/surveys/${survey.id}/questions`, { data: q }))).id);
  }
  const [q1, q2, q3] = added as [string, string, string];
  await ok(
    await api.post(`/api/surveys/${survey.id}/questions/${q1}/logic-rules`, {
      data: {
        conditions: [{ source: 'answer', questionId: q1, operator: 'is_no' }],
        action: { type: 'jump', toQuestionId: q3 },
      },
    }),
  );

  // A respondent says yes, names a tool, then goes back and says no: the tool's answer is off the path.
  const respondent = await ok<{ id: string }>(
    await api.post(`/api/surveys/${survey.id}/responses`, { data: { surveyMode: 'traditional' } }),
  );
  const answer = (questionId: string, data: Record<string, unknown>) =>
    api.post('/api/answers', { data: { responseId: respondent.id, questionId, ...data } });
  await ok(await answer(q1, { answerValue: true }));
  await ok(await answer(q2, { answerText: 'ChatGPT, for drafting e-mails' }));
  await ok(await answer(q1, { answerValue: false }));

  await page.goto(`/admin/surveys/${survey.id}/responses?tab=responses`);
  const card = page.getByTestId('response-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('off-path')).toHaveCount(1);
  await expect(card.getByTestId('off-path')).toContainText('Off the path');
  await card.getByRole('button', { name: /^History/ }).click();
  const dialog = page.getByRole('dialog', { name: /^History of response #/ });
  const left = dialog.getByTestId('history-entry').filter({ hasText: 'Answer left off the path' });
  await expect(left).toHaveCount(1);
  await expect(left).toContainText('Which AI assistant do you use?');
  await expect(left).toContainText('ChatGPT, for drafting e-mails');
  expect(await seriousViolations(page)).toEqual([]);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/off-path-history-${viewport.width}.png` });
  }
});

test('a rule of two conditions, any of them, built with the keyboard in the Logic panel', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginViaApi(page.request);
  const api = page.request;
  const survey = await ok<{ id: string }>(
    await api.post('/api/surveys', { data: { title: 'Two conditions', slug: `any-of-${uniqueSuffix()}` } }),
  );
  for (const q of QUESTIONS.slice(0, 3)) await ok(await api.post(`/api/surveys/${survey.id}/questions`, { data: q }));

  await page.goto(`/admin/surveys/${survey.id}/edit`);
  const panel = page.getByTestId('logic-panel').nth(1);
  const choose = async (select: ReturnType<Page['getByLabel']>, option: string) => {
    await select.focus();
    if ((await select.locator('option:checked').textContent()) !== option) await page.keyboard.type(option);
    await expect(select.locator('option:checked')).toHaveText(option);
  };
  const press = async (name: string) => {
    await panel.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
  };
  // On Q2: if Q1 is No, or the language is Urdu, skip this question.
  await press('Add rule to Q2');
  await choose(panel.getByLabel('If', { exact: true }), "Q1's answer");
  await choose(panel.getByLabel('Condition', { exact: true }), 'is No');
  await press('Add condition to the new rule of Q2');
  const second = panel.getByRole('group', { name: 'Condition 2' });
  await choose(second.getByLabel('If', { exact: true }), 'The language');
  await choose(second.getByLabel('Condition', { exact: true }), 'is');
  await choose(second.getByLabel('Value', { exact: true }), 'Urdu');
  await choose(panel.getByLabel('Follow the rule when'), 'any of these holds');
  await choose(panel.getByLabel('Then', { exact: true }), 'skip this question');
  await press('Save rule to Q2');
  await expect(panel.getByTestId('logic-rule')).toHaveText('If Q1 is No or the language is Urdu, skip this question');
  // Edit changes the rule in place (PUT): the form opens with the rule's choices, and saving keeps one rule.
  await press('Edit rule: If Q1 is No or the language is Urdu, skip this question');
  await expect(panel.getByLabel('Follow the rule when').locator('option:checked')).toHaveText('any of these holds');
  await choose(panel.getByLabel('Then', { exact: true }), 'end the survey');
  await press('Save changes to the rule of Q2');
  await expect(panel.getByTestId('logic-rule')).toHaveText('If Q1 is No or the language is Urdu, end the survey');
  await expect(panel.getByTestId('logic-rule-form')).toHaveCount(0);
  // The form "Add rule" opens again is empty, not the last rule's values.
  await press('Add rule to Q2');
  await expect(panel.getByLabel('If', { exact: true }).locator('option:checked')).toHaveText('Choose…');
  await expect(panel.getByLabel('Then', { exact: true }).locator('option:checked')).toHaveText('Choose…');
  expect(await seriousViolations(page)).toEqual([]);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await panel.screenshot({ path: `${SHOTS}/builder-any-of-${viewport.width}.png` });
  }
});
