import { expect, test, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { E2E_SURVEYS_PASSWORD } from './support/env';
import { answerBox, chooseLanguage, expectQuestion, openSurvey } from './support/survey-page';

// Stored XSS: survey titles, descriptions, questions, answers, names and contact messages that hold
// markup are shown as text on every screen, and nothing in them runs (no flag set, no dialog).
// The CSP allows no inline script, so even markup that slipped through could not run.

const IMG = `<img src=x onerror="window.__xss='img';alert('img')">`;
const SCRIPT = `<script>window.__xss='script';alert('script')</script>`;
const SVG = `<svg/onload="window.__xss='svg'">`;
const LINK = `<a href="javascript:window.__xss='href'">open</a>`;

/** Fails the test at the end if any page opened a dialog. */
const watchDialogs = (page: Page): string[] => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
};

/** Nothing ran and nothing was parsed as markup: no flag, no injected element. */
const expectNothingRan = async (page: Page, where: string) => {
  const state = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: string }).__xss ?? null,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedSvg: document.querySelectorAll('svg[onload]').length,
    injectedScripts: [...document.scripts].filter((s) => (s.textContent ?? '').includes('__xss')).length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:"]').length,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
  }));
  expect({ where, ...state }).toEqual({
    where,
    flag: null,
    injectedImages: 0,
    injectedSvg: 0,
    injectedScripts: 0,
    javascriptLinks: 0,
    handlers: 0,
  });
};

const seed = async (page: Page) => {
  await loginViaApi(page.request);
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title: uniqueName(`XSS ${IMG}`),
    description: `${SCRIPT} ${SVG}`,
    questions: [`First ${IMG} question?`, `Second ${LINK} ${SCRIPT} question?`],
  });
  return { survey, questions };
};

test('markup in survey content is text on the survey list and the survey page, and nothing runs', async ({
  page,
  browser,
}) => {
  const { survey, questions } = await seed(page);
  // The respondent is another browser, not logged in.
  const context = await browser.newContext();
  const respondent = await context.newPage();
  const dialogs = watchDialogs(respondent);
  try {
    await respondent.goto('/surveys');
    await respondent.getByLabel('Password').fill(E2E_SURVEYS_PASSWORD);
    await respondent.getByRole('button', { name: 'Unlock Surveys' }).click();
    const card = respondent.getByRole('listitem').filter({ hasText: survey.title });
    await expect(card.getByRole('heading', { name: survey.title })).toBeVisible();
    await expect(card).toContainText(`${SCRIPT} ${SVG}`);
    await expectNothingRan(respondent, 'survey list');

    await openSurvey(respondent, survey.id);
    await chooseLanguage(respondent, 'English');
    await expect(respondent.getByRole('heading', { level: 1, name: survey.title })).toBeVisible();
    await expect(respondent.getByText(`${SCRIPT} ${SVG}`)).toBeVisible();
    await expectNothingRan(respondent, 'mode choice');
    await respondent.getByRole('button', { name: /Traditional Survey/ }).click();

    await expectQuestion(respondent, questions[0].questionText, 'Question 1 of 2');
    await expectNothingRan(respondent, 'question 1');
    await answerBox(respondent).fill(`My answer ${IMG}`);
    await respondent.getByRole('button', { name: 'OK' }).click();
    await expectQuestion(respondent, questions[1].questionText, 'Question 2 of 2');
    await expectNothingRan(respondent, 'question 2');
    // Back shows the saved answer as the textarea's value, not as markup.
    await respondent.getByRole('button', { name: 'Back' }).click();
    await expect(answerBox(respondent)).toHaveValue(`My answer ${IMG}`);
    await respondent.getByRole('button', { name: 'OK' }).click();
    await answerBox(respondent).fill(`${SCRIPT}${LINK}`);
    await respondent.getByRole('button', { name: 'Submit' }).click();
    await expect(respondent.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expectNothingRan(respondent, 'thank you');
    expect(dialogs).toEqual([]);
  } finally {
    await context.close();
  }
});

test('markup in answers, names and messages is text on the dashboard, responses and messages pages', async ({
  page,
  request,
}) => {
  const dialogs = watchDialogs(page);
  const { survey, questions } = await seed(page);
  await respondViaApi(request, survey.id, {
    mode: 'ai_chat',
    language: 'ur',
    name: `Mallory ${SVG}`,
    answers: [
      { questionId: questions[0].id, answerText: `جواب ${IMG}` },
      { questionId: questions[1].id, answerText: `${SCRIPT} and ${LINK}` },
    ],
    complete: true,
  });
  const contact = await request.post('/api/contact', {
    headers: { 'X-Forwarded-For': '10.99.0.1' },
    data: { name: `Eve ${IMG}`, email: 'eve@example.com', company: SVG, message: `Hello ${SCRIPT} ${LINK}` },
  });
  expect(contact.status()).toBe(201);

  await page.goto('/admin/dashboard');
  const card = page.getByTestId('survey-card').filter({ hasText: survey.title });
  await expect(card).toContainText(survey.title);
  await expect(card).toContainText(`${SCRIPT} ${SVG}`);
  await expectNothingRan(page, 'dashboard');

  await page.goto(`/admin/surveys/${survey.id}/responses`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(survey.title);
  const response = page.getByTestId('response-card').first();
  await expect(response).toContainText(`Mallory ${SVG}`);
  await expect(response).toContainText(`جواب ${IMG}`);
  await expect(response).toContainText(`${SCRIPT} and ${LINK}`);
  await expect(response).toContainText(questions[1].questionText);
  await expectNothingRan(page, 'responses');

  await page.goto('/admin/messages');
  // Exact: the Erase button's label and its dialog's heading name the sender too.
  await expect(page.getByText(`Eve ${IMG}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Hello ${SCRIPT} ${LINK}`)).toBeVisible();
  await expectNothingRan(page, 'messages');
  expect(dialogs).toEqual([]);
});

test('a Content-Security-Policy without inline scripts, enforced by the browser', async ({ page, request }) => {
  for (const path of ['/', '/survey/anything', '/admin/dashboard', '/api/surveys/nope']) {
    const res = await request.get(path);
    const csp = res.headers()['content-security-policy'];
    expect(csp, `${path} has a CSP`).toBeTruthy();
    const directives = Object.fromEntries(
      csp!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name, values]),
    );
    const scripts = directives['script-src'] ?? directives['default-src'];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.some((s: string) => s === '*' || s === 'data:' || s.startsWith('http'))).toBe(false);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
  }

  // Markup that reached the DOM by some other route still could not run an inline script or handler.
  await page.goto('/');
  const blocked = await page.evaluate(async () => {
    const violations: string[] = [];
    const reported = new Promise<void>((resolve) =>
      document.addEventListener('securitypolicyviolation', (e) => {
        violations.push(e.violatedDirective);
        resolve();
      }),
    );
    const script = document.createElement('script');
    script.textContent = "window.__xss = 'inline'";
    document.body.appendChild(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', "window.__xss = 'handler'");
    // A listener added from script runs where the inline handler is refused: the error has been handled.
    const failed = new Promise((resolve) => img.addEventListener('error', resolve));
    img.src = 'data:,not-an-image';
    document.body.appendChild(img);
    await Promise.all([reported, failed]);
    return { flag: (window as unknown as { __xss?: string }).__xss ?? null, violations };
  });
  expect(blocked.flag).toBeNull();
  expect(blocked.violations.some((v) => v.startsWith('script-src'))).toBe(true);
});
