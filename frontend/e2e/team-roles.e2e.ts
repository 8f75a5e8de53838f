// The team (issue 47): the owner invites a consultant and a viewer on the Team page, each sets a password
// through their single-use link and logs in; the consultant builds a survey; the viewer sees it with no
// building controls and the API refuses the viewer's change (403 naming the role); a used link is gone;
// the owner reads who did what on the Audit page. Screenshots go to /tmp/shots-team/ (or SHOTS_DIR).
import path from 'node:path';
import { expect, test, type Browser, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi, uniqueName } from './support/admin-api';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-team';
const PASSWORD = 'lahore monsoon teacup ledger';
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** On the Team page: invites `username` as `role` and returns the link the panel shows. */
async function invite(page: Page, username: string, role: 'Consultant' | 'Viewer'): Promise<string> {
  await page.getByLabel('Username').fill(username);
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await page.getByRole('button', { name: 'Invite' }).click();
  const panel = page.getByTestId('team-link');
  await expect(panel.getByRole('heading', { name: `Invitation for ${username}` })).toBeFocused();
  const link = (await panel.getByTestId('team-link-url').textContent())!.trim();
  expect(link).toMatch(/\/admin\/set-password#[\w-]{43}$/);
  await expect(page.getByTestId(`member-${username}`)).toContainText('Invited: link not used yet');
  return link;
}

/** A new browser for the invitee: the link, a password, then the usual login page. */
async function join(browser: Browser, link: string, username: string, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  // The token left the address bar as the page read it.
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('The same password again').fill(PASSWORD);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `set-password-${name}`);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('admin-user')).toContainText(username);
  return page;
}

test('the owner invites a consultant and a viewer; the viewer cannot change what the consultant built', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginViaApi(page.request);
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  const consultantName = uniqueName('farah').replace(/\s/g, '-');
  const viewerName = uniqueName('bilal').replace(/\s/g, '-');
  const consultantLink = await invite(page, consultantName, 'Consultant');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'team-invited-1440');
  await page.getByRole('button', { name: 'Done' }).click();
  const viewerLink = await invite(page, viewerName, 'Viewer');

  // The consultant joins and builds a survey.
  const consultant = await join(browser, consultantLink, consultantName, 'consultant');
  await expect(consultant.getByRole('link', { name: 'Create New Survey' }).first()).toBeVisible();
  const title = uniqueName('Client onboarding');
  const created = await consultant.request.post('/api/surveys', { data: { title, isActive: true } });
  expect(created.status()).toBe(201);
  const surveyId = ((await created.json()) as { id: string }).id;
  await consultant.goto('/admin/dashboard');
  await expect(consultant.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(consultant.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' })).toHaveCount(
    0,
  );

  // A used link is gone.
  const again = await (await browser.newContext()).newPage();
  await again.goto(consultantLink);
  await again.getByLabel('New password').fill(`${PASSWORD} again`);
  await again.getByLabel('The same password again').fill(`${PASSWORD} again`);
  await again.getByRole('button', { name: 'Set password' }).click();
  await expect(
    again.getByText('This link has been used or has expired; ask an owner for a new one').first(),
  ).toBeVisible();

  // The viewer sees the survey with no building controls, and the API refuses a change.
  const viewer = await join(browser, viewerLink, viewerName, 'viewer');
  await viewer.setViewportSize({ width: 1440, height: 900 });
  const card = viewer.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('link', { name: `Responses ${title}` })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Duplicate/ })).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: 'Create New Survey' })).toHaveCount(0);
  expect(await seriousViolations(viewer)).toEqual([]);
  await shot(viewer, 'viewer-dashboard-1440');
  await viewer.goto(`/admin/surveys/${surveyId}/edit`);
  await expect(viewer.getByRole('heading', { name: 'You can read, not change' })).toBeVisible();
  await shot(viewer, 'viewer-edit-refused-1440');
  const refused = await viewer.request.patch(`/api/surveys/${surveyId}`, { data: { title: 'Changed by a viewer' } });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    'This needs the consultant role; you are signed in as a viewer',
  );
  await viewer.setViewportSize({ width: 390, height: 844 });
  await viewer.goto('/admin/dashboard');
  await expect(viewer.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await shot(viewer, 'viewer-dashboard-390');

  // The owner reads who did what.
  await page.goto('/admin/team');
  await expect(page.getByTestId(`member-${consultantName}`)).toContainText('Active');
  await expect(page.getByTestId(`member-${viewerName}`).getByLabel(`Role of ${viewerName}`)).toHaveValue('viewer');
  await shot(page, 'team-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'team-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const created_ = page.getByTestId('audit-entry').filter({ hasText: 'Survey created' });
  await expect(created_.first()).toContainText(consultantName);
  await expect(created_.first()).toContainText(title);
  await page.getByLabel('Person').selectOption({ label: consultantName });
  await expect(page.getByTestId('audit-entry').first()).toContainText(consultantName);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'audit-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'audit-390');
});

test('the owner changes a role, deactivates and lets a member back in, and invites with an address', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginViaApi(page.request);
  const name = uniqueName('sana').replace(/\s/g, '-');
  const invited = await page.request.post('/api/users/invitations', { data: { username: name, role: 'consultant' } });
  const link = ((await invited.json()) as { link: string }).link;
  const token = link.slice(link.indexOf('#') + 1);
  expect((await page.request.post('/api/users/password', { data: { token, password: PASSWORD } })).status()).toBe(200);
  await page.goto('/admin/team');
  const row = page.getByTestId(`member-${name}`);

  await row.getByLabel(`Role of ${name}`).selectOption('viewer');
  const confirm = page.getByRole('alertdialog', { name: `Make ${name} a viewer?` });
  await expect(confirm).toContainText('their API keys keep only what a viewer may hand out');
  await confirm.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText(`${name} is now a viewer.`)).toBeVisible();
  await expect(row.getByLabel(`Role of ${name}`)).toHaveValue('viewer');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate ${name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByLabel(`Role of ${name}`)).toHaveCount(0);
  await row.getByRole('button', { name: `Reactivate ${name}` }).click();
  await expect(page.getByText(`${name} is active again and logs in with their password.`)).toBeVisible();
  await expect(row).toContainText('Active');
  const login = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  expect((await login.request.post('/api/auth/login', { data: { username: name, password: PASSWORD } })).status()).toBe(
    200,
  );
  await login.close();

  // E-mail is off on this server: the panel says so, and the link is there to copy.
  const second = uniqueName('omar').replace(/\s/g, '-');
  await page.getByLabel('Username').fill(second);
  await page.getByLabel('E-mail (optional)').fill('omar@client.test');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByTestId('team-link-mail')).toHaveText(
    'Not e-mailed to omar@client.test. E-mail is off on this server (SMTP_URL and MAIL_FROM are not set): copy the link and send it yourself.',
  );
  await expect(page.getByTestId('team-link-url')).toContainText('/admin/set-password#');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'team-roles-changed-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'team-roles-changed-390');
});
