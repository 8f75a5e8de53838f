// API keys: the admin makes one on the API keys page, sees it once, a script (plain fetch from the
// test, no cookie) reads /api/surveys with it, the admin revokes it and the same call gets 401.
// On a phone and a desktop, axe clean; screenshots go to /work/notes/shots/apikeys/ (or SHOTS_DIR).
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi, uniqueName } from './support/admin-api';
import { e2eBaseUrl } from './support/env';

const SHOTS = process.env.SHOTS_DIR ?? path.resolve(__dirname, '../../test-results/api-keys');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

const surveysWith = (secret: string) =>
  fetch(`${e2eBaseUrl()}/api/surveys`, { headers: { Authorization: `Bearer ${secret}` } });

const createKey = async (page: Page, label: string, scopes: string[]) => {
  await page.getByLabel('Label').fill(label);
  for (const scope of scopes) await page.getByRole('checkbox', { name: new RegExp(scope) }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const panel = page.getByTestId('new-api-key');
  await expect(panel).toBeVisible();
  return (await panel.getByTestId('new-api-key-secret').textContent())!.trim();
};

for (const viewport of VIEWPORTS) {
  test(`creates a key, shows it once, the key reads surveys until revoked (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API keys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

    // Nothing ticked: the form says what is missing, and sends nothing.
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('Give the key a label')).toBeVisible();
    await expect(page.getByText('Choose at least one scope')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const label = uniqueName(`Nightly export ${viewport.name}`);
    const secret = await createKey(page, label, ['Read surveys', 'Read responses']);
    expect(secret).toMatch(/^seedline_[\w-]{43}$/);
    const panel = page.getByTestId('new-api-key');
    await expect(panel).toContainText('you will not see it again');
    await expect(panel.getByRole('heading', { name: `Your new key: ${label}` })).toBeFocused();
    const card = page.getByTestId('api-key-card').filter({ hasText: label });
    await expect(card).toContainText(`${secret.slice(0, 15)}…`);
    await expect(card).toContainText('Read surveys');
    await expect(card).toContainText('Read responses');
    await expect(card).toContainText('Never');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `created-${viewport.width}.png`), fullPage: true });

    // A script with the key, no cookie.
    const ok = await surveysWith(secret);
    expect(ok.status).toBe(200);
    expect(Array.isArray(await ok.json())).toBe(true);

    // Done hides the key for good; the list shows its use after a reload.
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('new-api-key')).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.reload();
    await expect(card.getByText('Never')).toHaveCount(0);

    await card.getByRole('button', { name: `Revoke ${label}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Revoke the key "${label}"?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `revoke-dialog-${viewport.width}.png`) });
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);

    const refused = await surveysWith(secret);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    await page.screenshot({ path: path.join(SHOTS, `after-revoke-${viewport.width}.png`), fullPage: true });
  });
}
