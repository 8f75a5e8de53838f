import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// One project per spec file: a project's tests run in workers of their own, and each worker starts the
// spec's own app (support/test.ts), so no spec sees another's data and two specs run side by side.
const SPECS = fs
  .readdirSync(__dirname)
  .filter((file) => file.endsWith('.e2e.ts'))
  .sort();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** E2E_WORKERS: specs run at once (each a browser and an app); two on this two-core machine. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A focused test (`test.only`) left in fails the run in CI instead of quietly skipping the others.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.resolve(__dirname, '../../.ci-out/playwright.json') }]]
    : [['list']],
  outputDir: path.resolve(__dirname, '../../test-results'),
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: SPECS.map((file) => ({
    name: file.replace(/\.e2e\.ts$/, ''),
    testMatch: new RegExp(`/${escaped(file)}$`),
    use: { ...devices['Desktop Chrome'], channel: undefined },
  })),
});
