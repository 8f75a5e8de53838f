import { refusedAddress } from './address-policy';
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
  ])('refuses %s', (address) => {
    expect(refusedAddress(address, false)).toMatch(/private, loopback or link-local/);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111'])('allows the public %s', (address) => {
    expect(refusedAddress(address, false)).toBeNull();
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
  });

  it('takes http or https to 127.0.0.1 and localhost only with WEBHOOKS_ALLOW_LOOPBACK', () => {
    expect(endpointUrlProblem('http://127.0.0.1:8080/hook', false)).toMatch(/WEBHOOKS_ALLOW_LOOPBACK/);
    expect(endpointUrlProblem('https://localhost/hook', false)).toMatch(/WEBHOOKS_ALLOW_LOOPBACK/);
    expect(endpointUrlProblem('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(endpointUrlProblem('http://localhost:8080/hook', true)).toBeNull();
    expect(endpointUrlProblem('http://[::1]:8080/hook', true)).toBeNull();
  });
});
