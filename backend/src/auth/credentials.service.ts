import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { CONFIG, DB } from '../core/tokens';
import type { Db } from '../db/db';
import { constantTimeEqual } from '../common/constant-time';
import { verifyPassword } from './password-hash';
import type { SessionUser } from '../http/session.types';
import { findLoginUser } from './users/users.queries';
import { UsersService } from './users/users.service';
import { credentialsBanner, ensureAdminCredentials, ensureSurveyGatePassword } from './startup-credentials';

export type GeneratedPasswords = { adminPassword: string | null; surveysAccessPassword: string | null };

/**
 * Checks members' passwords (the users table) and the survey-list gate's. ADMIN_USERNAME is made the
 * first owner at start-up, with ADMIN_PASSWORD's hash or the stored admin hash of an existing install;
 * while ADMIN_PASSWORD is set, that member's login checks it (in memory, as before users existed).
 */
@Injectable()
export class CredentialsService implements OnModuleInit {
  private adminHash: string | null = null;
  private surveysHash: string | null = null;
  /** What this process generated at start-up (null when configured or generated earlier). */
  generated: GeneratedPasswords = { adminPassword: null, surveysAccessPassword: null };

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Db,
    private readonly users: UsersService,
  ) {}

  async onModuleInit(): Promise<void> {
    const admin = await ensureAdminCredentials(this.db, this.config);
    const surveys = await ensureSurveyGatePassword(this.db, this.config);
    this.adminHash = admin.passwordHash;
    this.surveysHash = surveys.passwordHash;
    await this.users.ensureFirstOwner(admin.username, admin.passwordHash);
    this.generated = { adminPassword: admin.generatedPassword, surveysAccessPassword: surveys.generatedPassword };
    const banner = credentialsBanner({ adminUsername: admin.username, ...this.generated });
    // Straight to stdout, whatever the log level: this is the operator's only chance to see them.
    if (banner) process.stdout.write(banner);
  }

  /**
   * The active member when name and password match. A hash is checked whether or not the name is known,
   * so timing tells nothing about which failed.
   */
  async verifyUser(username: string, password: string): Promise<SessionUser | null> {
    const user = await findLoginUser(this.db, username);
    const configured = this.config.adminPassword !== null && constantTimeEqual(username, this.config.adminUsername);
    const hash = (configured ? this.adminHash : user?.passwordHash) ?? this.required(this.adminHash);
    const passwordMatches = await verifyPassword(hash, password);
    if (!user || user.passwordHash === null || !passwordMatches) return null;
    return { userId: user.userId, username: user.username, role: user.role };
  }

  verifySurveyGate(password: string): Promise<boolean> {
    return verifyPassword(this.required(this.surveysHash), password);
  }

  private required(hash: string | null): string {
    if (hash === null) throw new Error('Credentials are not ready: the auth module has not initialised');
    return hash;
  }
}
