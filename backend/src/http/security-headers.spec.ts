import { type IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { helmetChanges, securityHeaders, SITE_POLICY } from './security-headers';

function response(): ServerResponse {
  const res = new ServerResponse({ method: 'GET', headers: {} } as IncomingMessage);
  res.setHeader('X-Powered-By', 'something');
  return res;
}

describe('securityHeaders', () => {
  it('leaves a response as helmet itself leaves it', () => {
    const byHelmet = response();
    helmet(SITE_POLICY)({} as IncomingMessage, byHelmet, () => undefined);
    const ours = response();
    securityHeaders()(ours);
    expect(ours.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(ours.getHeader('x-powered-by')).toBeUndefined();
    expect(ours.getHeader('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(ours.getHeader('x-frame-options')).toBe('SAMEORIGIN');
    expect(ours.getHeader('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('refuses a misconfiguration at start, not on the first request', () => {
    expect(() => helmetChanges({ contentSecurityPolicy: { directives: { 'default-src': ['self'] } } })).toThrow();
  });
});
