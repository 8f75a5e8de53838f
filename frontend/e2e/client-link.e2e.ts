// The read-only client link (issue 47 item 5): the owner shares a link with a passcode from the responses
// screen; the client, in a browser of their own, gives the passcode and reads the page, where a 3-person
// team's results are hidden with the reason and an e-mail address typed in an answer is masked (free text
// on); revoking the link closes the page. Screenshots at 390 and 1440 px, English and Urdu, and as printed,
// land in /work/notes/shots/client-link/ (or CLIENT_LINK_SHOTS_DIR) for a person to look at. Coverage by team
// (issue 48 item 5): a roster's personal links counted on the client page within the link's own floor.
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

test('the client page shows coverage by team within its floor, small teams together, no names, in English and Urdu', async ({
  page,
  browser,
}) => {
  await loginViaApi(page.request);
  const api = page.request;
  const client = await ok(await api.post('/api/clients', { data: { name: `Indus Foods ${uniqueSuffix()}` } }));
  const staff = [
    ...['Tax', 'tax', 'TAX', 'Tax'].map((team, i) => [`Tahir Ansari ${i}`, `tax${i}`, team]),
    ...Array.from({ length: 5 }, (_, i) => [`Amna Qureshi ${i}`, `ops${i}`, 'Operations']),
    ['گل بانو', 'gul', 'Legal'],
    ['Laila Shah', 'laila', 'Legal'],
    ['Imran Raza', 'imran', 'IT'],
    ['Iqra Raza', 'iqra', 'IT'],
  ];
  const csv = ['Name,E-mail,Team', ...staff.map(([name, user, team]) => `${name},${user}@indus.example,${team}`)];
  await ok(await api.post(`/api/clients/${client.id}/roster/import`, { data: { csv: csv.join('\n') } }));
  const survey = await ok(
    await api.post('/api/surveys', {
      data: { title: `Coverage pulse ${uniqueSuffix()}`, isActive: true, clientId: client.id },
    }),
  );
  await ok(await api.post(`/api/surveys/${survey.id}/personal-links`));
  const { links } = (await (await api.get(`/api/surveys/${survey.id}/personal-links`)).json()) as {
    links: { team: string; path: string }[];
  };
  const start = async (link: { path: string }, complete: boolean) => {
    const started = (await (
      await api.post(`/api/personal-links/${link.path.replace('/i/', '')}/response`, {
        data: { surveyMode: 'traditional' },
      })
    ).json()) as { responseId: string };
    if (complete)
      await ok(
        await api.patch(`/api/responses/${started.responseId}`, { data: { completedAt: new Date().toISOString() } }),
      );
  };
  const tax = links.filter((l) => l.team.toLowerCase() === 'tax');
  await start(tax[0]!, true);
  await start(tax[1]!, false);
  await start(
    links.find((l) => l.team === 'Legal')!,
    true,
  );
  const made = (await (
    await api.post(`/api/surveys/${survey.id}/client-links`, {
      data: {
        clientName: 'Indus Foods',
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        minGroupSize: 4,
      },
    })
  ).json()) as { path: string };

  const clientContext = await browser.newContext();
  const reader = await clientContext.newPage();
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.goto(made.path);
  const coverage = reader.getByRole('region', { name: 'Taking part, by team' });
  await expect(coverage).toContainText('Teams of fewer than 4 people are shown together; no one is named.');
  const rows = coverage.getByTestId('client-coverage-row');
  // Tax however typed is one team of 4; Legal and IT (2 each) are together.
  await expect(rows).toHaveText([
    /^Operations\s*5\s*5\s*0\s*0$/,
    /^Tax\s*4\s*4\s*2\s*1$/,
    /^Smaller teams together \(2 teams\)\s*4\s*4\s*1\s*1$/,
  ]);
  await expect(coverage.getByRole('row', { name: /All teams/ })).toHaveText(/All teams\s*13\s*13\s*3\s*2/);
  for (const [name] of staff) await expect(reader.locator('body')).not.toContainText(name!);
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const width of [390, 1440]) await shoot(reader, 'client-coverage-en', width);

  await reader.getByRole('button', { name: 'اردو' }).click();
  const urdu = reader.getByRole('region', { name: 'ٹیم کے لحاظ سے شرکت' });
  await expect(urdu.getByTestId('client-coverage-row').last()).toContainText('چھوٹی ٹیمیں ایک ساتھ (2 ٹیمیں)');
  await expect(urdu.locator('xpath=ancestor::*[@dir="rtl"]').first()).toBeVisible();
  await reader.setViewportSize({ width: 390, height: 844 });
  expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const width of [390, 1440]) await shoot(reader, 'client-coverage-ur', width);
  await reader.emulateMedia({ media: 'print' });
  await expect(urdu.getByTestId('client-coverage-row')).toHaveCount(3);
  await shoot(reader, 'client-coverage-print', 1440);
  await clientContext.close();
});
