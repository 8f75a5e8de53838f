import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/env';
import { loginViaApi } from './support/admin-api';
import { ADMIN_GUARDED_PATHS, expectOnLogin, loginViaUi, toast } from './support/admin-pages';

test.describe('admin login and session guard', () => {
  for (const path of ADMIN_GUARDED_PATHS) {
    test(`${path} sends a visitor without a session to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expectOnLogin(page);
    });
  }

  test('a wrong password shows the destructive Error toast with the server message and stays on the login page', async ({
    page,
  }) => {
    await loginViaUi(page, { username: E2E_ADMIN.username, password: 'wrong-password' });
    const alert = toast(page);
    await expect(alert).toHaveAttribute('data-variant', 'destructive');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('Invalid credentials');
    await expectOnLogin(page);
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('username and password are required by the browser', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByLabel('Username').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByLabel('Password').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  });

  test('shows "Logging in..." while the login is on its way', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await loginViaUi(page);
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('logging in opens the dashboard; logging out returns to the login page and the guard holds again', async ({
    page,
  }) => {
    await loginViaUi(page);
    await expect(toast(page)).toContainText('Logged in successfully');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(`Admin: ${E2E_ADMIN.username}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New Survey' }).first()).toBeVisible();

    // The session survives a reload (cookie), and the login page forwards a logged-in admin.
    await page.reload();
    await expect(page.getByText(`Admin: ${E2E_ADMIN.username}`)).toBeVisible();
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page)).toContainText('You have been logged out successfully');
    await expectOnLogin(page);

    await page.goto('/admin/dashboard');
    await expectOnLogin(page);
  });

  test('the dashboard shows "Loading..." while the session is checked', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    release();
    await expectOnLogin(page);
  });

  test('a session that ends while a screen is open sends the admin to the login page on the next call', async ({
    page,
  }) => {
    await loginViaApi(page.request);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
    await page.request.post('/api/auth/logout');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectOnLogin(page);
  });
});
