import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  resolveSessionSecret,
  SESSION_SECRET_FILE,
  sessionSigningKeys,
  SIGNING_KEY_MIN_LENGTH,
} from './session-secret';

describe('resolveSessionSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-secret-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('uses SESSION_SECRET when it is set and writes nothing', () => {
    expect(resolveSessionSecret({ sessionSecret: 'configured-secret-0123', dataDir })).toBe('configured-secret-0123');
    expect(fs.existsSync(path.join(dataDir, SESSION_SECRET_FILE))).toBe(false);
  });

  it('generates a secret once, keeps it readable only by the owner, and reuses it', () => {
    const nested = path.join(dataDir, 'fresh');
    const first = resolveSessionSecret({ sessionSecret: null, dataDir: nested });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(nested, SESSION_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ sessionSecret: null, dataDir: nested })).toBe(first);
  });

  it('refuses an empty secret file instead of signing with nothing', () => {
    fs.writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), '\n');
    expect(() => resolveSessionSecret({ sessionSecret: null, dataDir })).toThrow(/no usable session secret/);
  });
});

describe('sessionSigningKeys', () => {
  it('signs with a secret of 32 or more characters as it is (a generated one has 43)', () => {
    const secret = 'x'.repeat(SIGNING_KEY_MIN_LENGTH);
    expect(sessionSigningKeys(secret)).toEqual([secret]);
  });

  it('signs with a 32-byte key derived from a shorter secret, and still checks cookies signed with the secret itself', () => {
    const secret = '0123456789abcdef'; // 16 characters: the least SESSION_SECRET accepts
    const [signing, ...checking] = sessionSigningKeys(secret);
    expect(signing.length).toBeGreaterThanOrEqual(SIGNING_KEY_MIN_LENGTH);
    expect(signing).not.toContain(secret);
    expect(checking).toEqual([secret]);
    // The same secret derives the same key on every replica and after every restart; another, another.
    expect(sessionSigningKeys(secret)[0]).toBe(signing);
    expect(sessionSigningKeys('0123456789abcdeF')[0]).not.toBe(signing);
  });
});
