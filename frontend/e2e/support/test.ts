// The `test` every browser spec imports: Playwright's, with the spec's own app (support/app.ts) as the
// base URL of every page, request and new browser context. Everything else is Playwright's as it is.
import { test as base } from '@playwright/test';
import { startApp, type RunningApp } from './app';
import { setAppUrl } from './env';

export * from '@playwright/test';

export const test = base.extend<object, { app: RunningApp }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first argument
    async ({}, use) => {
      const app = await startApp();
      setAppUrl(app.url);
      await use(app);
      await app.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
});
