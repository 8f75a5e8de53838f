import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import passport from 'passport';
import { UnauthorizedError } from '../common/errors';
import { clientKey } from '../rate-limit/client-ip';
import { withRetryAfter } from '../rate-limit/rate-limit.guard';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { LocalStrategy } from './local.strategy';
import { adminOf } from './request-identity';
import { clearSessionCookie } from './session.setup';
import type { SessionUser } from './session.types';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const LOGIN_RATE_LIMIT = {
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: 'Too many login attempts; try again later',
} as const;

/** Admin login and logout over the session; failed attempts are limited per IP and per username. */
@Injectable()
export class AuthService {
  constructor(
    private readonly strategy: LocalStrategy,
    private readonly limiter: RateLimitService,
  ) {}

  async login(req: Request, res: Response, username: string): Promise<{ user: SessionUser }> {
    // 1. Count the attempt against the client and the username before checking anything.
    const keys = [`login:ip:${clientKey(req)}`, `login:user:${username}`];
    await withRetryAfter(res, async () => {
      for (const key of keys) await this.limiter.hit(key, LOGIN_RATE_LIMIT.limit, LOGIN_RATE_LIMIT.windowMs, LOGIN_RATE_LIMIT.message);
    });
    // 2. passport-local checks the credentials.
    const user = await this.authenticate(req, res);
    if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS);
    // 3. Only failures count: the admin's own logins never lock them out.
    await Promise.all(keys.map((key) => this.limiter.refund(key)));
    // 4. passport regenerates the session id on login (no session fixation) and stores the user.
    await new Promise<void>((resolve, reject) => req.logIn(user, (error: unknown) => (error ? reject(error) : resolve())));
    return { user: { username: user.username } };
  }

  me(req: Request): { user: SessionUser } {
    const admin = adminOf(req);
    if (!admin) throw new UnauthorizedError('Not logged in');
    return { user: { username: admin.username } };
  }

  /** Destroys the whole session (not just the login) and tells the browser to drop the cookie. */
  async logout(req: Request, res: Response): Promise<{ success: true }> {
    if (req.session) {
      await new Promise<void>((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
    }
    clearSessionCookie(req, res);
    return { success: true };
  }

  private authenticate(req: Request, res: Response): Promise<SessionUser | null> {
    return new Promise((resolve, reject) => {
      passport.authenticate(this.strategy, { session: false }, (error: unknown, user: SessionUser | false) =>
        error ? reject(error) : resolve(user || null),
      )(req, res, reject);
    });
  }
}
