// Lighthouse performance score (its own process) of pages served by the API, in Debian's Chromium,
// with Lighthouse's default mobile profile (Moto G-class screen, simulated slow 4G and 4x CPU slowdown).
// Each page is audited RUNS times and the median run (by score) is reported, as Lighthouse's own
// guidance on variability advises: one run's total blocking time moves with whatever else the two
// cores are doing, and a single run flipped the row between met and missed.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** @typedef {{ chromePath: string, pages: { name: string, url: string }[] }} LighthouseInput */

/** @type {LighthouseInput} */
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

const chrome = await chromeLauncher.launch({
  chromePath: input.chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** @param {any} lhr @param {string} id */
const metric = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

/** One Lighthouse run; a trace that failed to record (NO_NAVSTART and the like) is tried again. @param {string} url */
async function audit(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const error = !result
      ? 'no result'
      : result.lhr.runtimeError
        ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
        : null;
    if (!error && result) return result.lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${error}`);
  }
}

const RUNS = 3;
const scoreOf = (/** @type {any} */ lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);

/** The median of RUNS audits by score, with every run's score. @param {string} url */
async function medianAudit(url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url));
  const sorted = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b));
  return { lhr: sorted[Math.floor(sorted.length / 2)], scores: runs.map(scoreOf) };
}

const pages = [];
try {
  for (const page of input.pages) {
    const { lhr, scores } = await medianAudit(page.url);
    pages.push({
      name: page.name,
      url: page.url,
      score: scoreOf(lhr),
      scores,
      fcpMs: metric(lhr, 'first-contentful-paint'),
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      tbtMs: metric(lhr, 'total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      speedIndexMs: metric(lhr, 'speed-index'),
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
      warnings: lhr.runWarnings,
      // What Lighthouse says would save the most time, largest first.
      opportunities: Object.values(lhr.audits)
        .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
        .sort((a, b) => (b.details.overallSavingsMs ?? 0) - (a.details.overallSavingsMs ?? 0))
        .slice(0, 6)
        .map((audit) => ({
          id: audit.id,
          savingsMs: Math.round(audit.details.overallSavingsMs),
          savingsBytes: audit.details.overallSavingsBytes ?? null,
        })),
      diagnostics: [
        'render-blocking-resources',
        'uses-text-compression',
        'font-display',
        'largest-contentful-paint-element',
        'mainthread-work-breakdown',
        'bootup-time',
      ]
        .filter((id) => lhr.audits[id])
        .map((id) => ({ id, score: lhr.audits[id].score, display: lhr.audits[id].displayValue ?? null })),
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
        score: Math.round((item.score ?? 0) * 1000) / 1000,
        element: item.node?.selector ?? null,
        snippet: item.node?.snippet?.slice(0, 120) ?? null,
      })),
    });
  }
} finally {
  await chrome.kill();
}
const { version } = JSON.parse(
  fs.readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
);
process.stdout.write(`${JSON.stringify({ lighthouseVersion: version, pages })}\n`);
