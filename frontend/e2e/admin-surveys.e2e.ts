import fs from 'node:fs';
import { expect, test } from './support/test';
import {
  createSurveyViaApi,
  deleteAllSurveysViaApi,
  getQuestionsViaApi,
  getSurveyViaApi,
  listSurveysViaApi,
  loginViaApi,
  TINY_PNG,
  uniqueName,
} from './support/admin-api';
import { createForm, surveyCard, toast } from './support/admin-pages';

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

test.describe('create survey', () => {
  test('by hand with a custom slug and a logo; it appears on the dashboard', async ({ page }, testInfo) => {
    const title = uniqueName('Ops Pulse');
    const slug = `ops-pulse-${Date.now().toString(36)}`;
    const logoFile = testInfo.outputPath('logo.png');
    fs.writeFileSync(logoFile, TINY_PNG);

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Create New Survey' }).first().click();
    await expect(page).toHaveURL(/\/admin\/surveys\/create$/);
    const form = createForm(page);

    // The slug follows the title while untouched, forced to lowercase a-z 0-9 and hyphens.
    await form.title.fill('Team  Pulse: Q3!');
    await expect(form.slug).toHaveValue('team-pulse-q3');
    await form.slug.fill('');
    await form.slug.pressSequentially(`${slug.toUpperCase()} _!`);
    await expect(form.slug).toHaveValue(slug);
    await form.title.fill(title);
    await expect(form.slug).toHaveValue(slug);
    await expect(page.getByText('/survey/', { exact: true })).toBeVisible();
    await form.description.fill('How our operations team works today');

    await form.logoInput.setInputFiles(logoFile);
    await expect(toast(page)).toContainText('Logo uploaded successfully');
    await expect(form.logoPreview).toBeVisible();

    // Manual Entry is the default tab; questions renumber after a removal.
    await expect(form.manualTab).toHaveAttribute('aria-selected', 'true');
    await expect(form.aiTab).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('button', { name: /^Remove question/ })).toHaveCount(0);
    await form.question(1).fill('Which task eats most of your week?');
    await form.addQuestion.click();
    await expect(form.question(2)).toBeFocused();
    await form.question(2).fill('This one goes away');
    await form.addQuestion.click();
    await form.question(3).fill('Which tools do you use for it?');
    await form.addQuestion.click(); // left blank: dropped on save
    await page.getByRole('button', { name: 'Remove question 2' }).click();
    await expect(form.questions).toHaveCount(3);
    await expect(form.question(2)).toHaveValue('Which tools do you use for it?');
    await expect(form.question(3)).toHaveValue('');

    await form.submit.click();
    await expect(toast(page)).toContainText('Survey created successfully');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const card = surveyCard(page, title);
    await expect(card).toContainText('How our operations team works today');
    await expect(card).toContainText('Active');
    await expect(card).toContainText(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(card.getByRole('link', { name: /^Responses/ })).toBeVisible();
    await expect(card.getByRole('link', { name: /^View/ })).toBeVisible();

    // What the server stored: the slug, the logo, the questions in order with blanks dropped.
    const saved = await getSurveyViaApi(page.request, slug);
    expect(saved.title).toBe(title);
    expect(saved.isActive).toBe(true);
    expect(saved.logo).toBeTruthy();
    const logo = await page.request.get(saved.logo as string);
    expect(logo.ok()).toBe(true);
    expect(logo.headers()['content-type']).toContain('image/png');
    const questions = await getQuestionsViaApi(page.request, saved.id);
    expect(questions.map((q) => [q.order, q.questionText, q.isRequired])).toEqual([
      [1, 'Which task eats most of your week?', true],
      [2, 'Which tools do you use for it?', true],
    ]);
  });

  test('refuses a logo that is not PNG or JPG, in the browser', async ({ page }, testInfo) => {
    const textFile = testInfo.outputPath('notes.txt');
    fs.writeFileSync(textFile, 'not an image');
    await page.goto('/admin/surveys/create');
    await createForm(page).logoInput.setInputFiles(textFile);
    await expect(toast(page)).toContainText('Please upload a PNG or JPG image');
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload a PNG or JPG image' }).first()).toBeVisible();
    await expect(createForm(page).logoPreview).toHaveCount(0);
  });

  test("reports the server's refusal of a disguised logo", async ({ page }, testInfo) => {
    const fake = testInfo.outputPath('fake.png');
    fs.writeFileSync(fake, 'this is text with a .png name');
    await page.goto('/admin/surveys/create');
    await createForm(page).logoInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: fs.readFileSync(fake),
    });
    await expect(toast(page)).toContainText('Failed to upload logo');
    await expect(page.locator('p[role="alert"]').first()).toContainText('Please upload a PNG or JPG image');
  });

  test('reports a slug that is already taken on the slug field', async ({ page }) => {
    const slug = `taken-${Date.now().toString(36)}`;
    await createSurveyViaApi(page.request, { title: uniqueName('Holder'), slug, questions: ['Q?'] });
    const before = (await listSurveysViaApi(page.request)).length;

    await page.goto('/admin/surveys/create');
    const form = createForm(page);
    await form.title.fill(uniqueName('Second'));
    await form.slug.fill(slug);
    await form.question(1).fill('Anything?');
    await form.submit.click();

    await expect(form.slug).toHaveAttribute('aria-invalid', 'true');
    await expect(form.slug).toBeFocused();
    await expect(page.locator('#survey-slug-error')).toHaveText('This URL slug is already taken');
    await expect(page).toHaveURL(/\/admin\/surveys\/create$/);
    await expect(page.getByText('Failed to create survey')).toHaveCount(0);
    expect((await listSurveysViaApi(page.request)).length).toBe(before);

    // Editing the slug clears the error, and a free slug saves.
    await form.slug.fill(`${slug}-2`);
    await expect(form.slug).not.toHaveAttribute('aria-invalid', 'true');
    await form.submit.click();
    await expect(toast(page)).toContainText('Survey created successfully');
  });

  test('needs at least one non-blank question', async ({ page }) => {
    await page.goto('/admin/surveys/create');
    const form = createForm(page);
    await form.title.fill(uniqueName('Empty'));
    await form.question(1).fill('   ');
    await form.submit.click();
    await expect(toast(page)).toContainText('Please add at least one question');
    await expect(page).toHaveURL(/\/admin\/surveys\/create$/);
  });

  test('Cancel returns to the dashboard without creating anything', async ({ page }) => {
    const before = (await listSurveysViaApi(page.request)).length;
    await page.goto('/admin/surveys/create');
    await createForm(page).title.fill('Never saved');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect((await listSurveysViaApi(page.request)).length).toBe(before);
  });

  test('with AI-generated questions (offline provider)', async ({ page }) => {
    const title = uniqueName('AI Drafted');
    await page.goto('/admin/surveys/create');
    const form = createForm(page);
    await form.title.fill(title);

    // An accessible tablist: arrow keys move between the tabs.
    await form.manualTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(form.aiTab).toHaveAttribute('aria-selected', 'true');
    await expect(form.aiTab).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'AI Generate' })).toBeVisible();

    await expect(form.prompt).toHaveValue(
      'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.',
    );
    await expect(form.generate).toBeDisabled();
    await form.companyData.fill('   ');
    await expect(form.generate).toBeDisabled();
    await form.companyData.fill(
      'Calder & Wren, a property management firm with 64 staff. Maintenance requests arrive by e-mail and phone; ' +
        'monthly owner reports are assembled by hand in Excel.',
    );
    await form.generate.click();
    await expect(toast(page)).toContainText(/Generated \d+ questions/);
    const generatedCount = Number((await toast(page).textContent())?.match(/Generated (\d+) questions/)?.[1]);
    expect(generatedCount).toBeGreaterThan(0);

    await expect(form.manualTab).toHaveAttribute('aria-selected', 'true');
    await expect(form.questions).toHaveCount(generatedCount);
    const generated = await Promise.all(
      Array.from({ length: generatedCount }, (_, i) => form.question(i + 1).inputValue()),
    );
    expect(generated.every((q) => q.trim().length > 0)).toBe(true);

    await form.submit.click();
    await expect(toast(page)).toContainText('Survey created successfully');
    await expect(surveyCard(page, title)).toBeVisible();

    const survey = (await listSurveysViaApi(page.request)).find((s) => s.title === title);
    const saved = await getQuestionsViaApi(page.request, survey!.id);
    expect(saved.map((q) => q.questionText)).toEqual(generated.map((q) => q.trim()));
  });
});

test.describe('dashboard', () => {
  test('with no surveys shows the empty state with a way to create one', async ({ page }) => {
    await deleteAllSurveysViaApi(page.request);
    await page.goto('/admin/dashboard');
    await expect(page.getByText('No surveys yet')).toBeVisible();
    await expect(page.getByText('Create your first survey to get started')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New Survey' })).toHaveCount(2);
  });

  test('deletes a survey only after confirmation', async ({ page }) => {
    const title = uniqueName('Doomed');
    await createSurveyViaApi(page.request, { title, questions: ['Q?'] });
    await page.goto('/admin/dashboard');
    const card = surveyCard(page, title);

    // The app's own alert dialog asks the spec's question; Cancel (and Escape) keep the survey.
    const deleteButton = card.getByRole('button', { name: /^Delete/ });
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this survey?' });
    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(card).toBeVisible();
    await deleteButton.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page)).toContainText('Survey deleted');
    await expect(toast(page)).toContainText('The survey has been deleted successfully');
    await expect(card).toHaveCount(0);
    expect((await listSurveysViaApi(page.request)).some((s) => s.title === title)).toBe(false);
  });

  test('links to the responses, the public survey, the proposal, the messages and the queue dashboard', async ({
    page,
  }) => {
    const title = uniqueName('Linked');
    const { survey } = await createSurveyViaApi(page.request, { title, questions: ['Q?'] });
    await page.goto('/admin/dashboard');
    const card = surveyCard(page, title);
    await expect(card.getByRole('link', { name: /^Responses/ })).toHaveAttribute(
      'href',
      `/admin/surveys/${survey.id}/responses`,
    );
    await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/survey/${survey.id}`);
    await expect(page.getByRole('link', { name: 'View Proposals' })).toHaveAttribute('href', '/admin/proposals');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/admin/messages');
    await expect(nav.getByRole('link', { name: 'Proposals' })).toHaveAttribute('href', '/admin/proposals');
    await expect(nav.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/admin/api-keys');
    await expect(nav.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/admin/webhooks');
    await expect(nav.getByRole('link', { name: 'AI jobs' })).toHaveAttribute('href', '/admin/queues');

    await page.getByRole('link', { name: 'View Proposals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Proposals' })).toBeVisible();
    await expect(page.getByTestId('proposal-document').getByRole('heading', { level: 1 })).toContainText(
      'AI Workflow Pilot',
    );

    // The queue dashboard is the server's page, reached by a full navigation; without Redis (as here)
    // it sends to the admin's own jobs page.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'AI jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI jobs' })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });
});
