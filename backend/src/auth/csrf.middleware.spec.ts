import { isCrossOriginWrite } from './csrf.middleware';

const req = (method: string, headers: Record<string, string>, protocol = 'https') => ({ method, headers, protocol });

describe('isCrossOriginWrite', () => {
  it('never refuses safe methods, whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(isCrossOriginWrite(req(method, { host: 'seedline.test', origin: 'https://evil.test' }))).toBe(false);
    }
  });

  it('refuses writes whose Origin names another host', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isCrossOriginWrite(req(method, { host: 'seedline.test', origin: 'https://evil.test' }))).toBe(true);
    }
  });

  it('allows writes from the same host, ignoring case and default ports', () => {
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', origin: 'https://seedline.test' }))).toBe(false);
    expect(isCrossOriginWrite(req('POST', { host: 'Seedline.Test:443', origin: 'https://seedline.test' }))).toBe(false);
    expect(isCrossOriginWrite(req('POST', { host: 'localhost:3000', origin: 'http://localhost:3000' }, 'http'))).toBe(
      false,
    );
  });

  it('treats another scheme as another origin', () => {
    // An https page of the same host is not the http server's origin, nor the other way round.
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', origin: 'https://seedline.test' }, 'http'))).toBe(
      true,
    );
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test:80', origin: 'http://seedline.test' }, 'https'))).toBe(
      true,
    );
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', referer: 'http://seedline.test/admin' }))).toBe(
      true,
    );
  });

  it('treats another port or a subdomain as another origin', () => {
    expect(isCrossOriginWrite(req('POST', { host: 'localhost:3000', origin: 'http://localhost:5173' }, 'http'))).toBe(
      true,
    );
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', origin: 'https://evil.seedline.test' }))).toBe(true);
  });

  it('falls back to Referer when Origin is absent', () => {
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', referer: 'https://evil.test/page' }))).toBe(true);
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', referer: 'https://seedline.test/admin' }))).toBe(
      false,
    );
  });

  it('refuses opaque, malformed and non-web origins', () => {
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', origin: 'null' }))).toBe(true);
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', origin: '::::' }))).toBe(true);
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test', origin: 'file:///tmp/x.html' }))).toBe(true);
    expect(isCrossOriginWrite(req('POST', { origin: 'https://seedline.test' }))).toBe(true);
  });

  it('allows writes that name no origin at all (non-browser clients)', () => {
    expect(isCrossOriginWrite(req('POST', { host: 'seedline.test' }))).toBe(false);
  });
});
