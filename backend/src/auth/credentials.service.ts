import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { CONFIG, DB } from '../core/tokens';
import type { Db } from '../db/db';
import { constantTimeEqual } from '../common/constant-time';
import { verifyPassword } from './password-hash';
import type { SessionUser } from '../http/session.types';
import { credentialsBanner, ensureAdminCredentials, ensureSurveyGatePassword } from './startup-credentials';

export type GeneratedPasswords = { adminPassword: string | null; surveysAccessPassword: string | null };

/** Holds the password hashes for the admin and the survey-list gate, prepared at start-up. */
@Injectable()
export class CredentialsService implements OnModuleInit {
  private adminHash: string | null = null;
  private surveysHash: string | null = null;
  /** What this process generated at start-up (null when configured or generated earlier). */
  generated: GeneratedPasswords = { adminPassword: null, surveysAccessPassword: null };

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Db,
  ) {}

  async onModuleInit(): Promise<void> {
    const admin = await ensureAdminCredentials(this.db, this.config);
    const surveys = await ensureSurveyGatePassword(this.db, this.config);
    this.adminHash = admin.passwordHash;
    this.surveysHash = surveys.passwordHash;
    this.generated = { adminPassword: admin.generatedPassword, surveysAccessPassword: surveys.generatedPassword };
    const banner = credentialsBanner({ adminUsername: admin.username, ...this.generated });
    // Straight to stdout, whatever the log level: this is the operator's only chance to see them.
    if (banner) process.stdout.write(banner);
  }

  /** The admin when both match. Both checks always run, so timing tells nothing about which failed. */
  async verifyAdmin(username: string, password: string): Promise<SessionUser | null> {
    const usernameMatches = constantTimeEqual(username, this.config.adminUsername);
    const passwordMatches = await verifyPassword(this.required(this.adminHash), password);
    return usernameMatches && passwordMatches ? { username: this.config.adminUsername } : null;
  }

  verifySurveyGate(password: string): Promise<boolean> {
    return verifyPassword(this.required(this.surveysHash), password);
  }

  private required(hash: string | null): string {
    if (hash === null) throw new Error('Credentials are not ready: the auth module has not initialised');
    return hash;
  }
}
