// Clients (issue 47 item 3): a consultant records a client once, builds a survey for it (unlisted by
// default, item 4) with AI Generate starting from the client's data, and finds it under the client on the
// dashboard; archives a client whose engagement is over (its survey stays under it) and restores it.
// Screenshots at 390 and 1440 px to /work/notes/shots/clients/ (CLIENTS_LINK_SHOTS overrides).
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { getSurveyViaApi, uniqueName } from './support/admin-api';
import { createForm, loginViaUi, seriousViolations, surveyCard } from './support/admin-pages';
import { E2E_ADMIN, e2eBaseUrl } from './support/env';

const SHOTS = process.env.CLIENTS_LINK_SHOTS ?? '/work/notes/shots/clients';
const PASSWORD = 'lahore monsoon teacup ledger';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The owner invites a consultant, who sets a password through the link: their credentials. */
async function newConsultant(): Promise<{ username: string; password: string }> {
  const owner = await playwrightRequest.newContext({ baseURL: e2eBaseUrl() });
  await owner.post('/api/auth/login', { data: E2E_ADMIN });
  const username = uniqueName('farah').replace(/\s/g, '-').toLowerCase();
  const invited = await owner.post('/api/users/invitations', { data: { username, role: 'consultant' } });
  expect(invited.status()).toBe(201);
  const token = ((await invited.json()) as { link: string }).link.split('#')[1];
  expect((await owner.post('/api/users/password', { data: { token, password: PASSWORD } })).status()).toBe(200);
  await owner.dispose();
  return { username, password: PASSWORD };
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a consultant records a client, builds its survey from it, and finds it under the client', async ({
      page,
    }) => {
      // Three screens, each checked with axe and photographed: longer than one screen's test.
      test.setTimeout(180_000);
      await loginViaUi(page, await newConsultant());
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      // The client, written down once.
      const name = uniqueName('Acme Textiles');
      await page.getByRole('link', { name: 'Clients' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
      const add = page.getByRole('form', { name: 'Add a client' });
      await add.getByLabel('Company name').fill(name);
      await add.getByLabel('Description').fill('A spinning mill in Faisalabad, 400 staff on two shifts.');
      await add.getByRole('button', { name: 'Add contact' }).click();
      const contact = add.getByRole('group', { name: 'Contact 1' });
      await contact.getByLabel('Name').fill('Ayesha Khan');
      await contact.getByLabel('Role').fill('HR lead');
      await contact.getByLabel('E-mail').fill('ayesha@acme');
      await contact.getByLabel('Phone').fill('+92 300 1234567');
      await add.getByRole('button', { name: 'Add client' }).click();
      // The server's problem lands on the field at fault.
      await expect(add.getByText('Contact 1: e-mail must be an e-mail address')).toBeVisible();
      await contact.getByLabel('E-mail').fill('ayesha@acme.example');
      await add.getByRole('button', { name: 'Add client' }).click();
      const card = page.getByRole('article', { name });
      await expect(card).toContainText('Ayesha Khan, HR lead');
      await expect(add.getByLabel('Company name')).toHaveValue('');
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `clients-page-${viewport.width}.png`), fullPage: true });

      // A survey for it: AI Generate starts from the client's data.
      await page.goto('/admin/surveys/create');
      const form = createForm(page);
      const title = uniqueName('Acme pulse');
      await form.title.fill(title);
      await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: name });
      await expect(page.getByRole('switch', { name: 'Show on the survey list' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await form.aiTab.click();
      await expect(form.companyData).toHaveValue(
        `Company: ${name}\nA spinning mill in Faisalabad, 400 staff on two shifts.\nContact: Ayesha Khan (HR lead)`,
      );
      await expect(page.getByText(`Filled in from the client ${name}.`)).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await form.companyData.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `create-ai-prefilled-${viewport.width}.png`), fullPage: true });
      await form.manualTab.click();
      await form.question(1).fill('What slows your shift down?');
      await form.submit.click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      // Unlisted by default, and under its client on the dashboard.
      const created = surveyCard(page, title);
      await expect(created).toBeVisible();
      // The new survey's Share panel opens by itself; closed, the dashboard shows.
      await page.getByRole('button', { name: 'Close sharing' }).click();
      await page.getByRole('combobox', { name: 'Client' }).selectOption({ label: name });
      const group = page.getByRole('group', { name: new RegExp(name) });
      await expect(group.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      // One client chosen: the surveys of no client are not shown.
      await expect(page.getByRole('group', { name: /^No client/ })).toHaveCount(0);
      const surveyId = await page.evaluate(async (t) => {
        const list = (await (await fetch('/api/surveys')).json()) as { id: string; title: string }[];
        return list.find((s) => s.title === t)?.id ?? '';
      }, title);
      const stored = (await getSurveyViaApi(page.request, surveyId)) as { listed?: boolean; clientId?: string | null };
      expect(stored.listed).toBe(false);
      expect(stored.clientId).toEqual(expect.any(String));
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-by-client-${viewport.width}.png`) });

      // The edit page names the client too.
      await page.goto(`/admin/surveys/${surveyId}/edit`);
      await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue(stored.clientId as string);
      const section = page.getByRole('region', { name: 'Client' });
      await section.scrollIntoViewIfNeeded();
      await noSidewaysScroll(page, viewport.width);
      await page.screenshot({ path: path.join(SHOTS, `edit-client-${viewport.width}.png`) });
    });

    test('a consultant archives a client: it leaves the list, shows under archived, keeps its survey, and comes back', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await loginViaUi(page, await newConsultant());
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const name = uniqueName('Initech');
      const made = await page.request.post('/api/clients', { data: { name } });
      expect(made.status()).toBe(201);
      const clientId = ((await made.json()) as { id: string }).id;
      const other = uniqueName('Globex');
      expect((await page.request.post('/api/clients', { data: { name: other } })).status()).toBe(201);
      const title = uniqueName('Initech exit');
      const survey = await page.request.post('/api/surveys', { data: { title, clientId } });
      expect(survey.status()).toBe(201);
      const surveyId = ((await survey.json()) as { id: string }).id;

      await page.goto('/admin/clients');
      const current = page.getByRole('region', { name: 'Current clients' });
      const card = current.getByRole('article', { name });
      await card.getByRole('button', { name: `Archive ${name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Archive ${name}?` });
      await expect(dialog).toContainText('Its surveys, reports, proposals and client links keep working');
      await dialog.getByRole('button', { name: 'Archive' }).click();
      await expect(card).toHaveCount(0);

      await page.getByRole('checkbox', { name: 'Show archived clients' }).check();
      const archived = page.getByRole('region', { name: 'Archived clients' }).getByRole('article', { name });
      await expect(archived).toContainText('Archived');
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await archived.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `clients-archived-${viewport.width}.png`), fullPage: true });

      // Its survey is still under it on the dashboard and still shows it; the create page no longer offers it.
      await page.goto('/admin/dashboard');
      const group = page.getByRole('group', { name: new RegExp(name) });
      await expect(group.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(group).toContainText('(archived)');
      await page.goto(`/admin/surveys/${surveyId}/edit`);
      const picker = page.getByRole('combobox', { name: 'Client' });
      await expect(picker.locator('option:checked')).toHaveText(`${name} (archived)`);
      await expect(picker).toHaveValue(clientId);
      await page.goto('/admin/surveys/create');
      const offered = page.getByRole('combobox', { name: 'Client' }).locator('option');
      await expect(offered.filter({ hasText: other })).toHaveCount(1);
      await expect(offered.filter({ hasText: name })).toHaveCount(0);

      await page.goto('/admin/clients');
      await page.getByRole('checkbox', { name: 'Show archived clients' }).check();
      await page
        .getByRole('region', { name: 'Archived clients' })
        .getByRole('button', { name: `Restore ${name}` })
        .click();
      await expect(page.getByRole('region', { name: 'Current clients' }).getByRole('article', { name })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Archived clients' }).getByRole('article', { name })).toHaveCount(
        0,
      );
      const stored = await page.request.get(`/api/clients/${clientId}`);
      expect(((await stored.json()) as { archivedAt: string | null }).archivedAt).toBeNull();
    });
  });
}
