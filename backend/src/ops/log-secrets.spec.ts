import { REDACTED, withoutSecrets } from './log-secrets';

describe('withoutSecrets', () => {
  it('censors a password and the Authorization and Cookie headers at the top and one level down', () => {
    const fields = {
      password: 'hunter2',
      headers: { authorization: 'Bearer a', accept: 'text/html' },
      req: { method: 'POST', headers: { cookie: 's=1', authorization: 'Bearer b' } },
      dto: { username: 'admin', password: 'hunter3' },
    };
    expect(withoutSecrets(fields)).toEqual({
      password: REDACTED,
      headers: { authorization: REDACTED, accept: 'text/html' },
      req: { method: 'POST', headers: { cookie: REDACTED, authorization: REDACTED } },
      dto: { username: 'admin', password: REDACTED },
    });
  });

  it('leaves the logged object as it was, and returns it as it is when it holds no secret', () => {
    const req = { headers: { cookie: 's=1' } };
    const fields = { req };
    withoutSecrets(fields);
    expect(req.headers.cookie).toBe('s=1');
    const line = {
      requestId: 'r1',
      status: 200,
      route: '/api/surveys/:idOrSlug',
      extra: { headers: { accept: '*/*' } },
    };
    expect(withoutSecrets(line)).toBe(line);
  });

  it('keeps an error an error, with its message and stack, when its headers are censored', () => {
    const err = Object.assign(new Error('upstream refused'), { headers: { authorization: 'Bearer sk-1' } });
    const censored = withoutSecrets({ err }).err as Error & { headers: Record<string, string> };
    expect(censored).toBeInstanceOf(Error);
    expect(censored.message).toBe('upstream refused');
    expect(censored.stack).toBe(err.stack);
    expect(censored.headers.authorization).toBe(REDACTED);
    expect(err.headers.authorization).toBe('Bearer sk-1');
  });
});
