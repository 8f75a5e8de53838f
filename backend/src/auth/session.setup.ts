import type { NestExpressApplication } from '@nestjs/platform-express';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/db';
import { presentedApiKey } from '../http/api-key-header';
import { csrfOriginCheck } from './csrf.middleware';
import { DbSessionStore } from './db-session-store';
import { constantTimeEqual } from '../common/constant-time';
import { registerSessionSerializers } from './passport-session';
import { resolveSessionSecret } from './session-secret';
import type { SessionUser } from '../http/session.types';

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
 *    Secure when the request came over TLS, directly or through a proxy TRUST_PROXY trusts, 8 h rolling),
 * 3. passport's login state from the session, kept only for the configured admin username.
 * Steps 2 and 3 run only for requests that carry the cookie or start a session (mayUseSession).
 */
export function setupSessions(app: NestExpressApplication, deps: { config: AppConfig; db: Db }): DbSessionStore {
  registerSessionSerializers();
  const store = new DbSessionStore(deps.db, { absoluteTtlMs: deps.config.sessionAbsoluteTtlMs });
  app.use(csrfOriginCheck());
  const sessionChain = [
    session({
      name: SESSION_COOKIE_NAME,
      secret: resolveSessionSecret(deps.config),
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { ...COOKIE, secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
    }),
    passport.initialize(),
    passport.session(),
    onlyTheConfiguredAdmin(deps.config.adminUsername),
  ];
  // A request without the cookie has no session to load, and only the two calls that start one need
  // a fresh one: respondents, visitors and the site's files skip the session machinery.
  app.use((req: Request, res: Response, next: NextFunction) =>
    mayUseSession(req) ? runChain(sessionChain, req, res, next) : next(),
  );
  // Errors above (e.g. the database is down while a session loads) reach Nest's error handler,
  // so the global exception filter answers them as JSON (503), like any other.
  return store;
}

/** The calls that start a session: logging in, and unlocking the survey list. */
const SESSION_STARTERS = new Set(['/api/auth/login', '/api/surveys/unlock']);

/**
 * True when the request carries the session cookie or starts a session; otherwise it runs without one.
 * A request presenting an API key never has a session, whatever cookie it carries: it skipped the
 * cross-origin check for its key, so a cookie must not ride along on it.
 */
export function mayUseSession(req: Pick<Request, 'headers' | 'method' | 'path'>): boolean {
  if (presentedApiKey(req.headers) !== null) return false;
  const cookies = req.headers.cookie;
  if (cookies !== undefined && cookies.includes(`${SESSION_COOKIE_NAME}=`)) return true;
  return req.method === 'POST' && SESSION_STARTERS.has(req.path);
}

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/** Runs middleware in order, as app.use would; an error skips the rest and goes to next(error). */
function runChain(chain: readonly Middleware[], req: Request, res: Response, done: NextFunction, index = 0): void {
  const middleware = chain[index];
  if (!middleware) return done();
  middleware(req, res, (error?: unknown) => (error ? done(error) : runChain(chain, req, res, done, index + 1)));
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
