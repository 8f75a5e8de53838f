// The survey lifecycle from the admin's side (the active switch, counts, duplicate, the edit screen
// with close date, cap and questions) and the respondent's page of a survey nobody can start, on a
// phone and a desktop. Screenshots land in $TMPDIR/seedline-lifecycle/ for a person to look at (outside
// test-results/, which every Playwright run empties).
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { createSurveyViaApi, getQuestionsViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { seriousViolations, surveyCard, toast } from './support/admin-pages';

const SHOTS = path.join(os.tmpdir(), 'seedline-lifecycle');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

type LifecycleSurvey = {
  id: string;
  title: string;
  slug: string | null;
  isActive: boolean;
  closesAt: string | null;
  responseCap: number | null;
  startedCount: number;
  completedCount: number;
  availability: 'open' | 'inactive' | 'closed' | 'full';
};

const surveyOf = async (request: APIRequestContext, id: string): Promise<LifecycleSurvey> => {
  const res = await request.get(`/api/surveys/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as LifecycleSurvey;
};

const patchSurvey = async (request: APIRequestContext, id: string, data: Record<string, unknown>) => {
  const res = await request.patch(`/api/surveys/${id}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
};

const slugFor = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const expectNoSeriousViolations = async (page: Page) => {
  expect(await seriousViolations(page)).toEqual([]);
};

// Each test drives several screens and runs axe on a machine the other suites share.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('dashboard: counts, the active switch by mouse and keyboard, duplicate', async ({ page }) => {
      const title = uniqueName('Lifecycle card');
      const slug = slugFor('lifecycle-card');
      const { survey, questions } = await createSurveyViaApi(page.request, {
        title,
        slug,
        description: 'Counts, switch and copy',
        questions: ['Which task eats most of your week?', 'Which tools do you use for it?'],
        // Optional: the respondent answers the first and completes.
        isRequired: false,
      });
      await patchSurvey(page.request, survey.id, { responseCap: 50 });
      await respondViaApi(page.request, survey.id, {
        mode: 'traditional',
        language: 'en',
        answers: [{ questionId: questions[0].id, answerText: 'Reports' }],
        complete: true,
      });
      await respondViaApi(page.request, survey.id, { mode: 'ai_chat', language: 'ur', answers: [], complete: false });

      await page.goto('/admin/dashboard');
      const card = surveyCard(page, title);
      await expect(card.getByText('Started', { exact: true }).locator('..')).toContainText('2 of 50');
      await expect(card.getByText('Completed', { exact: true }).locator('..')).toContainText('1');
      await expect(card.getByText('Open', { exact: true })).toBeVisible();

      // The switch: a real switch with the survey in its name; a click turns it off at once.
      const active = card.getByRole('switch', { name: `Active ${title}` });
      await expect(active).toHaveAttribute('aria-checked', 'true');
      await active.click();
      await expect(toast(page)).toContainText('Survey deactivated');
      await expect(active).toHaveAttribute('aria-checked', 'false');
      await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
      expect((await surveyOf(page.request, survey.id)).isActive).toBe(false);

      // By keyboard: Space on the focused switch turns it back on.
      await active.focus();
      await page.keyboard.press('Space');
      await expect(active).toHaveAttribute('aria-checked', 'true');
      await expect.poll(async () => (await surveyOf(page.request, survey.id)).availability).toBe('open');
      await page.screenshot({ path: `${SHOTS}/dashboard-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousViolations(page);

      // Duplicate: a new inactive survey with the -copy slug, its questions and cap carried over.
      await card.getByRole('button', { name: `Duplicate ${title}` }).click();
      await expect(toast(page)).toContainText('Survey duplicated');
      await expect(toast(page)).toContainText(`/survey/${slug}-copy`);
      const copyCard = page.getByTestId('survey-card').filter({ hasText: `/survey/${slug}-copy` });
      await expect(copyCard).toBeVisible();
      await expect(copyCard.getByRole('switch', { name: /^Active/ })).toHaveAttribute('aria-checked', 'false');
      await expect(copyCard.getByText('Started', { exact: true }).locator('..')).toContainText('0 of 50');
      const copy = await surveyOf(page.request, `${slug}-copy`);
      expect(copy).toMatchObject({ isActive: false, responseCap: 50, startedCount: 0, availability: 'inactive' });
      expect((await getQuestionsViaApi(page.request, copy.id)).map((q) => q.questionText)).toEqual([
        'Which task eats most of your week?',
        'Which tools do you use for it?',
      ]);
    });

    test('edit screen: details, questions reordered by keyboard, reworded, added, removed', async ({ page }) => {
      const title = uniqueName('Lifecycle edit');
      const { survey } = await createSurveyViaApi(page.request, {
        title,
        slug: slugFor('lifecycle-edit'),
        questions: ['First question', 'Second question', 'Third question'],
      });

      await page.goto('/admin/dashboard');
      await surveyCard(page, title)
        .getByRole('link', { name: `Edit ${title}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/surveys/${survey.id}/edit$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Edit survey' })).toBeVisible();

      // Details: what changed is saved by itself once typing pauses (one save model: autosave).
      const newTitle = `${title} (renamed)`;
      const newSlug = slugFor('renamed');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Now with a description');
      await page.getByLabel('Custom URL Slug').fill(newSlug);
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
      await expect
        .poll(async () => {
          const saved = await surveyOf(page.request, survey.id);
          return [saved.title, saved.slug];
        })
        .toEqual([newTitle, newSlug]);

      // Reorder by keyboard: focus stays on the button that moved the question, so Enter twice moves it twice.
      const questionsList = page.getByRole('list', { name: 'Questions' });
      await page.getByRole('button', { name: 'Move question 1 down' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Question 2', { exact: true })).toHaveValue('First question');
      await expect(page.getByRole('button', { name: 'Move question 2 down' })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Question moved to position 2 of 3.' })).toBeAttached();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Question 3', { exact: true })).toHaveValue('First question');
      await expect(page.getByRole('button', { name: 'Move question 3 down' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Move question 3 down' })).toHaveAttribute('aria-disabled', 'true');
      await page.keyboard.press('Enter'); // the last one: nothing moves
      await expect(questionsList.getByTestId('question-item')).toHaveCount(3);
      await expect
        .poll(async () => (await getQuestionsViaApi(page.request, survey.id)).map((q) => q.questionText))
        .toEqual(['Second question', 'Third question', 'First question']);

      // Reword, add at the end, remove.
      await page.getByLabel('Question 1', { exact: true }).fill('Second question, reworded');
      await expect
        .poll(async () => (await getQuestionsViaApi(page.request, survey.id)).map((q) => q.questionText))
        .toEqual(['Second question, reworded', 'Third question', 'First question']);
      await page.getByLabel('New question (added at the end)').fill('Fourth question');
      await page.getByRole('button', { name: 'Add Question' }).click();
      await expect(page.getByLabel('Question 4', { exact: true })).toHaveValue('Fourth question');
      await page.getByRole('button', { name: 'Remove question 2' }).click();
      await page
        .getByRole('alertdialog', { name: 'Remove question 2?' })
        .getByRole('button', { name: 'Remove', exact: true })
        .click();
      await expect(questionsList.getByTestId('question-item')).toHaveCount(3);
      await expect
        .poll(async () => (await getQuestionsViaApi(page.request, survey.id)).map((q) => q.questionText))
        .toEqual(['Second question, reworded', 'First question', 'Fourth question']);
      await page.screenshot({ path: `${SHOTS}/edit-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousViolations(page);
    });

    test('edit screen: close date and cap; after the first response removal and reorder are locked', async ({
      page,
    }) => {
      const title = uniqueName('Lifecycle settings');
      const { survey, questions } = await createSurveyViaApi(page.request, {
        title,
        slug: slugFor('lifecycle-settings'),
        questions: ['First question', 'Second question'],
      });
      await page.goto(`/admin/surveys/${survey.id}/edit`);
      const status = page.getByTestId('availability-status');
      await expect(status).toContainText('Open');

      // A cap that is not a whole number is refused in the form, next to the field.
      const cap = page.getByLabel('Response cap');
      await cap.fill('0');
      await expect(
        page.getByText('The response cap must be a whole number of at least 1', { exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'invalid');
      await expect(cap).toBeFocused();
      await expect(cap).toHaveAttribute('aria-invalid', 'true');

      await cap.fill('1');
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
      await expect.poll(async () => (await surveyOf(page.request, survey.id)).responseCap).toBe(1);

      // A close date in the past closes the survey; clearing it opens it again.
      const closesAt = page.getByLabel('Close date');
      await closesAt.fill('2020-01-01T09:30');
      await expect(status).toContainText('Closed');
      expect((await surveyOf(page.request, survey.id)).closesAt).toBe(new Date('2020-01-01T09:30').toISOString());
      await page.getByRole('button', { name: 'Clear close date' }).click();
      await expect(closesAt).toHaveValue('');
      await expect(status).toContainText('Open');

      // The first response fills the cap and locks removal and reordering.
      await respondViaApi(page.request, survey.id, {
        mode: 'traditional',
        language: 'en',
        answers: [{ questionId: questions[0].id, answerText: 'Reports' }],
        complete: false,
      });
      await page.reload();
      await expect(status).toContainText('Full');
      await expect(status).toContainText('1 of 1 started, 0 completed');
      await expect(page.getByText(/People have started this survey/)).toBeVisible();
      const moveDown = page.getByRole('button', { name: 'Move question 1 down' });
      await expect(moveDown).toHaveAttribute('aria-disabled', 'true');
      await expect(moveDown).toHaveAccessibleDescription(/can no longer be removed or reordered/);
      await moveDown.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Remove question 1' })).toHaveAttribute('aria-disabled', 'true');
      // Rewording and adding at the end stay possible.
      await page.getByLabel('Question 2', { exact: true }).fill('Second question, clearer');
      await expect
        .poll(async () => (await getQuestionsViaApi(page.request, survey.id)).map((q) => q.questionText))
        .toEqual(['First question', 'Second question, clearer']);
      await page.screenshot({ path: `${SHOTS}/edit-locked-${viewport.width}.png`, fullPage: true });
      await expectNoSeriousViolations(page);
    });

    test('respondents: inactive, closed and full surveys show a page in English and Urdu with no way to start', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const cases = [
        { reason: 'inactive', settings: { isActive: false }, en: 'This survey is not open right now' },
        { reason: 'closed', settings: { closesAt: '2020-01-01T00:00:00.000Z' }, en: 'This survey is closed' },
        { reason: 'full', settings: { responseCap: 1 }, en: 'This survey is full' },
      ] as const;
      const urdu = {
        inactive: 'یہ سروے اس وقت کھلا نہیں ہے',
        closed: 'یہ سروے بند ہو چکا ہے',
        full: 'اس سروے کے جوابات پورے ہو چکے ہیں',
      };
      const respondent = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const visitor = await respondent.newPage();
      try {
        for (const item of cases) {
          const slug = slugFor(`lifecycle-${item.reason}`);
          const { survey, questions } = await createSurveyViaApi(page.request, {
            title: uniqueName(`Lifecycle ${item.reason}`),
            slug,
            questions: ['Which task eats most of your week?'],
          });
          if (item.reason === 'full') {
            await respondViaApi(page.request, survey.id, {
              mode: 'traditional',
              language: 'en',
              answers: [{ questionId: questions[0].id, answerText: 'Reports' }],
              complete: true,
            });
          }
          await patchSurvey(page.request, survey.id, item.settings);

          await visitor.goto(`/survey/${slug}`);
          const pageBlock = visitor.getByTestId('survey-unavailable');
          await expect(pageBlock).toHaveAttribute('data-reason', item.reason);
          await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(item.en);
          const ur = visitor.getByTestId('survey-unavailable-urdu');
          await expect(ur).toHaveAttribute('lang', 'ur');
          await expect(ur).toHaveAttribute('dir', 'rtl');
          await expect(ur.getByRole('heading', { level: 2 })).toHaveText(urdu[item.reason]);
          // No way to start: neither the language choice nor a mode, only the way home.
          await expect(visitor.getByRole('button')).toHaveCount(0);
          await expect(visitor.getByText('What language do you prefer?')).toHaveCount(0);
          await expect(visitor.getByRole('link', { name: /Back to home/ })).toBeVisible();
          // And the server refuses a start all the same.
          const refused = await respondent.request.post(`/api/surveys/${survey.id}/responses`, {
            data: { surveyId: survey.id, surveyMode: 'traditional', language: 'en' },
          });
          expect(refused.status()).toBe(409);
          await visitor.screenshot({
            path: `${SHOTS}/respondent-${item.reason}-${viewport.width}.png`,
            fullPage: true,
          });
          await expectNoSeriousViolations(visitor);
        }
      } finally {
        await respondent.close();
      }
    });
  });
}

test('a respondent whose survey closes before they start is told so, and the page turns to the closed page', async ({
  page,
  browser,
}) => {
  const slug = slugFor('lifecycle-race');
  const { survey } = await createSurveyViaApi(page.request, {
    title: uniqueName('Lifecycle race'),
    slug,
    questions: ['Which task eats most of your week?'],
  });
  const respondent = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const visitor = await respondent.newPage();
    await visitor.goto(`/survey/${slug}`);
    await visitor.getByRole('button', { name: /^Urdu/ }).click();
    await patchSurvey(page.request, survey.id, { isActive: false });
    await visitor.getByRole('button', { name: /^روایتی سروے/ }).click();
    await expect(visitor.getByTestId('toast')).toContainText('یہ سروے اب جوابات قبول نہیں کر رہا');
    await expect(visitor.getByTestId('survey-unavailable')).toHaveAttribute('data-reason', 'inactive');
  } finally {
    await respondent.close();
  }
});
