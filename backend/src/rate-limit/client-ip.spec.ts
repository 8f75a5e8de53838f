import { clientKey, clientKeyForAddress } from './client-ip';

describe('clientKeyForAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKeyForAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('unwraps IPv4-mapped IPv6 addresses, in both notations', () => {
    expect(clientKeyForAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientKeyForAddress('::ffff:7f00:1')).toBe('127.0.0.1');
  });

  it('counts IPv6 clients by their /64 network', () => {
    expect(clientKeyForAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyForAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyForAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyForAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyForAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('answers unknown for anything that is not an address', () => {
    expect(clientKeyForAddress(undefined)).toBe('unknown');
    expect(clientKeyForAddress('')).toBe('unknown');
    expect(clientKeyForAddress('not-an-ip')).toBe('unknown');
    expect(clientKeyForAddress('1.2.3.4, 5.6.7.8')).toBe('unknown');
  });
});

describe('clientKey', () => {
  it('prefers the proxy-aware req.ip, then the socket address', () => {
    expect(clientKey({ ip: '198.51.100.1', socket: { remoteAddress: '127.0.0.1' } })).toBe('198.51.100.1');
    expect(clientKey({ socket: { remoteAddress: '::ffff:10.0.0.2' } })).toBe('10.0.0.2');
    expect(clientKey({})).toBe('unknown');
  });
});
