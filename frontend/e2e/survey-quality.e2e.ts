import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { STARTER_SURVEY_QUESTIONS_EN } from '../src/features/survey/content/starter-survey';
import { STARTER_URDU as STARTER_SURVEY_URDU, translateStarterQuestions } from './support/survey-translations';
import { E2E_SURVEYS_PASSWORD } from './support/env';
import {
  adminApi,
  createSurvey,
  deleteSurvey,
  uniqueSuffix,
  uploadLogo,
  type SeededSurvey,
} from './support/survey-api';
import {
  answerBox,
  chooseLanguage,
  expectQuestion,
  openSurvey,
  PHONE,
  screenshot,
  surveyFrame,
} from './support/survey-page';

// Accessibility (axe, keyboard only, reduced motion), screenshots of every screen in both
// languages, and the survey chunk's size and time to the first question on a phone profile.

let api: APIRequestContext;
let survey: SeededSurvey;
const [Q1, Q2] = [STARTER_SURVEY_QUESTIONS_EN[0], STARTER_SURVEY_QUESTIONS_EN[3]];
const RICH_EN =
  'Every Monday I spend about three hours copying numbers from two systems into one Excel report for the directors.';
const RICH_UR = 'میں ہر ہفتے تقریباً تین گھنٹے ایکسل میں سیلز رپورٹ بناتا ہوں کیونکہ ڈیٹا تین مختلف سسٹمز سے آتا ہے';

test.beforeAll(async () => {
  api = await adminApi();
  survey = await createSurvey(api, {
    title: `Workflow discovery ${uniqueSuffix()}`,
    description: 'Two short questions about your daily work, so we can find where AI could save your team time.',
    questions: [{ text: Q1 }, { text: Q2 }],
  });
  await translateStarterQuestions(api, survey);
});

test.afterAll(async () => {
  await deleteSurvey(api, survey.id);
  await api.dispose();
});

/** Axe, then pictures at 390 px and 1440 px. */
const check = async (page: Page, name: string) => {
  // Mid-animation opacity would skew colour contrast: let entrances finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity) // not the spinners
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshot(page, name);
};

test('the survey list screens are accessible', async ({ page }) => {
  await page.goto('/surveys');
  await expect(page.getByRole('heading', { name: 'Access Protected' })).toBeVisible();
  await check(page, 'surveys-gate');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Unlock Surveys' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await check(page, 'surveys-gate-wrong');
  await page.getByLabel('Password').fill(E2E_SURVEYS_PASSWORD);
  await page.getByRole('button', { name: 'Unlock Surveys' }).click();
  await expect(page.getByRole('heading', { name: 'Available Surveys' })).toBeVisible();
  await check(page, 'surveys-list');
});

for (const language of ['English', 'Urdu'] as const) {
  const lang = language === 'English' ? 'en' : 'ur';
  const text = (en: string) => (lang === 'ur' ? STARTER_SURVEY_URDU[en]! : en);

  test(`every survey screen in ${language} is accessible and pictured`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSurvey(page, survey.slug);
    if (lang === 'en') await check(page, 'survey-language');
    await chooseLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(survey.title) ?? survey.title);
    await check(page, `survey-mode-${lang}`);

    await page.getByRole('button', { name: lang === 'en' ? /Traditional Survey/ : /روایتی سروے/ }).click();
    await expectQuestion(page, text(Q1));
    await check(page, `survey-traditional-q1-${lang}`);
    await answerBox(page).fill(lang === 'en' ? RICH_EN : RICH_UR);
    await answerBox(page).press('Control+Enter');
    await expectQuestion(page, text(Q2));
    await check(page, `survey-traditional-q2-${lang}`);

    // The AI chat: a follow-up after a short answer, then the next question with the previous answers.
    await page.evaluate(() => sessionStorage.clear());
    await openSurvey(page, survey.slug);
    await chooseLanguage(page, language);
    await page.getByRole('button', { name: lang === 'en' ? /AI Chat Experience/ : /اے آئی چیٹ کا تجربہ/ }).click();
    await expectQuestion(page, text(Q1));
    await check(page, `survey-chat-q1-${lang}`);
    await answerBox(page).fill(lang === 'en' ? 'Reports' : 'رپورٹس');
    await answerBox(page).press('Enter');
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Skip' : 'چھوڑیں' })).toBeVisible();
    await check(page, `survey-chat-followup-${lang}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Skip' : 'چھوڑیں' }).click();
    await expectQuestion(page, text(Q2));
    await check(page, `survey-chat-q2-${lang}`);
    await answerBox(page).fill(lang === 'en' ? RICH_EN : RICH_UR);
    await answerBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: lang === 'en' ? 'Thank you!' : 'شکریہ!' })).toBeFocused();
    await check(page, `survey-thank-you-${lang}`);
  });
}

test('the waiting and not-found screens are accessible', async ({ page }) => {
  await page.goto('/survey/no-such-survey');
  await expect(page.getByRole('heading', { name: 'Survey not found' })).toBeVisible();
  await check(page, 'survey-not-found');

  await page.route('**/api/surveys/*/responses', () => undefined); // never answers: stays preparing
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'Urdu');
  await page.getByRole('button', { name: /روایتی سروے/ }).click();
  await expect(surveyFrame(page).getByRole('status')).toContainText('آپ کا سروے تیار کیا جا رہا ہے');
  await check(page, 'survey-preparing-ur');
});

test("a survey's own logo replaces the product logo", async ({ page }) => {
  const logo = await uploadLogo(api);
  const branded = await createSurvey(api, { title: `Branded ${uniqueSuffix()}`, logo, questions: [{ text: Q1 }] });
  try {
    await openSurvey(page, branded.slug);
    await chooseLanguage(page, 'English');
    const img = page.getByRole('banner').getByRole('img', { name: `${branded.title} logo` });
    await expect(img).toHaveAttribute('src', logo);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('banner').getByText('Seedline')).toHaveCount(0);
  } finally {
    await deleteSurvey(api, branded.id);
  }
});

test('a survey can be completed with the keyboard alone in both modes', async ({ page }) => {
  await openSurvey(page, survey.slug);
  const tabTo = async (name: RegExp) => {
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (name.test(focused)) return;
    }
    throw new Error(`could not reach ${name} with Tab`);
  };
  await tabTo(/^English$/);
  await page.keyboard.press('Enter');
  await tabTo(/Traditional Survey/);
  await page.keyboard.press('Enter');
  await expectQuestion(page, Q1);
  await page.keyboard.type(RICH_EN);
  await page.keyboard.press('Control+Enter');
  await expectQuestion(page, Q2);
  await page.keyboard.type('Mostly the CRM and spreadsheets.');
  await page.keyboard.press('Tab'); // Back
  await page.keyboard.press('Tab'); // Submit
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();

  await page.evaluate(() => sessionStorage.clear());
  await openSurvey(page, survey.slug);
  await tabTo(/^English$/);
  await page.keyboard.press('Enter');
  await tabTo(/AI Chat Experience/);
  await page.keyboard.press('Space');
  await expectQuestion(page, Q1);
  await page.keyboard.type(RICH_EN);
  await page.keyboard.press('Enter');
  await expectQuestion(page, Q2);
  await page.keyboard.type(RICH_EN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
});

test('with reduced motion the question shows at once and nothing slides', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSurvey(page, survey.slug);
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /AI Chat Experience/ }).click();
  // Nothing left to type: the whole question is visible from the first frame.
  await expect(page.getByTestId('typed-question')).toHaveText(Q1);
  expect(await page.getByTestId('typed-question').locator('.invisible').textContent()).toBe('');
  const animations = await page.evaluate(() => document.getAnimations().length);
  expect(animations).toBe(0);
});

test('survey chunk size and time to the first question on a mid-range phone profile', async ({ page }) => {
  // Size: the survey route chunk and what it imports, beyond the entry the home page already loaded.
  const dist = path.resolve(__dirname, '../dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  const survey$ = [...closure('src/features/survey/routes.tsx')].filter((k) => !entry.has(k));
  const bytes = (file: string) => readFileSync(path.join(dist, file));
  const js = survey$.map((k) => bytes(manifest[k]!.file));
  const raw = js.reduce((n, b) => n + b.length, 0);
  const gz = js.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  const entryGz = [...entry].reduce(
    (n, k) => n + (manifest[k]!.file.endsWith('.js') ? gzipSync(bytes(manifest[k]!.file), { level: 9 }).length : 0),
    0,
  );
  console.log(
    `survey chunk JS: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip (${survey$.length} chunks); shared entry ${(entryGz / 1024).toFixed(1)} KB gzip`,
  );
  expect(gz).toBeLessThan(40 * 1024);

  // Time: a mid-range phone (4x CPU slowdown, 1.6 Mbps / 150 ms network), cold cache.
  await page.setViewportSize(PHONE);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.goto(`/survey/${survey.slug}`);
  await expect(page.getByRole('button', { name: /^English/ })).toBeEnabled({ timeout: 30_000 });
  const languageReady = Date.now() - start;
  const clicked = Date.now();
  await chooseLanguage(page, 'English');
  await page.getByRole('button', { name: /Traditional Survey/ }).click();
  await expect(answerBox(page)).toBeFocused({ timeout: 30_000 });
  const questionReady = Date.now() - clicked;
  console.log(
    `time to first question (phone profile): page interactive ${languageReady} ms, first question ${questionReady} ms after choosing, ${languageReady + questionReady} ms in all`,
  );
  await page.keyboard.type('typing works');
  await expect(answerBox(page)).toHaveValue('typing works');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
