import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_ENCRYPTION_KEY_FILE, resolveDataEncryptionKey } from './data-encryption-key';

describe('resolveDataEncryptionKey', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-kek-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const quiet = { warn: jest.fn() };

  it('uses the configured key', () => {
    const key = Buffer.alloc(32, 1);
    expect(resolveDataEncryptionKey({ dataEncryptionKey: key, dataDir, databaseUrl: null }, quiet)).toBe(key);
    expect(fs.existsSync(path.join(dataDir, DATA_ENCRYPTION_KEY_FILE))).toBe(false);
  });

  it('generates one key under DATA_DIR and keeps it across starts, silently on the embedded database', () => {
    const logger = { warn: jest.fn() };
    const nested = path.join(dataDir, 'a', 'b');
    const first = resolveDataEncryptionKey({ dataEncryptionKey: null, dataDir: nested, databaseUrl: null }, logger);
    expect(first).toHaveLength(32);
    expect(resolveDataEncryptionKey({ dataEncryptionKey: null, dataDir: nested, databaseUrl: null }, logger)).toEqual(
      first,
    );
    expect(fs.statSync(path.join(nested, DATA_ENCRYPTION_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('warns that replicas need the same key when a shared Postgres is used without one', () => {
    const logger = { warn: jest.fn() };
    resolveDataEncryptionKey({ dataEncryptionKey: null, dataDir, databaseUrl: 'postgres://db/x' }, logger);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/Every API replica .* needs the same key/));
  });

  it('refuses a kept file that holds no 32-byte key', () => {
    fs.writeFileSync(path.join(dataDir, DATA_ENCRYPTION_KEY_FILE), 'short');
    expect(() => resolveDataEncryptionKey({ dataEncryptionKey: null, dataDir, databaseUrl: null }, quiet)).toThrow(
      /no usable 32-byte key/,
    );
  });
});
