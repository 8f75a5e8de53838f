import type { AppConfig } from '../config/config';
import type { Queryable } from '../db/db';
import { generatePassword, hashPassword } from './password-hash';

export const ADMIN_PASSWORD_SETTING = 'admin_password_hash';
export const SURVEYS_PASSWORD_SETTING = 'surveys_access_password_hash';

export type PasswordHashSource = {
  passwordHash: string;
  /** The clear password, only to the process that generated and stored it (print it once). */
  generatedPassword: string | null;
};

/**
 * The hash to check a password against: of the configured value when there is one (kept in
 * memory, never stored); otherwise the stored hash; otherwise a new random password whose hash
 * is inserted if still absent, so replicas starting together agree and only the winner prints it.
 */
export async function ensurePasswordHash(
  db: Queryable,
  setting: string,
  configured: string | null,
): Promise<PasswordHashSource> {
  if (configured !== null) return { passwordHash: await hashPassword(configured), generatedPassword: null };
  const stored = await readSetting(db, setting);
  if (stored !== null) return { passwordHash: stored, generatedPassword: null };
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const inserted = await db.query(
    'INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
    [setting, passwordHash],
  );
  if (inserted.rowCount === 1) return { passwordHash, generatedPassword: password };
  const winner = await readSetting(db, setting);
  if (winner === null) throw new Error(`app_settings.${setting} vanished while it was being created`);
  return { passwordHash: winner, generatedPassword: null };
}

async function readSetting(db: Queryable, key: string): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

export type AdminCredentials = { username: string; generatedPassword: string | null; passwordHash: string };

/** ADMIN_USERNAME with ADMIN_PASSWORD, or a password generated at first start (see ensurePasswordHash). */
export async function ensureAdminCredentials(
  db: Queryable,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword'>,
): Promise<AdminCredentials> {
  const source = await ensurePasswordHash(db, ADMIN_PASSWORD_SETTING, config.adminPassword);
  return { username: config.adminUsername, ...source };
}

/** SURVEYS_ACCESS_PASSWORD, or a password generated at first start, for the survey-list gate. */
export function ensureSurveyGatePassword(
  db: Queryable,
  config: Pick<AppConfig, 'surveysAccessPassword'>,
): Promise<PasswordHashSource> {
  return ensurePasswordHash(db, SURVEYS_PASSWORD_SETTING, config.surveysAccessPassword);
}

/** The one-time notice of generated passwords, or null when nothing was generated. */
export function credentialsBanner(generated: {
  adminUsername: string;
  adminPassword: string | null;
  surveysAccessPassword: string | null;
}): string | null {
  if (generated.adminPassword === null && generated.surveysAccessPassword === null) return null;
  const line = '='.repeat(72);
  const lines = [
    line,
    '  Seedline generated these passwords at first start. They are shown ONCE:',
    '  only their hashes are stored. Save them now.',
    '',
  ];
  if (generated.adminPassword !== null) {
    lines.push(`  Admin login (/admin/login)   username: ${generated.adminUsername}`);
    lines.push(`                               password: ${generated.adminPassword}`);
  }
  if (generated.surveysAccessPassword !== null) {
    lines.push(`  Survey list (/surveys)       password: ${generated.surveysAccessPassword}`);
  }
  lines.push('', '  To choose your own, set ADMIN_PASSWORD / SURVEYS_ACCESS_PASSWORD.', line);
  return `\n${lines.join('\n')}\n\n`;
}
