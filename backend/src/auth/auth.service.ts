import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LIMITS, type PublicLimits } from '@seedline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { CONFIG } from '../core/tokens';
import { clientKey } from '../rate-limit';
import { withRetryAfter } from '../rate-limit';
import { RateLimitService } from '../rate-limit';
import type { LoginDto } from './auth.dto';
import type { LoggedOutView, SessionView } from './auth.views';
import { CredentialsService } from './credentials.service';
import { adminOf, sessionOf, setSessionUser } from '../http/request-identity';
import { clearSessionCookie, destroySession, regenerateSession } from './session.setup';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const LOGIN_RATE_LIMIT_MESSAGE = 'Too many login attempts; try again later';
/**
 * Failed logins are limited per (address, user name) and, more loosely, per address (one address
 * spraying user names): LIMIT_LOGINS_PER_ADDRESS_AND_USER and LIMIT_LOGINS_PER_ADDRESS over
 * LIMIT_LOGIN_WINDOW_MS. Nothing is limited per user name alone: that would let anyone lock the admin
 * out from a few addresses. A flood against one user name from many addresses earns a capped delay.
 */
export function loginLimits(limits: PublicLimits) {
  const windowMs = limits.loginWindowMs;
  return {
    perAddressAndUser: { limit: limits.loginsPerAddressAndUser, windowMs },
    perAddress: { limit: limits.loginsPerAddress, windowMs },
    userFlood: { ...USER_FLOOD, windowMs },
  };
}

const USER_FLOOD = { freeFailures: 20, stepMs: 50, maxDelayMs: 1000 } as const;

/** The login limits when no LIMIT_LOGIN* variable is set. */
export const LOGIN_LIMITS = loginLimits(DEFAULT_LIMITS);

/** How long an attempt on a user name waits when that name has `failures` recent failures. */
export function floodDelayMs(failures: number, rule: typeof LOGIN_LIMITS.userFlood = LOGIN_LIMITS.userFlood): number {
  return Math.min(rule.maxDelayMs, Math.max(0, failures - rule.freeFailures) * rule.stepMs);
}

/** Team members' login and logout over the session; failed attempts are limited per address (see LOGIN_LIMITS). */
@Injectable()
export class AuthService {
  private readonly limits: ReturnType<typeof loginLimits>;

  constructor(
    private readonly credentials: CredentialsService,
    private readonly limiter: RateLimitService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.limits = loginLimits(config.limits);
  }

  async login(req: FastifyRequest, res: FastifyReply, { username, password }: LoginDto): Promise<SessionView> {
    // 1. Count the attempt against the client, and the client with this user name, before checking anything.
    const address = clientKey(req);
    const { perAddressAndUser, perAddress, userFlood } = this.limits;
    const limited = [
      { key: `login:ip:${address}`, ...perAddress },
      { key: `login:ip-user:${address}:${username}`, ...perAddressAndUser },
    ];
    await withRetryAfter(res, async () => {
      for (const { key, limit, windowMs } of limited)
        await this.limiter.hit(key, limit, windowMs, LOGIN_RATE_LIMIT_MESSAGE);
    });
    // 2. A user name under a flood from many addresses slows down (capped); it is never locked.
    const userKey = `login:user:${username}`;
    const { hits: userFailures } = await this.limiter.hit(userKey, Number.MAX_SAFE_INTEGER, userFlood.windowMs);
    const delay = floodDelayMs(userFailures - 1, userFlood);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    // 3. The credentials; only failures count, so the admin's own logins never add up.
    const user = await this.credentials.verifyUser(username, password);
    if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS);
    await Promise.all([...limited.map(({ key }) => key), userKey].map((key) => this.limiter.refund(key)));
    // 4. A new session id on login (no session fixation), holding the user under the key passport used.
    await regenerateSession(req);
    sessionOf(req)!.passport = { user: user.username };
    setSessionUser(req, user);
    return { user: { username: user.username, role: user.role } };
  }

  me(req: FastifyRequest): SessionView {
    const admin = adminOf(req);
    if (!admin) throw new UnauthorizedError('Not logged in');
    return { user: { username: admin.username, role: admin.role } };
  }

  /** Destroys the whole session (not just the login) and tells the browser to drop the cookie. */
  async logout(req: FastifyRequest, res: FastifyReply): Promise<LoggedOutView> {
    await destroySession(req);
    clearSessionCookie(req, res);
    return { success: true };
  }
}
