import { embeddedIpv4, refusedAddress } from './address-policy';
import { endpointUrlProblem } from './endpoint-url';

describe('where webhooks may connect', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '224.0.0.1',
    // IPv4 inside IPv6: a NAT64 network, a 6to4 relay or a Teredo client delivers it to that IPv4 address.
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '::7f00:1', // IPv4-compatible 127.0.0.1
    '::a9fe:a9fe', // IPv4-compatible 169.254.169.254
    '::ffff:0:a00:1', // IPv4-translated 10.0.0.1
    '::ffff:7f00:1', // IPv4-mapped 127.0.0.1, in hex
    '2002:7f00:1::', // 6to4 of 127.0.0.1
    '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
    '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1 (last 32 bits XOR ffffffff)
    '2001:0:a00:1:8000:63bf:3fff:fdd2', // Teredo, server 10.0.0.1
  ])('refuses %s', (address) => {
    expect(refusedAddress(address, false)).toMatch(/private, loopback or link-local/);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1111',
    '64:ff9b::5db8:d822', // NAT64 of 93.184.216.34
    '2002:5db8:d822::1', // 6to4 of 93.184.216.34
    '2001:0:4136:e378:8000:63bf:a247:29dd', // Teredo, client 93.184.214.34 at server 65.54.227.120
  ])('allows the public %s', (address) => {
    expect(refusedAddress(address, false)).toBeNull();
  });

  it('reads the IPv4 address each IPv6 form carries', () => {
    const parts = (text: string) =>
      text.split(':').map((part) => parseInt(part || '0', 16)) as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
    expect(embeddedIpv4(parts('0:0:0:0:0:ffff:c000:201'))).toEqual(['192.0.2.1']);
    expect(embeddedIpv4(parts('64:ff9b:0:0:0:0:c000:201'))).toEqual(['192.0.2.1']);
    expect(embeddedIpv4(parts('2002:c000:201:0:0:0:0:1'))).toEqual(['192.0.2.1']);
    // RFC 4380's example: server 65.54.227.120, client 192.0.2.45 (obfuscated as 3fff:fdd2).
    expect(embeddedIpv4(parts('2001:0:4136:e378:8000:63bf:3fff:fdd2'))).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(embeddedIpv4(parts('2606:4700:0:0:0:0:0:1111'))).toEqual([]);
  });

  it('allows loopback, and only loopback, when the operator says so', () => {
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('::1', true)).toBeNull();
    expect(refusedAddress('10.0.0.1', true)).not.toBeNull();
    expect(refusedAddress('169.254.169.254', true)).not.toBeNull();
  });
});

describe('endpoint URLs', () => {
  it('takes https to a public host', () => {
    expect(endpointUrlProblem('https://hooks.example.com/seedline', false)).toBeNull();
    expect(endpointUrlProblem('https://93.184.216.34/x', false)).toBeNull();
  });

  it('refuses http to a public host, other schemes, credentials and nonsense', () => {
    expect(endpointUrlProblem('http://hooks.example.com/', false)).toMatch(/https/);
    expect(endpointUrlProblem('ftp://hooks.example.com/', false)).toMatch(/https/);
    expect(endpointUrlProblem('https://user:pw@hooks.example.com/', false)).toMatch(/password/);
    expect(endpointUrlProblem('not a url', false)).toMatch(/absolute URL/);
  });

  it('refuses private and link-local addresses written in the URL', () => {
    expect(endpointUrlProblem('https://10.0.0.5/hook', false)).toMatch(/private/);
    expect(endpointUrlProblem('https://169.254.169.254/latest/meta-data', true)).toMatch(/private/);
    expect(endpointUrlProblem('https://[fe80::1]/hook', false)).toMatch(/private/);
    for (const url of ['https://[64:ff9b::7f00:1]/', 'https://[::7f00:1]/', 'https://[2002:7f00:1::]/']) {
      expect(endpointUrlProblem(url, false)).toMatch(/private/);
    }
  });

  it('takes http or https to 127.0.0.1 and localhost only with WEBHOOKS_ALLOW_LOOPBACK', () => {
    expect(endpointUrlProblem('http://127.0.0.1:8080/hook', false)).toMatch(/WEBHOOKS_ALLOW_LOOPBACK/);
    expect(endpointUrlProblem('https://localhost/hook', false)).toMatch(/WEBHOOKS_ALLOW_LOOPBACK/);
    expect(endpointUrlProblem('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(endpointUrlProblem('http://localhost:8080/hook', true)).toBeNull();
    expect(endpointUrlProblem('http://[::1]:8080/hook', true)).toBeNull();
  });
});
