// Personal links (issue 48): a 20-person roster gets a link each from the survey's Staff section; on a
// phone a person answers the first question, then opens the same link in a second browser (another
// device) and carries on where they left off, and completes; the link then says it is done. An Urdu
// speaker's first screen says, in Urdu, that the answers are anonymous. The coverage by team counts it.
// Screenshots in /tmp/shots-personal-links/ (or SHOTS_DIR), looked at.
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi, uniqueName } from './support/admin-api';
import { answerBox, expectQuestion } from './support/survey-page';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-personal-links';
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const TEAMS = ['Tax', 'Tax', 'Tax', 'Tax', 'Tax', 'Tax', 'Tax', 'Audit', 'Audit', 'Audit', 'Audit', 'Audit', 'Audit'];
const QUESTIONS = ['Which task takes most of your week?', 'What would you do with the time back?'];

test('a roster gets personal links; a person resumes on a second phone, completes, and coverage counts it', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginViaApi(page.request);
  const name = uniqueName('Indus Accounting');
  const client = (await (await page.request.post('/api/clients', { data: { name } })).json()) as { id: string };
  const people = [
    ...TEAMS.map((team, i) => `Person ${i + 1},person${i + 1}@indus.example,${team},en`),
    'ثنا میر,sana@indus.example,Payroll,ur',
    ...['Legal', 'Legal', 'IT', 'IT', 'IT', 'Admin'].map(
      (team, i) => `Staff ${i + 1},staff${i + 1}@indus.example,${team},en`,
    ),
  ];
  expect(people).toHaveLength(20);
  const imported = await page.request.post(`/api/clients/${client.id}/roster/import`, {
    data: { csv: ['Name,E-mail,Team,Language', ...people].join('\n') },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const survey = (await (
    await page.request.post('/api/surveys', {
      data: { title: uniqueName('Staff pulse'), isActive: true, clientId: client.id },
    })
  ).json()) as { id: string };
  for (const questionText of QUESTIONS) {
    const added = await page.request.post(`/api/surveys/${survey.id}/questions`, { data: { questionText } });
    expect(added.ok()).toBe(true);
  }

  // The consultant makes the links from the survey's Summary tab.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=summary`);
  const staff = page.getByTestId('staff-links');
  await staff.getByRole('button', { name: 'Create personal links for the roster' }).click();
  await expect(page.getByText('20 new personal links; 20 in all.')).toBeVisible();
  await expect(staff.getByTestId('staff-link')).toHaveCount(20);
  await expect(staff.getByRole('radio', { name: /Anonymous/ })).toBeChecked();
  const coverage = staff.getByTestId('coverage');
  await expect(coverage.getByRole('row', { name: /^Tax/ })).toContainText('7 of 7 (100%)');
  await expect(coverage.getByRole('row', { name: /Smaller teams together/ })).toContainText('7');

  const links = (await (await page.request.get(`/api/surveys/${survey.id}/personal-links`)).json()) as {
    links: { name: string | null; team: string | null; path: string }[];
  };
  const mine = links.links.find((l) => l.name === 'Person 1')!.path;
  const urdu = links.links.find((l) => l.team === 'Payroll')!.path;

  // First phone: the first screen says the answers are anonymous; the first answer is saved.
  const phone = await browser.newContext({ viewport: PHONE, baseURL });
  const first = await phone.newPage();
  await first.goto(mine);
  await expect(first.getByTestId('anonymity-statement')).toContainText('Your answers are anonymous');
  await first.getByRole('button', { name: /Traditional Survey/ }).click();
  await expectQuestion(first, QUESTIONS[0]!, 'Question 1 of 2');
  await answerBox(first).fill('Reconciling bank statements');
  await first.getByRole('button', { name: 'OK' }).click();
  await expectQuestion(first, QUESTIONS[1]!, 'Question 2 of 2');
  await phone.close();

  // A second phone: the same link continues the same response at the second question.
  const other = await browser.newContext({ viewport: PHONE, baseURL });
  const second = await other.newPage();
  await second.goto(mine);
  await expect(second.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await seriousViolations(second)).toEqual([]);
  await shot(second, 'continue-390');
  await second.getByRole('button', { name: 'Continue the survey' }).click();
  await expectQuestion(second, QUESTIONS[1]!, 'Question 2 of 2');
  await answerBox(second).fill('Talk to clients');
  await second.getByRole('button', { name: 'Submit' }).click();
  await expect(second.getByText('Your response has been submitted successfully')).toBeVisible();
  await second.goto(mine);
  await expect(second.getByRole('heading', { name: 'You have already completed this survey' })).toBeVisible();
  await other.close();

  // The Urdu speaker's first screen, in Urdu, right to left.
  const urduPhone = await browser.newContext({ viewport: PHONE, baseURL });
  const ur = await urduPhone.newPage();
  await ur.goto(urdu);
  await expect(ur.getByTestId('anonymity-statement')).toContainText('آپ کے جوابات گمنام ہیں');
  await expect(ur.getByTestId('survey-frame')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(ur)).toEqual([]);
  expect(await ur.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(ur, 'first-screen-ur-390');
  await ur.setViewportSize({ width: 1440, height: 900 });
  await shot(ur, 'first-screen-ur-1440');
  await urduPhone.close();

  // Coverage counts the completed response (it refreshes by itself; a reload is quicker).
  await page.reload();
  await expect(coverage.getByRole('row', { name: /^Tax/ })).toContainText('1 of 7 (14%)');
  await expect(staff.getByTestId('staff-link').filter({ hasText: 'person1@indus.example' })).toContainText('Completed');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'staff-1440');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'staff-390');
});
