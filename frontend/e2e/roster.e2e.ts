// A client's staff roster (issue 48 item 1): a 20-person CSV pasted (two Urdu names, one bad line), the
// preview naming the bad line, the line fixed, the import, the teams with their counts; the same file again
// with one team changed (updated 1, unchanged 19); a person removed; a person edited in place (a taken
// e-mail refused beside its field, a team typed in another case joining that team). At 390 and 1440 px, axe clean, no
// sideways scroll; screenshots to /tmp/shots-roster (SHOTS_DIR overrides).
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { loginViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/axe';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-roster';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const TEAMS = ['Finance', 'Weaving', 'Dyeing', 'Packing'];
const people = Array.from({ length: 20 }, (_, i) => {
  const name = i === 3 ? 'عائشہ خان' : i === 11 ? 'محمد علی' : `Worker ${i + 1}`;
  return {
    name,
    email: `worker${i + 1}@acme.example`,
    team: TEAMS[i % 4]!,
    language: i % 3 === 0 ? 'Urdu' : 'English',
  };
});
const csvOf = (rows: typeof people) =>
  [
    'Name,E-mail,Department,Language,Grade',
    ...rows.map((p, i) => `${p.name},${p.email},${p.team},${p.language},G${i % 3}`),
  ].join('\n');

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a CSV previewed, fixed, imported, imported again, and a person removed', async ({ page }) => {
      test.setTimeout(120_000);
      await loginViaApi(page.request);
      const name = uniqueName('Acme Textiles');
      const made = await page.request.post('/api/clients', { data: { name } });
      expect(made.status()).toBe(201);

      // From the client on the clients page to its roster.
      await page.goto('/admin/clients');
      await page
        .getByRole('article', { name })
        .getByRole('link', { name: `Staff roster of ${name}` })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Staff roster: ${name}`);
      await expect(page.getByText('No one on this roster yet')).toBeVisible();

      // One line is bad: an e-mail that is no address.
      const bad = people.map((p, i) => (i === 7 ? { ...p, email: 'worker8-at-acme' } : p));
      const pasted = page.getByLabel('Or paste the CSV');
      await pasted.fill(csvOf(bad));
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByTestId('roster-preview-summary')).toHaveText(
        '19 to add, 0 to update, 0 unchanged; 1 line to fix.',
      );
      await expect(preview.getByRole('list', { name: 'Fix these lines, then preview again' })).toHaveText(
        'Line 9: E-mail "worker8-at-acme" is not an address',
      );
      await expect(preview.getByText('عائشہ خان')).toHaveAttribute('dir', 'auto');
      await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await preview.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `roster-preview-errors-${viewport.width}.png`), fullPage: true });

      // Fixed in place, previewed again, imported.
      await pasted.fill(csvOf(people));
      await expect(preview).toHaveCount(0);
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(preview.getByTestId('roster-preview-summary')).toHaveText('20 to add, 0 to update, 0 unchanged.');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: 'Imported: 20 added, 0 updated, 0 unchanged.' }),
      ).toBeVisible();
      const people20 = page.getByRole('region', { name: /People on the roster/ });
      await expect(page.getByRole('heading', { level: 2, name: 'People on the roster (20 people)' })).toBeVisible();
      for (const team of TEAMS) {
        await expect(people20.getByRole('heading', { level: 3, name: `${team} (5 people)` })).toBeVisible();
      }
      const urdu = people20.locator('span[dir="auto"]', { hasText: /^محمد علی$/ });
      await expect(urdu).toHaveAttribute('dir', 'auto');
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `roster-imported-${viewport.width}.png`), fullPage: true });

      // The same file with one team changed: 1 updated, 19 unchanged, no one twice.
      const moved = people.map((p, i) => (i === 0 ? { ...p, team: 'Packing' } : p));
      await pasted.fill(csvOf(moved));
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(preview.getByTestId('roster-preview-summary')).toHaveText('0 to add, 1 to update, 19 unchanged.');
      await expect(preview.getByRole('list', { name: /To update/ })).toContainText('Team: Finance → Packing');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: 'Imported: 0 added, 1 updated, 19 unchanged.' }),
      ).toBeVisible();
      await expect(people20.getByRole('heading', { level: 3, name: 'Finance (4 people)' })).toBeVisible();
      await expect(people20.getByRole('heading', { level: 3, name: 'Packing (6 people)' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'People on the roster (20 people)' })).toBeVisible();

      // A person removed, after the confirmation.
      await people20.getByRole('button', { name: 'Remove Worker 2', exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove Worker 2 from the roster?' });
      await expect(dialog).toContainText('No survey reaches them any more');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'People on the roster (19 people)' })).toBeVisible();
      await expect(people20.getByRole('heading', { level: 3, name: 'Weaving (4 people)' })).toBeVisible();
      await expect(page.getByText('Removed from the roster (1 person)')).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `roster-after-remove-${viewport.width}.png`), fullPage: true });

      // A person edited in place: a taken e-mail refused beside its field, then saved; "packing " is Packing.
      const edit = people20.getByRole('button', { name: 'Edit Worker 3', exact: true });
      await edit.click();
      await expect(edit).toHaveAttribute('aria-expanded', 'true');
      const form = people20.getByRole('form', { name: 'Edit Worker 3' });
      await expect(form.getByLabel('Name')).toBeFocused();
      await form.getByLabel('E-mail').fill('WORKER1@acme.example');
      await form.getByLabel('Team').fill('packing ');
      await form.getByLabel('Other details').fill('Grade: B2\nSite: Lahore');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
        'Someone on this roster has this e-mail already',
      );
      await noSidewaysScroll(page, viewport.width);
      await page.screenshot({ path: path.join(SHOTS, `roster-edit-error-${viewport.width}.png`), fullPage: true });
      await form.getByLabel('E-mail').fill('worker3@acme.example');
      await form.getByLabel('Name').press('Enter');
      await expect(form).toHaveCount(0);
      await expect(people20.getByRole('heading', { level: 3, name: 'Packing (7 people)' })).toBeVisible();
      await expect(people20.getByRole('heading', { level: 3, name: 'Dyeing (4 people)' })).toBeVisible();
      const worker3 = people20.getByTestId('roster-person').filter({ hasText: 'Worker 3' });
      await expect(worker3).toContainText('Grade: B2');
      await expect(worker3).toContainText('Site: Lahore');
      // Escape closes the form and puts focus back on its button.
      const editOther = people20.getByRole('button', { name: 'Edit Worker 5', exact: true });
      await editOther.focus();
      await page.keyboard.press('Enter');
      await expect(people20.getByRole('form', { name: 'Edit Worker 5' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(people20.getByRole('form', { name: 'Edit Worker 5' })).toHaveCount(0);
      await expect(editOther).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
