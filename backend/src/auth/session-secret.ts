import { hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';

/**
 * SESSION_SECRET when set; otherwise a random secret generated once and kept in
 * `${dataDir}/session-secret` (mode 0600), so sessions survive restarts. Replicas that do
 * not share DATA_DIR must be given one SESSION_SECRET.
 */
export function resolveSessionSecret(config: { sessionSecret: string | null; dataDir: string }): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SESSION_SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one secret.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 16) throw new Error(`${file} holds no usable session secret; delete it to generate a new one`);
  return secret;
}

/** The shortest key @fastify/session signs with (it refuses a shorter secret). */
export const SIGNING_KEY_MIN_LENGTH = 32;

/**
 * The keys the session cookie is signed and checked with, the signing key first. A secret of 32 or
 * more characters (a generated one has 43) signs as it always did. A shorter one (SESSION_SECRET
 * allows 16) signs through a 32-byte key derived from it with HKDF-SHA256, and still checks cookies
 * signed with it directly, as they were before the plugin: such a session is moved to the derived key
 * on its next request (session.setup.ts). Deriving adds no strength; the secret's own length is what
 * counts.
 */
export function sessionSigningKeys(secret: string): string[] {
  if (secret.length >= SIGNING_KEY_MIN_LENGTH) return [secret];
  const derived = Buffer.from(hkdfSync('sha256', secret, '', 'seedline session cookie', 32)).toString('base64url');
  return [derived, secret];
}
