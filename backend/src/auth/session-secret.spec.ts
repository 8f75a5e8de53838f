import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSessionSecret, SESSION_SECRET_FILE } from './session-secret';

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
