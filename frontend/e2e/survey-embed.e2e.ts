import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, uniqueName } from './support/admin-api';
import { createForm, surveyCard, seriousViolations } from './support/admin-pages';
import { e2eBaseUrl } from './support/env';
import { DESKTOP, PHONE } from './support/survey-page';

// Issue 34, items 3 to 5: the Share panel (link builder, QR, snippets, drafts), embedding the survey on a
// page of a second local origin (by iframe and by script: it resizes, completes and tells the host), an
// embed from an origin off the allow-list refused, and a custom Urdu end screen with its redirect.

const SHOTS = '/work/notes/shots/embed';

/** Host pages for the embeds, on port 0: http://localhost:P is one origin, http://127.0.0.1:P another. */
let host: http.Server;
let hostPort = 0;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  host = http.createServer((req, res) => {
    const body = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostPort = (host.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

/** A host page: a heading, the snippet, and a record of what the survey told the page. */
const hostPage = (snippet: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Host page</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif">
<h1 style="margin:16px">Our intranet</h1>
<script>
  window.seen = { messages: [], events: [] };
  window.addEventListener('message', function (e) { if (e.data && e.data.type === 'seedline:completed') window.seen.messages.push(e.data); });
  document.addEventListener('seedline:completed', function (e) { window.seen.events.push(e.detail); });
</script>
${snippet}
</body></html>`;

/** Waits until the page's and its frames' finite animations have ended, so a picture shows the settled screen. */
async function settled(page: Page) {
  for (const frame of page.frames()) {
    await frame
      .evaluate(async () => {
        const running = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.allSettled(running.map((animation) => animation.finished));
      })
      .catch(() => undefined); // a refused or navigating frame has nothing to wait for
  }
}

const frameHeight = (page: Page) =>
  page.locator('iframe').evaluate((frame) => Math.round(frame.getBoundingClientRect().height));

/** An active survey with two questions (the second long, so screens differ in height), embeddable from localhost:P. */
async function embeddableSurvey(page: Page, label: string) {
  await loginViaApi(page.request);
  const title = uniqueName(label);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { survey } = await createSurveyViaApi(page.request, {
    title,
    slug,
    questions: [
      'What slows your team down?',
      'Describe, in as much detail as you like, the last time a report took longer than it should have: who asked for it, which systems you had to open, what you copied by hand and what you would change first.',
    ],
  });
  const put = await page.request.put(`/api/surveys/${survey.id}/embed-origins`, {
    data: { origins: [`http://localhost:${hostPort}`] },
  });
  expect(put.ok()).toBe(true);
  return { survey, title, slug };
}

/** The snippet the admin copies from the survey's Share panel. */
async function snippetFromSharePanel(page: Page, title: string, way: 'Iframe' | 'Script in a container') {
  await page.goto('/admin/dashboard');
  const card = surveyCard(page, title);
  await card.getByRole('button', { name: /^Share/ }).click();
  return (await card.getByLabel(`${way} snippet`).textContent()) ?? '';
}

/** Language, mode, two answers: the survey inside the frame, to its thank-you. */
async function takeEmbeddedSurvey(page: Page) {
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'What language do you prefer?' })).toBeVisible();
  const languageHeight = await frameHeight(page);
  await frame.getByRole('button', { name: /^English/ }).click();
  await frame.getByRole('button', { name: /Traditional Survey/ }).click();
  await frame.locator('textarea').fill('Manual exports');
  await frame.getByRole('button', { name: 'OK' }).click();
  await expect(frame.locator('#survey-question')).toContainText('Describe, in as much detail');
  // The frame follows its content: the question screen is not as tall as the language choice.
  await expect.poll(() => frameHeight(page)).not.toBe(languageHeight);
  const questionHeight = await frameHeight(page);
  await frame.locator('textarea').fill('Last Friday: three systems and a spreadsheet.');
  await frame.getByRole('button', { name: 'Submit' }).click();
  await expect(frame.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect.poll(() => frameHeight(page)).not.toBe(questionHeight);
  return frame;
}

for (const viewport of [PHONE, DESKTOP]) {
  const size = viewport.width;

  test.describe(`at ${size} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('a draft opens its Share panel: link with a value and Copy, QR with PNG and SVG, snippets', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eBaseUrl() });
      await loginViaApi(page.request);
      const title = uniqueName('Draft share');
      await page.goto('/admin/surveys/create');
      const form = createForm(page);
      await form.title.fill(title);
      await form.question(1).fill('How is the week going?');
      await page.getByRole('button', { name: 'Save as draft' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const card = surveyCard(page, title);
      // Saved as a draft: created Inactive, its Share panel open with focus on Copy.
      await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
      const panel = card.getByTestId('share-panel');
      await expect(panel).toBeVisible();

      await panel.getByLabel('Field').selectOption('utm_source');
      await panel.getByLabel('Value').fill('newsletter');
      await expect(panel.getByText('Link for utm_source = newsletter')).toBeVisible();
      const built = panel.getByTestId('built-link');
      await expect(built).toHaveText(/\/survey\/[a-z0-9-]+\?utm_source=newsletter$/);
      await panel.getByRole('button', { name: 'Copy the link with the value' }).click();
      await expect(panel.getByRole('button', { name: /Copied!/ })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await built.textContent());

      const qr = panel.getByRole('img', { name: /^QR code of / });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      const [svg] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('link', { name: 'Download SVG' }).click(),
      ]);
      expect(svg.suggestedFilename()).toMatch(/^survey-.+-qr\.svg$/);
      expect((await svg.createReadStream()).readable).toBe(true);
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('link', { name: 'Download PNG' }).click(),
      ]);
      expect(png.suggestedFilename()).toMatch(/^survey-.+-qr\.png$/);

      await expect(panel.getByLabel('Iframe snippet')).toContainText('/embed/');
      await expect(panel.getByText('No other site may embed it yet')).toBeVisible();
      await panel.getByRole('button', { name: 'Copy the script in a container snippet' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('data-seedline-survey=');

      expect(await seriousViolations(page, '[data-testid="share-panel"]')).toEqual([]);
      await card.screenshot({ path: `${SHOTS}/share-panel-${size}.png` });
    });

    test('embedded by iframe from another origin: resizes, passes UTM values on, completes and tells the host', async ({
      page,
    }) => {
      const { survey, title } = await embeddableSurvey(page, 'Iframe embed');
      pages.set(`/iframe-${size}.html`, hostPage(await snippetFromSharePanel(page, title, 'Iframe')));
      const starts: Promise<{ hiddenFields: Record<string, string> }>[] = [];
      page.on('response', (response) => {
        const request = response.request();
        if (request.method() === 'POST' && request.url().includes(`/api/surveys/${survey.id}/responses`))
          starts.push(response.json() as Promise<{ hiddenFields: Record<string, string> }>);
      });

      await page.goto(
        `http://localhost:${hostPort}/iframe-${size}.html?utm_source=intranet&utm_campaign=q4&session=abc`,
      );
      const frame = await takeEmbeddedSurvey(page);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/iframe-thank-you-${size}.png`, fullPage: true });

      const seen = await page.waitForFunction(
        () => (window as unknown as { seen: { messages: unknown[] } }).seen.messages[0],
      );
      expect(await seen.jsonValue()).toEqual({
        type: 'seedline:completed',
        slug: expect.any(String),
        responseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      // The host page's values went with the start; only the recognised ones (UTM here) were recorded.
      expect(starts).toHaveLength(1);
      expect((await starts[0]!).hiddenFields).toEqual({ utm_source: 'intranet', utm_campaign: 'q4' });
      // No redirect in an embed without one: the host page stays, the frame stays on its thank-you.
      await expect(frame.getByText('Taking you back to the home page...')).toHaveCount(0);
      expect(page.url()).toContain(`localhost:${hostPort}/iframe-${size}.html`);
    });

    test('embedded by script in a container: resizes, completes and the container hears seedline:completed', async ({
      page,
    }) => {
      const { title } = await embeddableSurvey(page, 'Script embed');
      pages.set(`/script-${size}.html`, hostPage(await snippetFromSharePanel(page, title, 'Script in a container')));
      await page.goto(`http://localhost:${hostPort}/script-${size}.html`);
      await expect(
        page.frameLocator('iframe').getByRole('heading', { name: 'What language do you prefer?' }),
      ).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/script-language-${size}.png`, fullPage: true });
      await takeEmbeddedSurvey(page);
      const detail = await page.waitForFunction(
        () => (window as unknown as { seen: { events: unknown[] } }).seen.events[0],
      );
      expect(await detail.jsonValue()).toEqual({
        slug: expect.any(String),
        responseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
    });

    test('a popup on a button: a dialog that keeps focus, closes on Escape and gives focus back', async ({ page }) => {
      const { title } = await embeddableSurvey(page, 'Popup embed');
      await page.goto('/admin/dashboard');
      const card = surveyCard(page, title);
      await card.getByRole('button', { name: /^Share/ }).click();
      const snippet = (await card.getByLabel('Popup on a button snippet').textContent()) ?? '';
      pages.set(`/popup-${size}.html`, hostPage(snippet));
      await page.goto(`http://localhost:${hostPort}/popup-${size}.html`);
      const open = page.getByRole('button', { name: 'Take the survey' });
      await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Take the survey' });
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: 'Close the survey' });
      await expect(close).toBeFocused();
      await expect(
        page.frameLocator('iframe').getByRole('heading', { name: 'What language do you prefer?' }),
      ).toBeVisible();
      // Shift+Tab from the first control wraps to the last (the survey's frame), never to the page behind.
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.locator('iframe')).toBeFocused();
      await close.focus();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/popup-${size}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
      // Escape pressed inside the survey's frame closes it too.
      await open.click();
      await page
        .frameLocator('iframe')
        .getByRole('button', { name: /^English/ })
        .focus();
      // Key down only, then up once the dialog is gone: a press sends its key-up into the frame the key-down
      // removes, and the browser's input channel to a detached frame can wait forever (CI saw a 60 s hang).
      // A person's key-up simply lands on the host page, which is what the up after the close does here.
      await page.keyboard.down('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.keyboard.up('Escape');
      await expect(open).toBeFocused();
    });

    test('an origin off the allow-list cannot frame the survey', async ({ page }) => {
      const { title } = await embeddableSurvey(page, 'Refused embed');
      pages.set(`/refused-${size}.html`, hostPage(await snippetFromSharePanel(page, title, 'Iframe')));
      const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
      // 127.0.0.1:P is another origin than the allowed localhost:P.
      await page.goto(`http://127.0.0.1:${hostPort}/refused-${size}.html`);
      await refused;
      await page.screenshot({ path: `${SHOTS}/refused-${size}.png` });
      await expect(page.getByRole('heading', { name: 'Our intranet' })).toBeVisible();
      await expect(
        page.frameLocator('iframe').getByRole('heading', { name: 'What language do you prefer?' }),
      ).toHaveCount(0);
      await expect(page.frameLocator('iframe').getByTestId('survey-frame')).toHaveCount(0);
    });

    test('a custom Urdu end screen, then the redirect with the UTM value filled in', async ({ page }) => {
      await loginViaApi(page.request);
      const title = uniqueName('Urdu ending');
      const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const { survey } = await createSurveyViaApi(page.request, { title, slug, questions: ['What slows you down?'] });
      const endScreen = {
        texts: {
          en: { title: 'Thanks, team!' },
          ur: { title: 'شکریہ، ٹیم!', message: 'آپ کے جوابات ہماری رپورٹ کا حصہ بنیں گے۔' },
        },
        redirectUrl: 'https://thanks.example/done?team={team}&src={utm_source}',
        redirectTopWindow: false,
      };
      expect((await page.request.put(`/api/surveys/${survey.id}/end-screen`, { data: endScreen })).ok()).toBe(true);
      await page.route('https://thanks.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Done</title><h1>Done</h1>' }),
      );

      await page.goto(`/survey/${slug}?utm_source=email%20blast&team=finance`);
      await page.getByRole('button', { name: /^Urdu/ }).click();
      await page.getByRole('button', { name: /روایتی سروے/ }).click();
      await page.locator('textarea').fill('رپورٹیں');
      await page.getByRole('button', { name: 'جمع کرائیں' }).click();
      await expect(page.getByRole('heading', { name: 'شکریہ، ٹیم!' })).toBeVisible();
      await expect(
        page.getByTestId('survey-frame').getByText('آپ کے جوابات ہماری رپورٹ کا حصہ بنیں گے۔'),
      ).toBeVisible();
      await expect(page.getByText('آپ کو اگلے صفحے پر لے جایا جا رہا ہے...')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/urdu-end-screen-${size}.png`, fullPage: true });
      // utm_source is recognised by every survey; `team` is filled once the survey declares it (hidden fields).
      await page.waitForURL('https://thanks.example/**');
      expect(page.url()).toBe('https://thanks.example/done?team=&src=email%20blast');
    });

    test('the edit page sets the end screen and the allow-list by autosave', async ({ page }) => {
      await loginViaApi(page.request);
      const { survey } = await createSurveyViaApi(page.request, {
        title: uniqueName('Edit sharing'),
        questions: ['Q?'],
      });
      await page.goto(`/admin/surveys/${survey.id}/edit`);
      await page.getByLabel('Urdu title', { exact: false }).fill('شکریہ!');
      await page.getByLabel('Redirect URL', { exact: true }).fill('http://insecure.example');
      await expect(page.getByText('The redirect URL must be a full https:// address', { exact: true })).toBeVisible();
      await page.getByLabel('Redirect URL', { exact: true }).fill('https://example.com/next?c={utm_campaign}');
      // A bare host is read as https://; a line that names no site is named beside the field and does
      // not block the others, which save.
      const origins = page.getByLabel('Sites allowed to embed');
      await origins.fill('https://intranet.example.com\nintranet.example.pk\nour intranet\nhttp://localhost:8080');
      await expect(page.getByRole('alert').filter({ hasText: '"our intranet" is not a site address' })).toBeVisible();
      await expect(page.getByText('intranet.example.pk is saved as https://intranet.example.pk')).toBeVisible();
      await expect(page.getByTestId('save-status')).toContainText('Not saved yet (embedding)', { timeout: 15_000 });
      await expect
        .poll(async () => (await (await page.request.get(`/api/surveys/${survey.id}`)).json()).embedOrigins, {
          timeout: 15_000,
        })
        .toEqual(['https://intranet.example.com', 'https://intranet.example.pk', 'http://localhost:8080']);
      // Leaving by a link of the app with the line not saved asks first; staying keeps the typing.
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Surveys' }).click();
      expect(asked).toBe('Leave this page? What you typed in embedding is not saved.');
      await expect(page).toHaveURL(/\/edit$/);
      await expect(origins).toHaveValue(/our intranet/);
      await origins.fill('https://intranet.example.com\nhttp://localhost:8080');
      await expect
        .poll(async () => (await (await page.request.get(`/api/surveys/${survey.id}`)).json()).embedOrigins, {
          timeout: 15_000,
        })
        .toEqual(['https://intranet.example.com', 'http://localhost:8080']);
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'not a site address' })).toHaveCount(0);
      const saved = await (await page.request.get(`/api/surveys/${survey.id}`)).json();
      expect(saved.embedOrigins).toEqual(['https://intranet.example.com', 'http://localhost:8080']);
      expect(saved.endScreen).toEqual({
        texts: { ur: { title: 'شکریہ!' } },
        redirectUrl: 'https://example.com/next?c={utm_campaign}',
        redirectTopWindow: false,
        stayOnEndScreen: false,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await settled(page);
      await page
        .locator('section[aria-labelledby="end-screen-heading"]')
        .screenshot({ path: `${SHOTS}/edit-end-screen-${size}.png` });
      await page
        .locator('section[aria-labelledby="embedding-heading"]')
        .screenshot({ path: `${SHOTS}/edit-embedding-${size}.png` });
    });
  });
}
