/** What the browser tests know about the app support/app.ts starts for the spec that is running. */
let appUrl: string | null = null;

/** Set by the worker's app fixture (support/test.ts) before any hook or test of the spec runs. */
export const setAppUrl = (url: string) => {
  appUrl = url;
};

/** The running spec's app, e.g. http://127.0.0.1:41234 (for request contexts made outside the fixtures). */
export const e2eBaseUrl = (): string => {
  if (appUrl === null) throw new Error('no e2e app: import `test` from ./support/test');
  return appUrl;
};

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
export const E2E_SURVEYS_PASSWORD = 'e2e-surveys-password';
