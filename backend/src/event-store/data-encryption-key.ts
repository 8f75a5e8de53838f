import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { EventCatalogue } from './event-fields';
import { EventCipher } from './event-cipher';

export const DATA_ENCRYPTION_KEY_FILE = 'data-encryption-key';

type KeyConfig = { dataEncryptionKey: Buffer | null; dataDir: string; databaseUrl: string | null };
type KeyLogger = { warn(message: string): void };

/**
 * DATA_ENCRYPTION_KEY when set; otherwise a random key generated once and kept in
 * `${dataDir}/data-encryption-key` (base64, mode 0600), as the session secret is. With a shared
 * Postgres (DATABASE_URL) that is logged as a warning: every replica must be given the same key.
 */
export function resolveDataEncryptionKey(config: KeyConfig, logger: KeyLogger = console): Buffer {
  if (config.dataEncryptionKey) return config.dataEncryptionKey;
  const file = path.join(config.dataDir, DATA_ENCRYPTION_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one key.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} holds no usable 32-byte key (base64)`);
  if (config.databaseUrl) {
    logger.warn(
      `DATA_ENCRYPTION_KEY is not set: using the key kept in ${file}. Every API replica on this database ` +
        'needs the same key (set DATA_ENCRYPTION_KEY), and losing it makes personal data in the events unreadable.',
    );
  }
  return key;
}

export function createEventCipher(config: KeyConfig, catalogue: EventCatalogue, logger?: KeyLogger): EventCipher {
  return new EventCipher(resolveDataEncryptionKey(config, logger), catalogue);
}
