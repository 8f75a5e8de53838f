import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/env';
import { contactForm, openPage } from './support/pages';

test.describe('contact form', () => {
  test('shows the side panel and a hidden honeypot', async ({ page }) => {
    await openPage(page, '/contact', "Let's talk about your project");
    const panel = page.getByRole('complementary', { name: 'How to reach us' });
    await expect(panel).toContainText('Mon-Fri 9 to 5');
    await expect(panel).toContainText('Remote-first');
    await expect(panel).toContainText('within 24 hours');

    const form = contactForm(page);
    await expect(form.message).toHaveAttribute('rows', '5');
    await expect(form.honeypot).toHaveAttribute('tabindex', '-1');
    await expect(form.honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(form.honeypot).not.toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  });

  test('relies on native checks: nothing is sent while required fields are empty or the e-mail is invalid', async ({
    page,
  }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact') && request.method() === 'POST') posts += 1;
    });
    await openPage(page, '/contact');
    const form = contactForm(page);
    await form.submit.click();
    expect(await form.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);

    await form.name.fill('Ada');
    await form.email.fill('not-an-email');
    await form.message.fill('Hello');
    await form.submit.click();
    expect(await form.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(posts).toBe(0);
  });

  test('sends the message to the backend, shows "Sending..." then the success toast, and clears the fields', async ({
    page,
    request,
  }) => {
    const marker = `e2e-${Date.now()}`;
    await openPage(page, '/contact');
    const form = contactForm(page);
    await form.name.fill('Grace Hopper');
    await form.email.fill('grace@example.com');
    await form.company.fill('Compilers Inc');
    await form.message.fill(`We would like help with invoice matching. ${marker}`);

    // Hold the real request until the busy state has been seen, then let it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sentBody: unknown;
    await page.route('**/api/contact', async (route) => {
      sentBody = route.request().postDataJSON();
      await held;
      await route.continue();
    });

    await form.submit.click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    release();

    await expect(form.toast).toContainText('Message sent!');
    await expect(form.toast).toContainText("We'll get back to you within 24 hours.");
    await expect(page.getByRole('status')).toContainText('Message sent!');
    for (const field of [form.name, form.email, form.company, form.message]) await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(sentBody).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Compilers Inc',
      message: `We would like help with invoice matching. ${marker}`,
      website: '',
    });

    // The admin can read it: the message was really recorded.
    const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    const messages = await request.get('/api/contact-messages');
    expect(messages.ok()).toBe(true);
    const list = (await messages.json()) as { name: string; company: string | null; message: string }[];
    expect(list.find((m) => m.message.includes(marker))).toMatchObject({
      name: 'Grace Hopper',
      company: 'Compilers Inc',
    });
  });

  test('a failed send shows a destructive "Error" toast and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Something broke on our side' }),
      }),
    );
    await openPage(page, '/contact');
    const form = contactForm(page);
    await form.name.fill('Ada Lovelace');
    await form.email.fill('ada@example.com');
    await form.message.fill('Please call me back.');
    await form.submit.click();

    await expect(form.toast).toHaveAttribute('data-variant', 'destructive');
    await expect(form.toast).toContainText('Error');
    await expect(form.toast).toContainText('Something broke on our side');
    await expect(page.getByRole('alert')).toContainText('Error');
    await expect(form.name).toHaveValue('Ada Lovelace');
    await expect(form.email).toHaveValue('ada@example.com');
    await expect(form.message).toHaveValue('Please call me back.');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
