// Build check (runs after `vite build`): the home page's JavaScript, meaning the entry chunk,
// everything it imports statically and the home route chunk with its static imports, must stay
// under 150 KB gzip, and public pages must not pull in the survey or admin code.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 150 * 1024;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const HOME = 'src/app/routes/home.tsx';
const SURVEY = 'src/features/survey/routes.tsx';
const ADMIN = 'src/app/routes/admin/admin-routes.tsx';

const fail = (message) => {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('no entry chunk in the manifest');
for (const key of [HOME, SURVEY, ADMIN]) if (!manifest[key]) fail(`no chunk for ${key} in the manifest`);

/** The chunk and every chunk it imports statically, transitively. */
const staticClosure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
};

const gzipCache = new Map();
const gzipBytes = (key) => {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) return 0;
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const sum = (keys) => [...keys].reduce((total, key) => total + gzipBytes(key), 0);
const minus = (a, b) => new Set([...a].filter((key) => !b.has(key)));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = staticClosure(entryKey);
const home = new Set([...entry, ...staticClosure(HOME)]);
const survey = minus(staticClosure(SURVEY), entry);
const admin = minus(staticClosure(ADMIN), entry);
const marketingRoutes = Object.keys(manifest).filter(
  (key) => key.startsWith('src/app/routes/') && !key.startsWith('src/app/routes/admin/'),
);
const marketing = minus(new Set(marketingRoutes.flatMap((key) => [...staticClosure(key)])), entry);

const rows = [
  ['entry (with static imports)', sum(entry)],
  ['home route chunk', sum(minus(staticClosure(HOME), entry))],
  [`marketing routes (${marketingRoutes.length} chunks, all)`, sum(marketing)],
  ['survey feature', sum(survey)],
  ['admin feature', sum(admin)],
  ['HOME PAGE TOTAL', sum(home)],
];
console.log('\nJavaScript, gzip:');
for (const [label, bytes] of rows) console.log(`  ${label.padEnd(40)} ${kb(bytes).padStart(10)}`);

for (const [name, key] of [
  ['survey', SURVEY],
  ['admin', ADMIN],
]) {
  if (home.has(key)) fail(`the home page loads the ${name} feature statically; it must stay a lazy chunk`);
}
if (sum(home) > LIMIT_BYTES) fail(`home page JS is ${kb(sum(home))} gzip, over the ${kb(LIMIT_BYTES)} budget`);
console.log(`\nHome page JS ${kb(sum(home))} gzip is within the ${kb(LIMIT_BYTES)} budget.`);
