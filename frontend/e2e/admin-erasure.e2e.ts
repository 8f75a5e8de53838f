import { expect, test } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

test('erases a response and a contact message through the admin screens, with the keyboard', async ({
  page,
  request,
}) => {
  const title = uniqueName('Erasure check');
  const { survey, questions } = await createSurveyViaApi(page.request, { title, questions: ['What slows you down?'] });
  for (const name of ['Keep Me', 'Erase Me']) {
    await respondViaApi(request, survey.id, {
      mode: 'traditional',
      language: 'en',
      name,
      answers: [{ questionId: questions[0].id, answerText: `Answer of ${name}` }],
      complete: true,
    });
  }

  await page.goto('/admin/dashboard');
  await page
    .getByTestId('survey-card')
    .filter({ hasText: title })
    .getByRole('link', { name: /^Responses/ })
    .click();
  const cards = page.getByTestId('response-card');
  await expect(cards).toHaveCount(2);

  // Cancelling (Escape) keeps the response.
  await page.getByRole('button', { name: 'Erase response #2' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase this response #2?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'Erase response #2' }).click();
  await dialog.getByRole('button', { name: 'Erase', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Keep Me');
  await expect(page.getByText('Answer of Erase Me')).toHaveCount(0);

  const sender = uniqueName('Sender');
  await request
    .post('/api/contact', { data: { name: sender, email: 'sender@example.com', message: 'Please erase me later.' } })
    .then((res) => expect(res.status()).toBe(201));
  await page.goto('/admin/messages');
  const message = page.getByTestId('message-card').filter({ hasText: sender });
  await expect(message).toHaveCount(1);
  await message.getByRole('button', { name: `Erase message from ${sender}` }).click();
  await page
    .getByRole('alertdialog', { name: `Erase this message from ${sender}?` })
    .getByRole('button', { name: 'Erase', exact: true })
    .click();
  await expect(message).toHaveCount(0);
});
