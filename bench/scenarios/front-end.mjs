// Front end: gzip JavaScript of the home page, of the survey and admin features beyond the shared
// entry (from Vite's manifest), and Lighthouse's mobile performance score of / and /survey/{id}
// served by the API, in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetRow } from './rows.mjs';

const HOME = 'src/app/routes/home.tsx';
const SURVEY = 'src/features/survey/routes.tsx';
const ADMIN = 'src/features/admin/routes.tsx';
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/** Gzip KB of JavaScript by page, as check-bundle-size.mjs counts it. @param {string} dist */
export function bundleSizes(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  /** @param {string} key @param {Set<string>} seen @returns {Set<string>} */
  const closure = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  /** @param {Iterable<string>} keys */
  const gzipKb = (keys) =>
    [...keys].reduce((total, key) => {
      const file = manifest[key].file;
      return file.endsWith('.js')
        ? total + gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
        : total;
    }, 0);
  const entry = closure(entryKey);
  /** @param {string} key */
  const beyondEntry = (key) => [...closure(key)].filter((k) => !entry.has(k));
  for (const key of [HOME, SURVEY, ADMIN])
    if (!manifest[key]) throw new Error(`no chunk for ${key} in the Vite manifest`);
  return {
    entryKb: gzipKb(entry),
    homeKb: gzipKb(new Set([...entry, ...closure(HOME)])),
    surveyBeyondEntryKb: gzipKb(beyondEntry(SURVEY)),
    adminBeyondEntryKb: gzipKb(beyondEntry(ADMIN)),
  };
}

/** @param {import('./context.mjs').Context} ctx */
export async function frontEnd(ctx) {
  const sizes = bundleSizes(path.join(ctx.root, 'frontend/dist'));
  const rows = [
    budgetRow({
      scenario: 'front end',
      measure: 'home page JS (gzip, entry + home route)',
      value: sizes.homeKb,
      unit: 'KB',
      max: 100,
    }),
    budgetRow({
      scenario: 'front end',
      measure: 'survey page JS beyond the shared entry (gzip)',
      value: sizes.surveyBeyondEntryKb,
      unit: 'KB',
      max: 60,
    }),
    budgetRow({
      scenario: 'front end',
      measure: 'admin chunk JS beyond the shared entry (gzip)',
      value: sizes.adminBeyondEntryKb,
      unit: 'KB',
    }),
  ];
  /** @type {any} */
  let lighthouse = null;
  let lighthouseError = null;
  if (ctx.settings.lighthouse) {
    try {
      lighthouse = await ctx.runChild(
        'load/lighthouse.mjs',
        {
          chromePath: CHROMIUM,
          pages: [
            { name: '/', url: `${ctx.stack.apiUrl}/` },
            { name: '/survey/{id}', url: `${ctx.stack.apiUrl}/survey/${ctx.survey.surveyId}` },
          ],
        },
        600_000,
      );
    } catch (error) {
      lighthouseError = error instanceof Error ? error.message : String(error);
    }
  }
  for (const name of ['/', '/survey/{id}']) {
    const page = lighthouse?.pages.find((/** @type {{ name: string }} */ p) => p.name === name);
    rows.push(
      budgetRow({
        scenario: 'front end',
        measure: `Lighthouse performance ${name} (mobile)`,
        value: page ? page.score : null,
        unit: '',
        min: 95,
        note: page
          ? `median of ${page.scores.join(', ')}: FCP ${page.fcpMs} ms, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}`
          : lighthouseError
            ? `Lighthouse could not run: ${lighthouseError.split('\n')[0]}`
            : 'skipped (BENCH_LIGHTHOUSE=0)',
      }),
    );
  }
  return { rows, details: { sizes, lighthouse, lighthouseError } };
}
