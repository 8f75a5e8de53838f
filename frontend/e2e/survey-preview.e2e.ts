// Preview without responses (issue 48 item 6): an admin previews a switched-off survey that branches,
// from the survey card and from the builder, in form and chat mode, in English and Urdu, answers
// through to the end along different paths, and the survey still has no response and its live feed
// (the log of response events) has nothing new. No request that records anything leaves the page.
// Screenshots at 390 and 1440 px land in /tmp/shots-preview (PREVIEW_SHOTS_DIR); axe on each screen.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi, uniqueName } from './support/admin-api';
import { answerBox, chooseLanguage, DESKTOP, PHONE } from './support/survey-page';

const SHOTS = process.env.PREVIEW_SHOTS_DIR ?? '/tmp/shots-preview';

const QUESTIONS = [
  { questionText: 'Do you use an AI assistant at work?', questionType: 'yes_no' },
  { questionText: 'Which AI assistant do you use?', questionType: 'text' },
  { questionText: 'Do you approve purchases?', questionType: 'yes_no' },
  { questionText: 'How are invoices approved today?', questionType: 'text' },
  { questionText: 'Anything else we should know?', questionType: 'text' },
];

const ok = async <T>(response: APIResponse): Promise<T> => {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
};

const progress = (page: Page) => page.locator('#survey-progress');
const question = (page: Page) => page.locator('#survey-question');
const banner = (page: Page) => page.getByTestId('preview-banner');

const shoot = async (page: Page, name: string) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
};

/**
 * The live feed's position (`event: ready`) and the response events it replays after `after`: the
 * stream replays what the log holds for this survey first, then says ready. Read in the page (the
 * admin's cookies), the stream closed as soon as it is ready.
 */
const liveFeed = (page: Page, surveyId: string, after: number | null) =>
  page.evaluate(
    async ({ surveyId, after }) => {
      const controller = new AbortController();
      const query = after === null ? '' : `?lastEventId=${after}`;
      const res = await fetch(`/api/surveys/${surveyId}/responses/live${query}`, { signal: controller.signal });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        const ready = /id: (\d+)\nevent: ready\n/.exec(text);
        if (ready) {
          controller.abort();
          return { position: Number(ready[1]), responseEvents: (text.match(/event: response\n/g) ?? []).length };
        }
        if (text.includes('event: reset')) throw new Error('the live feed asked for a reset');
      }
      throw new Error(`the live feed ended before it was ready: ${text}`);
    },
    { surveyId, after },
  );

/** Every request the page makes that would record something: a start, an answer, a completion, the AI. */
const watchRecording = (page: Page): string[] => {
  const recorded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const method = request.method();
    if (
      (method === 'POST' && /^\/api\/surveys\/[^/]+\/responses$/.test(pathname)) ||
      (method === 'POST' && pathname === '/api/answers') ||
      (method === 'PATCH' && pathname.startsWith('/api/responses/')) ||
      pathname === '/api/ai-chat-followup'
    )
      recorded.push(`${method} ${pathname}`);
  });
  return recorded;
};

let surveyId = '';
let title = '';
let livePosition = 0;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const page = await browser.newPage();
  await loginViaApi(page.request);
  const api: APIRequestContext = page.request;
  title = uniqueName('Preview: who approves what');
  const survey = await ok<{ id: string }>(await api.post('/api/surveys', { data: { title } }));
  surveyId = survey.id;
  const ids: string[] = [];
  for (const q of QUESTIONS)
    ids.push((await ok<{ id: string }>(await api.post(`/api/surveys/${surveyId}/questions`, { data: q }))).id);
  const rule = (questionId: string, data: unknown) =>
    api.post(`/api/surveys/${surveyId}/questions/${questionId}/logic-rules`, { data }).then(ok);
  // If Q1 is No, jump to Q3; if Q3 is No, end the survey; if the language is Urdu, skip Q4.
  await rule(ids[0]!, {
    conditions: [{ source: 'answer', questionId: ids[0], operator: 'is_no' }],
    action: { type: 'jump', toQuestionId: ids[2] },
  });
  await rule(ids[2]!, {
    conditions: [{ source: 'answer', questionId: ids[2], operator: 'is_no' }],
    action: { type: 'end' },
  });
  await rule(ids[3]!, {
    conditions: [{ source: 'language', operator: 'is', language: 'ur' }],
    action: { type: 'skip' },
  });
  // A draft: switched off, so nobody could answer it on its public page; the admin previews it anyway.
  await ok(await api.patch(`/api/surveys/${surveyId}`, { data: { isActive: false } }));
  await page.goto('/');
  livePosition = (await liveFeed(page, surveyId, null)).position;
  await page.close();
});

test('from the survey card: form in English along a jump, then the chat in Urdu skipping a question', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginViaApi(page.request);
  const recorded = watchRecording(page);

  await page.goto('/admin/dashboard');
  const previewLink = page.getByRole('link', { name: `Preview ${title}` });
  await previewLink.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/card-preview-button-1440.png` });
  await previewLink.click();
  await expect(page).toHaveURL(new RegExp(`/survey/${surveyId}/preview$`));
  await expect(banner(page)).toContainText('Preview — nothing is recorded');
  await expect(banner(page)).toContainText('پیش نظارہ — کچھ بھی محفوظ نہیں ہوتا');
  await expect(banner(page)).toContainText('The chat asks no AI follow-up questions in a preview.');
  await expect(page.getByRole('heading', { name: 'What language do you prefer?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'preview-language');

  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /Traditional Survey/ }).click();
  await expect(question(page)).toContainText(QUESTIONS[0]!.questionText);
  await expect(progress(page)).toHaveText('Question 1 of 5');
  await page.keyboard.press('2'); // No: the path jumps over Q2
  await expect(progress(page)).toHaveText('Question 1 of 4');
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[2]!.questionText);
  await expect(progress(page)).toHaveText('Question 2 of 4');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'preview-form-en');
  await page.keyboard.press('1'); // Yes: no early end
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[3]!.questionText);
  await page.getByRole('textbox').fill('By e-mail, then a signature on paper');
  await page.getByRole('textbox').press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[4]!.questionText);
  await expect(progress(page)).toHaveText('Question 4 of 4');
  await page.getByRole('textbox').fill('Nothing more');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('End of the preview: nothing was submitted or recorded.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'preview-form-en-thanks');
  // The thank-you stays: a preview follows no redirect.
  await expect(page).toHaveURL(new RegExp(`/survey/${surveyId}/preview$`));

  // Start again: the other mode, the other language.
  await banner(page)
    .getByRole('button', { name: /Start again/ })
    .click();
  await chooseLanguage(page, 'Urdu');
  await page.getByRole('button', { name: /اے آئی چیٹ کا تجربہ/ }).click();
  const typed = page.getByTestId('typed-question');
  await expect(typed).toHaveText(QUESTIONS[0]!.questionText);
  await expect(progress(page)).toHaveText('سوال 1 از 4');
  await page.keyboard.press('1'); // ہاں
  await page.keyboard.press('Enter');
  await expect(typed).toHaveText(QUESTIONS[1]!.questionText);
  await answerBox(page).fill('میں روزانہ چیٹ جی پی ٹی استعمال کرتا ہوں');
  await answerBox(page).press('Enter');
  await expect(typed).toHaveText(QUESTIONS[2]!.questionText);
  await page.keyboard.press('1'); // ہاں
  await page.keyboard.press('Enter');
  // Q4 is skipped in Urdu, as the survey's rule says: the chat goes on to Q5, the last of the path.
  await expect(typed).toHaveText(QUESTIONS[4]!.questionText);
  await expect(progress(page)).toHaveText('سوال 4 از 4');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'preview-chat-ur');
  await answerBox(page).fill('بس اتنا ہی');
  await answerBox(page).press('Enter');
  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeVisible();
  await expect(page.getByText('پیش نظارہ ختم: کچھ بھی جمع یا محفوظ نہیں ہوا۔')).toBeVisible();
  await shoot(page, 'preview-chat-ur-thanks');

  expect(recorded).toEqual([]);
});

test('from the builder: the chat in English ends early, the form in Urdu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginViaApi(page.request);
  const recorded = watchRecording(page);

  await page.goto(`/admin/surveys/${surveyId}/edit`);
  await expect(page.getByRole('link', { name: 'Preview', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/builder-preview-button-390.png` });
  await page.getByRole('link', { name: 'Preview', exact: true }).click();
  await expect(banner(page)).toContainText('Preview — nothing is recorded');

  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /AI Chat Experience/ }).click();
  const typed = page.getByTestId('typed-question');
  await expect(typed).toHaveText(QUESTIONS[0]!.questionText);
  await page.keyboard.press('1'); // Yes
  await page.keyboard.press('Enter');
  await expect(typed).toHaveText(QUESTIONS[1]!.questionText);
  await answerBox(page).fill('ChatGPT, for drafting e-mails');
  await answerBox(page).press('Enter');
  await expect(typed).toHaveText(QUESTIONS[2]!.questionText);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'preview-chat-en');
  await page.keyboard.press('2'); // No: the survey ends here
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await banner(page)
    .getByRole('button', { name: /Start again/ })
    .click();
  await chooseLanguage(page, 'Urdu');
  await page.getByRole('button', { name: /روایتی سروے/ }).click();
  await expect(question(page)).toContainText(QUESTIONS[0]!.questionText);
  await page.keyboard.press('1'); // ہاں
  await page.keyboard.press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[1]!.questionText);
  await page.getByRole('textbox').fill('چیٹ جی پی ٹی');
  await page.getByRole('textbox').press('Enter');
  await expect(question(page)).toContainText(QUESTIONS[2]!.questionText);
  await page.keyboard.press('1'); // ہاں
  await page.keyboard.press('Enter');
  // Q4 skipped in Urdu: Q5 is the last.
  await expect(question(page)).toContainText(QUESTIONS[4]!.questionText);
  await expect(progress(page)).toHaveText('سوال 4 از 4');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'preview-form-ur');
  await page.getByRole('textbox').fill('کچھ نہیں');
  await page.getByRole('button', { name: 'جمع کرائیں' }).click();
  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeVisible();

  expect(recorded).toEqual([]);
});

test('after four previews the survey has no response and no new response event', async ({ page }) => {
  await loginViaApi(page.request);
  const api = page.request;
  const survey = await ok<{ startedCount: number; completedCount: number }>(await api.get(`/api/surveys/${surveyId}`));
  expect(survey.startedCount).toBe(0);
  expect(survey.completedCount).toBe(0);
  expect(await ok<unknown[]>(await api.get(`/api/surveys/${surveyId}/responses`))).toEqual([]);
  await page.goto('/');
  const feed = await liveFeed(page, surveyId, livePosition);
  expect(feed.responseEvents).toBe(0);
  expect(feed.position).toBeGreaterThanOrEqual(livePosition);
});
