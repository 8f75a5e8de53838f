/** What the browser tests know about the server that frontend/e2e/support/server.mjs starts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
export const E2E_SURVEYS_PASSWORD = 'e2e-surveys-password';
