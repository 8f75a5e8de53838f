import type { NestExpressApplication } from '@nestjs/platform-express';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/db';
import { csrfOriginCheck } from './csrf.middleware';
import { DbSessionStore } from './db-session-store';
import { constantTimeEqual } from './password-hash';
import { registerSessionSerializers } from './passport-session';
import { resolveSessionSecret } from './session-secret';
import type { SessionUser } from './session.types';

export const SESSION_COOKIE_NAME = 'seedline.sid';
/** Idle timeout: every request moves the expiry on (rolling). */
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;

const COOKIE: CookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' };

/** Clears the session cookie with the attributes it was set with (browsers match on them). */
export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE_NAME, { ...COOKIE, secure: req.secure });
}

/**
 * Everything between the body parser and the routes that concerns who is calling:
 * 1. the cross-origin check on state-changing requests (403 JSON),
 * 2. express-session stored in the database (cookie `seedline.sid`: httpOnly, SameSite=Lax,
 *    Secure when the request came over TLS, 8 h rolling),
 * 3. passport's login state from the session, kept only for the configured admin username.
 */
export function setupSessions(app: NestExpressApplication, deps: { config: AppConfig; db: Db }): DbSessionStore {
  registerSessionSerializers();
  const store = new DbSessionStore(deps.db);
  app.use(csrfOriginCheck());
  app.use(
    session({
      name: SESSION_COOKIE_NAME,
      secret: resolveSessionSecret(deps.config),
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { ...COOKIE, secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
    }),
  );
  app.use(passport.initialize());
  app.use(passport.session());
  app.use(onlyTheConfiguredAdmin(deps.config.adminUsername));
  // Errors above (e.g. the database is down while a session loads) reach Nest's error handler,
  // so the global exception filter answers them as JSON (503), like any other.
  return store;
}

/** A session logged in under another username (ADMIN_USERNAME changed since) is not an admin any more. */
function onlyTheConfiguredAdmin(adminUsername: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const user = req.user as SessionUser | undefined;
    if (user && !constantTimeEqual(user.username, adminUsername)) {
      req.user = undefined;
      delete (req.session as { passport?: unknown }).passport;
    }
    next();
  };
}
