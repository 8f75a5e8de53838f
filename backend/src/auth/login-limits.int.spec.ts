import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app';
import { problemOf } from '../testing/problem';
import { LOGIN_RATE_LIMIT_MESSAGE } from './auth.service';

// The admin login's limits are settings like the others (LIMIT_LOGIN_WINDOW_MS,
// LIMIT_LOGINS_PER_ADDRESS_AND_USER, LIMIT_LOGINS_PER_ADDRESS).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LIMIT_LOGINS_PER_ADDRESS_AND_USER: '2', LIMIT_LOGINS_PER_ADDRESS: '3' } });
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string) => t.agent().post('/api/auth/login').send({ username, password });

it('refuses the failed login past LIMIT_LOGINS_PER_ADDRESS_AND_USER, then past LIMIT_LOGINS_PER_ADDRESS', async () => {
  await login(TEST_ADMIN.username, 'wrong-password-1').expect(401);
  await login(TEST_ADMIN.username, 'wrong-password-2').expect(401);
  const third = await login(TEST_ADMIN.username, 'wrong-password-3').expect(429);
  expect(third.body).toEqual(problemOf(429, LOGIN_RATE_LIMIT_MESSAGE, '/api/auth/login'));
  expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  // Another user name from the same address: its own pair counter is fresh, the address's is at 3.
  await login('someone-else', 'wrong-password').expect(429);
});

it('reads the variables, and refuses a value out of range naming it', async () => {
  expect(t.config.limits).toMatchObject({ loginsPerAddressAndUser: 2, loginsPerAddress: 3, loginWindowMs: 900_000 });
  await expect(startTestApp({ env: { LIMIT_LOGIN_WINDOW_MS: '10' } })).rejects.toThrow(/LIMIT_LOGIN_WINDOW_MS/);
});
