/* global document -- the page.evaluate callback runs in the browser */
// Renders each page of a PDF to a PNG, to look at a printed proposal without a system PDF tool:
// pdfjs-dist (a root devDependency) draws the pages in the tests' Chromium, one screenshot per page.
//   node frontend/e2e/support/render-pdf.mjs <file.pdf> <out-prefix>   (writes <out-prefix>-1.png, ...
//   and <out-prefix>-all.png, every page side by side, three to a row)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const [file, prefix] = process.argv.slice(2);
if (!file || !prefix) {
  console.error('usage: node frontend/e2e/support/render-pdf.mjs <file.pdf> <out-prefix>');
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const build = path.join(root, 'node_modules/pdfjs-dist/legacy/build');
const origin = 'http://pdf.render';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await page.route(`${origin}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body style="margin:0">' });
    if (name === 'doc.pdf') return route.fulfill({ contentType: 'application/pdf', body: readFileSync(file) });
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(build, path.basename(name))) });
  });
  await page.goto(`${origin}/`);
  const count = await page.evaluate(async (base) => {
    const pdfjs = await import(`${base}/pdf.mjs`);
    pdfjs.GlobalWorkerOptions.workerSrc = `${base}/pdf.worker.mjs`;
    const doc = await pdfjs.getDocument(`${base}/doc.pdf`).promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const pdfPage = await doc.getPage(n);
      const viewport = pdfPage.getViewport({ scale: 1.25 });
      const canvas = document.createElement('canvas');
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.id = `page-${n}`;
      canvas.style.cssText = 'display:block;margin:8px;box-shadow:0 0 0 1px #94a3b8';
      document.body.append(canvas);
      await pdfPage.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
    }
    return doc.numPages;
  }, origin);
  for (let n = 1; n <= count; n++) await page.locator(`#page-${n}`).screenshot({ path: `${prefix}-${n}.png` });
  await page.addStyleTag({
    content: 'body{display:flex;flex-wrap:wrap;width:2400px;background:#e2e8f0} canvas{width:770px}',
  });
  await page.screenshot({ path: `${prefix}-all.png`, fullPage: true });
  console.log(`${count} pages: ${prefix}-1.png ... ${prefix}-${count}.png`);
} finally {
  await browser.close();
}
