import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// In CI a focused browser test fails the Playwright run (forbidOnly in frontend/e2e/playwright.config.ts)
// instead of quietly running alone. Proved on the real config, listing a test file that focuses one test.

const root = path.resolve(__dirname, '../..');
// Inside the repository (so the config resolves @playwright/test) and outside node_modules (which
// Playwright does not compile); .ci-out is ignored by git and the linters.
const dir = path.join(root, '.ci-out', `forbid-only-${randomBytes(4).toString('hex')}`);

beforeAll(() => {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'playwright.config.ts'),
    `import base from ${JSON.stringify(path.join(root, 'frontend/e2e/playwright.config.ts'))};\n` +
      // The real config's settings, with one project for this folder's spec (its own list one project per e2e spec).
      `export default { ...base, testDir: __dirname, projects: [{ name: 'focused', testMatch: /focused\\.e2e\\.ts$/ }], reporter: 'list' };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'focused.e2e.ts'),
    "import { test } from '@playwright/test';\n" +
      "test.only('focused', async () => {});\n" +
      "test('left out by the focus', async () => {});\n",
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** This process's environment without jest's marks, which Playwright refuses to run under. */
const outsideJest = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('JEST_') && name !== 'NODE_OPTIONS'),
  );

function list(env: Record<string, string | undefined>) {
  const run = spawnSync(
    process.execPath,
    [require.resolve('@playwright/test/cli'), 'test', '--list', '-c', path.join(dir, 'playwright.config.ts')],
    { cwd: root, encoding: 'utf8', env: { ...outsideJest(), ...env }, timeout: 60_000 },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

it('fails a CI run that holds a focused test', () => {
  const ci = list({ CI: '1' });
  expect(ci.status).not.toBe(0);
  expect(ci.output).toMatch(/focused with '\.only' is not allowed/);
}, 60_000);

it('lets a developer focus a test outside CI', () => {
  const local = list({ CI: undefined });
  expect(local.output).not.toMatch(/is not allowed/);
  expect(local.status).toBe(0);
}, 60_000);
