// The read-only client link (issue 47 item 5): the owner shares a link with a passcode from the responses
// screen; the client, in a browser of their own, gives the passcode and reads the page, where a 3-person
// team's results are hidden with the reason and an e-mail address typed in an answer is masked (free text
// on); revoking the link closes the page. Screenshots at 390 and 1440 px, English and Urdu, and as printed,
// land in /work/notes/shots/client-link/ (or CLIENT_LINK_SHOTS_DIR) for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { loginViaApi } from './support/admin-api';
import { createSurvey, uniqueSuffix } from './support/survey-api';

const SHOTS = process.env.CLIENT_LINK_SHOTS_DIR ?? path.resolve(__dirname, '../../test-results/client-link');
const EMAIL = 'ayesha.khan@example.com';
const HIDDEN_SENTENCE = 'Hidden: fewer than 5 people answered in this group, to protect their anonymity.';

const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ id: string }>;
};

const respond = async (
  api: APIRequestContext,
  slug: string,
  [textId, scaleId]: [string, string],
  team: string,
  words: string,
  score: number,
) => {
  const response = await ok(
    await api.post(`/api/surveys/${slug}/responses`, {
      data: { surveyMode: 'traditional', language: 'en', hiddenFields: { team } },
    }),
  );
  await ok(
    await api.post('/api/answers', { data: { responseId: response.id, questionId: textId, answerText: words } }),
  );
  await ok(
    await api.post('/api/answers', { data: { responseId: response.id, questionId: scaleId, answerValue: score } }),
  );
  await ok(await api.patch(`/api/responses/${response.id}`, { data: { completedAt: new Date().toISOString() } }));
};

const shoot = async (page: Page, name: string, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
};

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

test('the owner shares a client link with a passcode; the client reads it within the floor; revoking closes it', async ({
  page,
  browser,
}) => {
  await loginViaApi(page.request);
  const api = page.request;
  const survey = await createSurvey(api, {
    title: `Staff pulse ${uniqueSuffix()}`,
    questions: [{ text: 'What should change?', isRequired: false }],
  });
  const scale = await ok(
    await api.post(`/api/surveys/${survey.id}/questions`, {
      data: { questionText: 'How likely are you to recommend working here?', questionType: 'scale', order: 2 },
    }),
  );
  await ok(
    await api.put(`/api/surveys/${survey.id}/response-settings`, {
      data: { hiddenFields: [{ key: 'team', label: 'Team' }] },
    }),
  );
  const ids: [string, string] = [survey.questions[0]!.id, scale.id];
  for (let i = 0; i < 7; i++)
    await respond(
      api,
      survey.slug,
      ids,
      'finance',
      i === 0 ? `Please write to ${EMAIL} about parking` : 'More training',
      9,
    );
  for (let i = 0; i < 6; i++) await respond(api, survey.slug, ids, 'operations', 'Faster approvals', 7);
  for (let i = 0; i < 3; i++) await respond(api, survey.slug, ids, 'legal', 'Fewer meetings', 4);

  // The report as the consultant curated it (one theme renamed, another hidden with a reason), and a
  // proposal drafted from it: the client reads both as curated.
  const queued = await api.post(`/api/surveys/${survey.id}/reports`);
  expect(queued.status()).toBe(202);
  const reportId = ((await queued.json()) as { id: string }).id;
  await expect
    .poll(async () => ((await (await api.get(`/api/reports/${reportId}`)).json()) as { status: string }).status, {
      timeout: 120_000,
    })
    .toBe('completed');
  const board = (await (await api.get(`/api/reports/${reportId}/board`)).json()) as {
    themes: { id: string; name: string }[];
  };
  expect(board.themes.length).toBeGreaterThanOrEqual(2);
  const [kept, hidden] = [board.themes[0]!, board.themes[board.themes.length - 1]!];
  const renamed = `Training the finance team ${uniqueSuffix()}`;
  await ok(
    await api.post(`/api/reports/${reportId}/board`, {
      data: { type: 'ThemeRenamed', themeId: kept.id, name: renamed },
    }),
  );
  await ok(
    await api.post(`/api/reports/${reportId}/board`, {
      data: { type: 'ThemeHidden', themeId: hidden.id, reason: 'Said by too few to share' },
    }),
  );
  const drafted = await api.post(`/api/reports/${reportId}/proposals`, {
    data: { companyData: 'Company: Indus Foods\nIndustry: a food manufacturer in Lahore\nStaff: 300' },
  });
  expect(drafted.status()).toBe(201);
  const proposalTitle = ((await drafted.json()) as { document: { title: string } }).document.title;

  // The owner makes the link in the responses screen's Reports tab.
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=reports`);
  const section = page.getByRole('region', { name: 'Client link' });
  await section.getByLabel('Client name').fill('Indus Foods');
  await section.getByLabel('Passcode (optional)').fill('harbour-42');
  await section.getByLabel('Show free-text answers').check();
  await section.getByRole('button', { name: 'Create client link' }).click();
  const url = (await section.getByTestId('new-client-link-url').textContent())!.trim();
  expect(url).toMatch(/\/client\/[A-Za-z0-9_-]{43}$/);
  await expect(section.getByTestId('client-link-row')).toContainText('Indus Foods');

  // The client: a browser of their own, with no session.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.setViewportSize({ width: 390, height: 844 });
  await client.goto(url);
  await expect(client.getByRole('heading', { name: 'This link needs a passcode' })).toBeVisible();
  await client.getByLabel('Passcode').fill('harbour-4');
  await client.getByRole('button', { name: 'Open' }).click();
  await expect(client.getByText('That passcode is not right. Try again.')).toBeVisible();
  await client.getByLabel('Passcode').fill('harbour-42');
  await client.getByRole('button', { name: 'Open' }).click();
  await expect(client.getByRole('heading', { name: survey.title })).toBeVisible();
  await expect(client.getByTestId('client-name')).toHaveText('Indus Foods');
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // No admin chrome: no navigation, no logout.
  await expect(client.getByRole('navigation')).toHaveCount(0);
  await expect(client.getByRole('button', { name: /log out/i })).toHaveCount(0);

  // legal (3) is under the floor; operations (6), the next smallest, goes with it, or 16 - 7 - 6 would give legal away.
  const legal = client.getByTestId('client-group').filter({ hasText: 'legal' });
  await expect(legal).toContainText(HIDDEN_SENTENCE);
  await expect(legal).not.toContainText('3 people');
  await expect(client.getByTestId('client-group').filter({ hasText: 'finance' })).toContainText('7 people');
  await expect(client.getByText('Please write to [e-mail] about parking')).toBeVisible();
  await expect(client.locator('body')).not.toContainText(EMAIL);

  // The curated findings: the renamed theme under its new name, the hidden one not at all; then the proposal.
  const findings = client.getByRole('region', { name: 'Findings' });
  await expect(findings.getByText(renamed, { exact: true })).toBeVisible();
  await expect(findings.getByText(hidden.name, { exact: true })).toHaveCount(0);
  await expect(client.getByRole('heading', { name: `Proposal: ${proposalTitle}` })).toBeVisible();

  for (const width of [390, 1440]) await shoot(client, 'client-en', width);
  await client.getByRole('button', { name: 'اردو' }).click();
  await expect(client.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(legal).toContainText('پوشیدہ: اس گروپ میں 5 سے کم لوگوں نے جواب دیا، ان کی شناخت کے تحفظ کے لیے۔');
  for (const width of [390, 1440]) await shoot(client, 'client-ur', width);
  await client.getByRole('button', { name: 'English' }).click();
  await client.emulateMedia({ media: 'print' });
  await expect(client.getByRole('button', { name: 'Print' })).toBeHidden();
  await shoot(client, 'client-print', 1440);
  await client.emulateMedia({ media: 'screen' });

  // The owner revokes it; the client's page closes, and the API answers 410.
  await section.getByRole('button', { name: /Revoke/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByTestId('client-link-row')).toContainText('revoked');
  await client.reload();
  await expect(client.getByTestId('client-link-closed')).toHaveText('This link has been revoked.');
  await shoot(client, 'client-revoked', 390);
  const token = url.split('/client/')[1]!;
  const gone = await clientContext.request.get(`/api/client/${token}`, {
    headers: { 'x-client-passcode': 'harbour-42' },
  });
  expect(gone.status()).toBe(410);
  expect(gone.headers()['x-robots-tag']).toContain('noindex');
  await clientContext.close();
});
