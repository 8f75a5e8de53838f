import { SESSION_COOKIE_NAME, mayUseSession } from './session.setup';

const request = (method: string, path: string, cookie?: string) => ({
  method,
  path,
  headers: cookie === undefined ? {} : { cookie },
});

describe('which requests load a session', () => {
  it('every request that carries the session cookie, whatever it asks for', () => {
    expect(mayUseSession(request('GET', '/api/surveys', `${SESSION_COOKIE_NAME}=s%3Aabc.def`))).toBe(true);
    expect(mayUseSession(request('GET', '/assets/index.js', `theme=dark; ${SESSION_COOKIE_NAME}=s%3Aabc.def`))).toBe(
      true,
    );
  });

  it('the two calls that start one: logging in and unlocking the survey list', () => {
    expect(mayUseSession(request('POST', '/api/auth/login'))).toBe(true);
    expect(mayUseSession(request('POST', '/api/surveys/unlock'))).toBe(true);
  });

  it('no cookie-less respondent, visitor or file request', () => {
    expect(mayUseSession(request('POST', '/api/answers'))).toBe(false);
    expect(mayUseSession(request('GET', '/api/surveys/5eed0000-0000-4000-8000-000000000000'))).toBe(false);
    expect(mayUseSession(request('GET', '/api/auth/login'))).toBe(false);
    expect(mayUseSession(request('GET', '/', 'theme=dark'))).toBe(false);
  });

  it('never a request that presents an API key, whatever cookie rides along', () => {
    const withKey = {
      method: 'POST',
      path: '/api/surveys',
      headers: { cookie: `${SESSION_COOKIE_NAME}=s%3Aabc.def`, authorization: `Bearer seedline_${'a'.repeat(43)}` },
    };
    expect(mayUseSession(withKey)).toBe(false);
    expect(mayUseSession({ ...withKey, headers: { ...withKey.headers, authorization: 'Bearer metrics-token' } })).toBe(
      true,
    );
  });
});
