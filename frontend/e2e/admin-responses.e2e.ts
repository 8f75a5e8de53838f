import fs from 'node:fs';
import { expect, test } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { toast } from './support/admin-pages';
import { parseCsv } from './support/csv';

const BOM = '\uFEFF';

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

test("reads respondents' answers on the responses page and exports them as CSV", async ({ page, request }) => {
  const title = uniqueName('Workflow check');
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title,
    questions: ['What slows you down?', 'Which tools, if any?', 'Anything else?'],
    // Optional: the respondents leave some out and still complete.
    isRequired: false,
  });
  const [q1, q2, q3] = questions;

  // Two respondents through the public API, as the survey pages would do it (anonymous context).
  await respondViaApi(request, survey.id, {
    mode: 'traditional',
    language: 'en',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    answers: [
      { questionId: q1.id, answerText: 'Reports, "urgent" ones,\nevery Monday' },
      { questionId: q3.id, answerText: '=HYPERLINK("http://evil")' },
    ],
    complete: true,
  });
  await respondViaApi(request, survey.id, {
    mode: 'ai_chat',
    language: 'ur',
    answers: [{ questionId: q2.id, answerText: 'ہم ایکسل استعمال کرتے ہیں' }],
    complete: false,
  });

  await page.goto('/admin/dashboard');
  await page
    .getByTestId('survey-card')
    .filter({ hasText: title })
    .getByRole('link', { name: /^Responses/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Newest first.
  const cards = page.getByTestId('response-card');
  await expect(cards).toHaveCount(2);
  const first = cards.nth(1);
  await expect(first.getByRole('heading', { name: 'Response #1' })).toBeVisible();
  await expect(first).toContainText('Ada Lovelace');
  await expect(first.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
  await expect(first).toContainText('Completed');
  await expect(first).toContainText('Traditional');
  await expect(first).toContainText('English');
  await expect(first).toContainText(/Submitted [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(first).toContainText('What slows you down?');
  await expect(first).toContainText('Reports, "urgent" ones,');
  await expect(first.getByText('No answer provided')).toHaveCount(1);

  const second = cards.nth(0);
  await expect(second.getByRole('heading', { name: 'Response #2' })).toBeVisible();
  await expect(second).toContainText('In progress');
  await expect(second).toContainText('AI chat');
  await expect(second).toContainText('Urdu');
  await expect(second).toContainText('ہم ایکسل استعمال کرتے ہیں');
  await expect(second.getByText('No answer provided')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^workflow-check-[a-z0-9-]+-responses-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith(BOM)).toBe(true);
  const rows = parseCsv(csv.slice(BOM.length));
  expect(rows).toHaveLength(3);
  const header = rows[0];
  expect(header.slice(-3)).toEqual(['Q1. What slows you down?', 'Q2. Which tools, if any?', 'Q3. Anything else?']);
  const col = (name: string) => header.indexOf(name);
  expect(rows[1][col('Response #')]).toBe('1');
  expect(rows[1][col('Name')]).toBe('Ada Lovelace');
  expect(rows[1][col('Email')]).toBe('ada@example.com');
  expect(rows[1][col('Status')]).toBe('Completed');
  expect(rows[1].slice(-3)).toEqual(['Reports, "urgent" ones,\nevery Monday', '', '\'=HYPERLINK("http://evil")']);
  expect(rows[2][col('Mode')]).toBe('AI chat');
  expect(rows[2][col('Language')]).toBe('Urdu');
  expect(rows[2][col('Status')]).toBe('In progress');
  expect(rows[2].slice(-3)).toEqual(['', 'ہم ایکسل استعمال کرتے ہیں', '']);

  // New responses show up when the admin asks for them.
  await respondViaApi(request, survey.id, {
    mode: 'traditional',
    language: 'en',
    answers: [{ questionId: q1.id, answerText: 'Arrived after the first look' }],
    complete: true,
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole('heading', { name: 'Response #3' })).toBeVisible();
  await expect(cards.nth(0)).toContainText('Arrived after the first look');
});

test('shows AI follow-ups with their answers under the base question and exports them in their own columns', async ({
  page,
  request,
}) => {
  const title = uniqueName('Follow-ups');
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title,
    questions: ['Which task takes most of your week?', 'Which tools do you use?'],
    // Optional: the second respondent answers only the second question and completes.
    isRequired: false,
  });
  const [q1, q2] = questions;

  // An AI-chat respondent: a short answer draws a follow-up from the (offline) AI, which is answered too.
  const responseId = await respondViaApi(request, survey.id, {
    mode: 'ai_chat',
    language: 'en',
    answers: [{ questionId: q1.id, answerText: 'Reports' }],
    complete: false,
  });
  const followUpRes = await request.post('/api/ai-chat-followup', {
    data: {
      userMessage: 'Reports',
      language: 'en',
      responseId,
      questionId: q1.id,
    },
  });
  expect(followUpRes.ok(), await followUpRes.text()).toBe(true);
  const followUp = (await followUpRes.json()) as { followUpQuestion: string | null; followUpId?: string | null };
  expect(followUp.followUpQuestion).toBeTruthy();
  expect(followUp.followUpId).toBeTruthy();
  const answer = await request.post('/api/answers', {
    data: {
      responseId,
      questionId: q1.id,
      answerText: 'The weekly sales report, about 3 hours',
      followUpId: followUp.followUpId,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await respondViaApi(request, survey.id, {
    mode: 'ai_chat',
    language: 'en',
    answers: [{ questionId: q2.id, answerText: 'Excel' }],
    complete: true,
  });

  await page.goto(`/admin/surveys/${survey.id}/responses`);
  const card = page.getByTestId('response-card').filter({ hasText: 'Response #1' });
  const followUps = card.getByRole('list', { name: 'AI follow-ups to question 1' });
  await expect(followUps).toContainText(followUp.followUpQuestion as string);
  await expect(followUps).toContainText('The weekly sales report, about 3 hours');
  await expect(card).toContainText('Reports');

  // The history prints the follow-up's question once (where it was asked), then its answer.
  await card.getByRole('button', { name: 'History of response #1' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of response #1' });
  await expect(dialog.getByTestId('history-entry').filter({ hasText: 'AI follow-up answered' })).toContainText(
    'The weekly sales report, about 3 hours',
  );
  await expect(dialog.getByText(followUp.followUpQuestion as string, { exact: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8').slice(BOM.length));
  const header = rows[0];
  const q1Col = header.indexOf('Q1. Which task takes most of your week?');
  expect(header.slice(q1Col, q1Col + 4)).toEqual([
    'Q1. Which task takes most of your week?',
    'Q1 follow-up 1',
    'Q1 follow-up 1 answer',
    'Q2. Which tools do you use?',
  ]);
  expect(rows[1].slice(q1Col, q1Col + 4)).toEqual([
    'Reports',
    followUp.followUpQuestion,
    'The weekly sales report, about 3 hours',
    '',
  ]);
  expect(rows[2].slice(q1Col, q1Col + 4)).toEqual(['', '', '', 'Excel']);
});

test('a survey without responses says so and offers no export', async ({ page }) => {
  const { survey } = await createSurveyViaApi(page.request, { title: uniqueName('Quiet'), questions: ['Q?'] });
  await page.goto(`/admin/surveys/${survey.id}/responses`);
  await expect(page.getByText('No responses yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('an unknown survey id shows "Survey not found"', async ({ page }) => {
  await page.goto('/admin/surveys/00000000-0000-4000-8000-000000000000/responses');
  await expect(page.getByRole('heading', { name: 'Survey not found' })).toBeVisible();
});

test('contact messages are listed newest first', async ({ page, request }) => {
  const marker = Date.now().toString(36);
  for (const n of [1, 2]) {
    const res = await request.post('/api/contact', {
      data: {
        name: `Sender ${n} ${marker}`,
        email: `sender${n}@example.com`,
        company: `Company ${n}`,
        message: `Message ${n} ${marker}\nsecond line`,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
  const cards = page.getByTestId('message-card').filter({ hasText: marker });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(`Sender 2 ${marker}`);
  await expect(cards.nth(0)).toContainText('sender2@example.com');
  await expect(cards.nth(0)).toContainText('Company 2');
  await expect(cards.nth(0)).toContainText(`Message 2 ${marker}`);
  await expect(cards.nth(1)).toContainText(`Sender 1 ${marker}`);
  await expect(toast(page)).toHaveCount(0);
});
