import { type IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { securityHeaders, SITE_POLICY } from './security-headers';

const request = { method: 'GET', headers: {} } as IncomingMessage;

function response(): ServerResponse {
  const res = new ServerResponse(request);
  res.setHeader('X-Powered-By', 'something');
  return res;
}

describe('securityHeaders', () => {
  it('leaves a response as helmet itself leaves it', () => {
    const byHelmet = response();
    helmet(SITE_POLICY)(request, byHelmet, () => undefined);
    const ours = response();
    securityHeaders()(request, ours);
    expect(ours.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(ours.getHeader('x-powered-by')).toBeUndefined();
    expect(ours.getHeader('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(ours.getHeader('x-frame-options')).toBe('SAMEORIGIN');
    expect(ours.getHeader('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('sends the headers the site sent before helmet ran on the response itself', () => {
    const res = response();
    securityHeaders()(request, res);
    expect(res.getHeaders()).toEqual({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('refuses a misconfiguration at start, not on the first request', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { 'default-src': ['self'] } } })).toThrow();
  });
});
