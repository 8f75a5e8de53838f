import { expect, test, type Page } from './support/test';
import { loginViaApi } from './support/admin-api';
import { pdfPages, toast } from './support/admin-pages';
import { keepPdf, pdfPageTexts } from './support/pdf-text';

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

test('Copy puts the proposal text on the clipboard, says "Copied!" for 2 seconds and toasts', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/proposals');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(toast(page)).toContainText('Copied to clipboard');

  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('Prepared for Calder & Wren Property Management');
  for (const part of [
    'Context and goals',
    'Anonymous staff survey',
    'ICE scoring',
    'Integrations',
    'Phases',
    'Training',
    'Fixed-fee pricing',
    'Timeline: 5 weeks',
    'Success measures',
    'Privacy',
    'Assumptions',
    'Next steps',
    'Two 90-minute workshops',
    'Eight refresher videos',
    'Two weeks of office hours',
    'A 30-day follow-up',
    'Complimentary',
  ]) {
    expect(text).toContain(part);
  }

  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3500 });
});

test('Print/Save PDF opens the print dialog; Back to Dashboard goes back', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.goto('/admin/proposals');
  await page.getByRole('button', { name: 'Print/Save PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('prints as clean US-letter pages: no chrome, one sheet per designed page', async ({ page }) => {
  await page.goto('/admin/proposals');
  await expect(page.getByTestId('proposal-page').first()).toBeVisible();
  const designedPages = await page.getByTestId('proposal-page').count();
  expect(designedPages).toBeGreaterThan(1);

  // A toast on screen must not reach the paper either.
  await page
    .getByRole('button', { name: 'Copy' })
    .click()
    .catch(() => undefined);
  await page.emulateMedia({ media: 'print' });
  for (const chrome of [
    page.getByRole('button', { name: /Copy|Copied!/ }),
    page.getByRole('button', { name: 'Print/Save PDF' }),
    page.getByRole('link', { name: 'Back to Dashboard' }),
    page.getByRole('navigation', { name: 'Admin' }),
    page.getByRole('button', { name: 'Logout' }),
    toast(page),
  ]) {
    await expect(chrome).toBeHidden();
  }
  // Blocks never split; every designed page after the first starts a new sheet.
  const styles = await page.evaluate(() => ({
    blocks: [...document.querySelectorAll('.proposal-keep')].map((el) => getComputedStyle(el).breakInside),
    pages: [...document.querySelectorAll('.proposal-page')].map((el) => getComputedStyle(el).breakBefore),
  }));
  expect(new Set(styles.blocks)).toEqual(new Set(['avoid']));
  expect(styles.pages.slice(1).every((b) => b === 'page')).toBe(true);

  const pdf = await page.pdf({ format: 'Letter' });
  keepPdf(pdf, '/tmp/proposal-example.pdf');
  const sheets = await pdfPageTexts(pdf);
  // As many sheets as designed pages, each US letter with its own footer: no page spilled over.
  expect(sheets).toHaveLength(designedPages);
  sheets.forEach(({ text, width, height }, i) => {
    expect([width, height]).toEqual([612, 792]);
    expect(text).toContain(`Page ${i + 1} of ${designedPages}`);
    expect(text).toContain('Calder & Wren Property Management · ');
  });
  expect(sheets[0]!.text).toContain('Dana Whitfield, Director of Operations');

  // The page's own @page rule (preferCSSPageSize) asks for US letter too.
  const cssSized = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(cssSized).toHaveLength(designedPages);
  for (const { mediaBox } of cssSized) expect(mediaBox).toEqual([0, 0, 612, 792]);
});

test('a designed page that overflows goes on to a continuation sheet, counted and numbered with the rest', async ({
  page,
}) => {
  await page.goto('/admin/proposals');
  await expect(page.getByTestId('proposal-page').first()).toBeVisible();
  const designedPages = await page.getByTestId('proposal-page').count();
  // As if the admin had written far more than one sheet holds on page 1 (the fixed example cannot be edited).
  await page.evaluate(() => {
    const first = document.querySelector('.proposal-page .proposal-section')!;
    const copy = first.cloneNode(true);
    for (let i = 0; i < 3; i++) first.after(copy.cloneNode(true));
  });
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'Letter' });
  keepPdf(pdf, '/tmp/proposal-overflow.pdf');
  const sheets = await pdfPageTexts(pdf);
  // Page 1 now holds about two sheets of text: one continuation sheet, not a run of blank ones.
  expect(sheets).toHaveLength(designedPages + 1);
  sheets.forEach(({ text }, i) => expect(text).toContain(`Page ${i + 1} of ${sheets.length}`));
  // The designed page 2 (the ICE table) still starts a sheet of its own, right after the continuation.
  const icePage = await page
    .getByTestId('proposal-page')
    .evaluateAll((pages) =>
      pages.findIndex((el) => el.textContent?.includes('Candidate use cases, ICE scores (illustrative)')),
    );
  const ice = sheets.findIndex(({ text }) => text.includes('Candidate use cases, ICE scores (illustrative)'));
  expect(ice).toBe(icePage + 1);
});

/** How full each sheet's text block is on screen (its laid units against the paper's text height). */
const sheetFills = (page: Page) =>
  page.getByTestId('proposal-page').evaluateAll((pages) =>
    pages.map((el) => {
      const content = el.firstElementChild as HTMLElement;
      const units = [...content.querySelectorAll<HTMLElement>('.proposal-keep')].filter(
        (unit) => unit.parentElement === content || unit.parentElement?.parentElement === content,
      );
      return units.reduce((sum, unit) => sum + unit.getBoundingClientRect().height, 0);
    }),
  );

for (const [paper, label, mediaBox, textHeight] of [
  ['letter', 'US Letter', [0, 0, 612, 792], 868],
  ['a4', 'A4', [0, 0, 595, 842], 935],
] as const) {
  test(`on ${label}: the screen shows as many sheets as print, none but the last under a third full`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/proposals');
    await page.getByLabel('Paper').selectOption(paper);
    await expect(page.getByTestId('proposal-document')).toHaveAttribute('data-paper', paper);
    await expect(page.getByTestId('proposal-page').first()).toBeVisible();
    const onScreen = await page.getByTestId('proposal-page').count();
    await expect(page.getByTestId('proposal-page').first()).toContainText(`Page 1 of ${onScreen}`);
    const fills = await sheetFills(page);
    fills.slice(0, -1).forEach((height, i) => expect(height, `sheet ${i + 1}`).toBeGreaterThanOrEqual(textHeight / 3));
    await page.screenshot({ path: `/tmp/shots-admin/proposal-${paper}-1440.png` });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    keepPdf(pdf, `/tmp/shots-admin/proposal-${paper}.pdf`);
    const sheets = await pdfPageTexts(pdf);
    expect(sheets).toHaveLength(onScreen);
    sheets.forEach(({ text }, i) => {
      expect(text).toContain(`Page ${i + 1} of ${onScreen}`);
      expect(text).toContain('Calder & Wren Property Management · ');
    });
    for (const page of pdfPages(pdf)) {
      page.mediaBox.forEach((value, i) => expect(Math.abs(value - mediaBox[i]!)).toBeLessThan(1.5));
    }
  });
}
