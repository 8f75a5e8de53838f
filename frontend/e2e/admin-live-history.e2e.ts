import { expect, test, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { MOBILE_VIEWPORT } from './support/pages';

// The live feed and the answer history on the responses screen: new responses arrive while the admin
// watches (started through the API by an anonymous respondent) and wait behind "N new responses";
// each card opens its timeline in a dialog.

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

const cards = (page: Page) => page.getByTestId('response-card');

/** Resolves once the screen's live stream is open (its `ready` event arrived). */
const watchLiveStream = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/responses/live') && response.status() === 200);

test('new responses arrive while the screen is open, wait behind the control, and show on click', async ({
  page,
  request,
}) => {
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title: uniqueName('Live feed'),
    questions: ['What did you come for?'],
    // Optional: a respondent who answered nothing completes below.
    isRequired: false,
  });
  await respondViaApi(request, survey.id, {
    mode: 'traditional',
    language: 'en',
    name: 'First Reader',
    answers: [{ questionId: questions[0].id, answerText: 'The first answer' }],
    complete: true,
  });

  const streamOpen = watchLiveStream(page);
  await page.goto(`/admin/surveys/${survey.id}/responses`);
  await expect(cards(page)).toHaveCount(1);
  await streamOpen;
  await expect(page.getByTestId('new-responses')).toHaveCount(0);

  // Two respondents start while the admin reads: the list stays as it is, the control counts them.
  const headingBefore = await cards(page).first().getByRole('heading').textContent();
  await respondViaApi(request, survey.id, {
    mode: 'ai_chat',
    language: 'ur',
    answers: [{ questionId: questions[0].id, answerText: 'نیا جواب' }],
    complete: false,
  });
  await respondViaApi(request, survey.id, { mode: 'traditional', language: 'en', answers: [], complete: false });
  const control = page.getByRole('button', { name: /2 new responses/ });
  await expect(control).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  expect(await cards(page).first().getByRole('heading').textContent()).toBe(headingBefore);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/live-banner-1440.png' });

  // Keyboard: reach the control, press Enter: the new responses are shown, focus on the newest.
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('new-responses')).toHaveCount(0);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Response #3');
  await expect(cards(page).first().getByRole('heading')).toBeFocused();

  // A change to a response on screen is told too.
  const inList = await page.request.get(`/api/surveys/${survey.id}/responses?limit=1`);
  const newest = ((await inList.json()) as { items: { id: string }[] }).items[0]!;
  await request.patch(`/api/responses/${newest.id}`, { data: { completedAt: new Date().toISOString() } });
  const updated = page.getByRole('button', { name: /1 response updated/ });
  await expect(updated).toBeVisible();

  await page.setViewportSize(MOBILE_VIEWPORT);
  await updated.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/live-banner-390.png' });
});

test("a card's History opens its timeline: answers, the revision with the previous text, completion", async ({
  page,
  request,
}) => {
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title: uniqueName('History'),
    questions: ['What should we fix first?'],
  });
  const responseId = await respondViaApi(request, survey.id, {
    mode: 'traditional',
    language: 'en',
    name: 'Hina',
    answers: [
      { questionId: questions[0].id, answerText: 'The search' },
      { questionId: questions[0].id, answerText: 'The search, then checkout' },
    ],
    complete: true,
  });
  expect(responseId).toBeTruthy();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/surveys/${survey.id}/responses`);
  const history = cards(page).first().getByRole('button', { name: 'History of response #1' });
  await history.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'History of response #1' });
  await expect(dialog).toBeVisible();
  const entries = dialog.getByTestId('history-entry');
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Started');
  await expect(entries.nth(0)).toContainText('Traditional · English');
  await expect(entries.nth(1)).toContainText('Answered');
  await expect(entries.nth(1)).toContainText('What should we fix first?');
  await expect(entries.nth(1)).toContainText('The search');
  await expect(entries.nth(2)).toContainText('Changed an answer');
  await expect(entries.nth(2)).toContainText('BeforeThe search');
  await expect(entries.nth(2)).toContainText('AfterThe search, then checkout');
  await expect(entries.nth(3)).toContainText('Completed');
  await page.screenshot({ path: 'test-results/history-dialog-1440.png' });

  // Focus moves into the dialog and stays there (the page behind is inert); Escape closes it, focus returns.
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="response-card"] h2')?.focus());
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(history).toBeFocused();

  await page.setViewportSize(MOBILE_VIEWPORT);
  await history.click();
  await expect(dialog).toBeVisible();
  await expect(entries).toHaveCount(4);
  await page.screenshot({ path: 'test-results/history-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Erasing from this screen is not news to its reader: a response started afterwards is told alone.
  await expect(page.getByTestId('new-responses')).toHaveCount(0);
  await page.getByRole('button', { name: 'Erase response #1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Erase this response #1?' })
    .getByRole('button', { name: 'Erase', exact: true })
    .click();
  await expect(cards(page)).toHaveCount(0);
  await respondViaApi(request, survey.id, { mode: 'traditional', language: 'en', answers: [], complete: false });
  await expect(page.getByTestId('new-responses')).toHaveText(/^1 new response: show them$/);
});
