import { z } from 'zod';
import { ConfigError } from './config-error';
import { parseEnv, trustProxy, withDefault } from './variables';
import { readApiConfig } from './api-config';

const TRUST = z.object({ TRUST_PROXY: withDefault(trustProxy(), ['loopback']) });
const trust = (value: string | undefined) => parseEnv(TRUST, { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('is loopback when unset or blank', () => {
    expect(trust(undefined)).toEqual(['loopback']);
    expect(trust(' ')).toEqual(['loopback']);
  });

  it('takes true, false and a hop count as Express means them', () => {
    expect(trust('true')).toBe(true);
    expect(trust('FALSE')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
  });

  it('takes a comma-separated list of addresses, CIDR ranges and named ranges', () => {
    expect(trust('loopback, 10.0.0.0/8,172.16.0.1 , fd00::/8, uniquelocal, ::1')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '172.16.0.1',
      'fd00::/8',
      'uniquelocal',
      '::1',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', 'fd00::/129', '10.0.0.300', 'loopback,,', 'lb.internal', '1.5', '10.0.0.0/8/1'])(
    'refuses %p naming TRUST_PROXY',
    (value) => {
      expect(() => trust(value)).toThrow(ConfigError);
      expect(() => trust(value)).toThrow(/^TRUST_PROXY: must be true, false, a number of proxy hops/);
    },
  );
});

describe('OPENAI_BASE_URL', () => {
  const read = (value: string) => readApiConfig({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: value }, '/srv');

  it.each([
    'https://api.openai.com/v1',
    'https://models.example.com:8443/v1',
    'http://127.0.0.1:11434/v1',
    'http://127.8.9.10/v1',
    'http://localhost:11434/v1',
    'http://[::1]:8000/v1',
    'http://10.1.2.3/v1',
    'http://172.16.0.5/v1',
    'http://172.31.255.1/v1',
    'http://192.168.1.20:8080/v1',
    'http://[fd12:3456::1]/v1',
    'http://[fc00::2]/v1',
  ])('accepts %s', (value) => {
    expect(read(value).provider).toMatchObject({ kind: 'openai', baseURL: value });
  });

  it.each([
    'http://api.openai.com/v1',
    'http://models.example.com/v1',
    'http://8.8.8.8/v1',
    'http://172.32.0.1/v1',
    'http://192.169.1.1/v1',
    'http://[2001:db8::1]/v1',
    'http://localhost.evil.example/v1',
  ])('refuses a remote host over plain http at start-up: %s', (value) => {
    expect(() => read(value)).toThrow(ConfigError);
    expect(() => read(value)).toThrow(/OPENAI_BASE_URL.*https/);
  });
});
