import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './support/env';

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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // A focused test (`test.only`) left in fails the run in CI instead of quietly skipping the others.
  forbidOnly: !!process.env.CI,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: path.resolve(__dirname, '../../.ci-out/playwright.json') }]]
    : [['list']],
  outputDir: path.resolve(__dirname, '../../test-results'),
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node frontend/e2e/support/server.mjs',
    cwd: path.resolve(__dirname, '../..'),
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
