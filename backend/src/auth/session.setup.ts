import fastifyCookie from '@fastify/cookie';
import fastifySession, { type FastifySessionOptions } from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/db';
import { presentedApiKey } from '../http/api-key-header';
import { hookWhen } from '../http/hook-when';
import { pathOf } from '../http/request-path';
import { sessionOf, setSessionUser } from '../http/request-identity';
import type { SessionData } from '../http/session.types';
import { findSessionUser } from './users/users.queries';
import { DbSessionStore } from './db-session-store';
import { resolveSessionSecret, sessionSigningKeys } from './session-secret';

export const SESSION_COOKIE_NAME = 'seedline.sid';
/** Idle timeout: every request moves the expiry on (rolling). */
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;
/** The cookie holds `s:` + the id + `.` + its signature, as express-session wrote it: older cookies stay valid. */
const COOKIE_PREFIX = 's:';
const SESSION_FIELDS: (keyof SessionData)[] = ['passport', 'surveysUnlocked', 'createdAt'];

/**
 * Browser sessions through @fastify/cookie and @fastify/session, stored in the database (DbSessionStore):
 * cookie `seedline.sid` (httpOnly, SameSite=Lax, Secure when the request came over TLS, directly or
 * through a proxy TRUST_PROXY trusts, 8 h rolling), written only once something was put in it.
 * Sessions load only for requests that carry the cookie or start a session (mayUseSession), after the
 * cross-origin check (app.factory.ts); a login whose user is not an active member (deactivated, or
 * never one) is dropped as it loads: the users table is read for it on every request, on every replica. Errors (e.g. the database is down while a session loads) reach the exception
 * filter (503).
 */
export async function setupSessions(fastify: FastifyInstance, deps: { config: AppConfig; db: Db }): Promise<void> {
  const keys = sessionSigningKeys(resolveSessionSecret(deps.config));
  await fastify.register(fastifyCookie);
  const options: FastifySessionOptions = {
    secret: keys,
    cookieName: SESSION_COOKIE_NAME,
    cookiePrefix: COOKIE_PREFIX,
    store: new DbSessionStore(deps.db, { absoluteTtlMs: deps.config.sessionAbsoluteTtlMs }),
    saveUninitialized: false,
    rolling: true,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
  };
  const usesSession = (req: FastifyRequest) =>
    mayUseSession({ method: req.method, path: pathOf(req.url), headers: req.headers });
  await registerForSessionRequests(fastify, usesSession, options, async (req) => {
    const session = sessionOf(req);
    if (!session) return;
    // A session logged in as someone who is no active member (deactivated, renamed away) is logged out.
    const username = session.passport?.user;
    if (username !== undefined) {
      const user = typeof username === 'string' ? await findSessionUser(deps.db, username) : null;
      if (user) setSessionUser(req, user);
      else delete session.passport;
    }
    // A stored session whose cookie was signed with a key other than the signing key (a short secret
    // signed directly before the plugin): moved to a new id signed with the current key, fields kept.
    const stored = typeof session.createdAt === 'number';
    if (stored && req.cookies[SESSION_COOKIE_NAME] !== COOKIE_PREFIX + session.encryptedSessionId) {
      await session.regenerate(SESSION_FIELDS);
    }
  });
}

/**
 * @fastify/session loads (and signs) a session for every request in an onRequest hook: some 15 µs of CPU
 * and garbage for each respondent's answer and each file, and a session read before a cross-origin write
 * is refused. So it is handed a view of the instance through which its onRequest hook becomes a
 * preValidation hook run only where `applies`, followed by `then`. Its other hooks (onSend, which does
 * nothing for a request without a session) and its decorators reach the instance unchanged; anything
 * else the plugin would call is missing from the view and fails at start.
 */
async function registerForSessionRequests(
  fastify: FastifyInstance,
  applies: (req: FastifyRequest) => boolean,
  options: FastifySessionOptions,
  then: (req: FastifyRequest) => Promise<void>,
): Promise<void> {
  type Hook = (req: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  const view = {
    decorate: (name: string, value: unknown) => fastify.decorate(name, value),
    decorateRequest: (name: string, value: unknown) => fastify.decorateRequest(name, value as never),
    addHook: (name: string, hook: Hook) => {
      if (name !== 'onRequest') return fastify.addHook(name as 'onSend', hook as never);
      const load = (req: FastifyRequest, reply: FastifyReply) =>
        new Promise<void>((resolve, reject) => hook(req, reply, (error) => (error ? reject(error) : resolve())));
      return fastify.addHook(
        'preValidation',
        hookWhen(applies, async (req, reply) => {
          await load(req, reply);
          await then(req);
        }),
      );
    },
  };
  await new Promise<void>((resolve, reject) =>
    fastifySession(view as unknown as FastifyInstance, options, (error) => (error ? reject(error) : resolve())),
  );
}

/** A new id for the request's session, keeping the fields named (the old id is deleted): no session fixation. */
export async function regenerateSession(req: FastifyRequest, keep: (keyof SessionData)[] = []): Promise<void> {
  const session = sessionOf(req);
  if (!session) throw new Error('This request has no session (it neither carries the cookie nor starts one)');
  await session.regenerate(keep);
}

/** Deletes the request's session from the store; nothing is saved for it afterwards. */
export async function destroySession(req: FastifyRequest): Promise<void> {
  await sessionOf(req)?.destroy();
}

/** Clears the session cookie with the attributes it was set with (browsers match on them). */
export function clearSessionCookie(req: Pick<FastifyRequest, 'protocol'>, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
  });
}

/** The calls that start a session: logging in, and unlocking the survey list. */
const SESSION_STARTERS = new Set(['/api/auth/login', '/api/surveys/unlock']);

type SessionRequest = { headers: Record<string, string | string[] | undefined>; method: string; path: string };

/**
 * True when the request carries the session cookie or starts a session; otherwise it runs without one.
 * A request presenting an API key never has a session, whatever cookie it carries: it skipped the
 * cross-origin check for its key, so a cookie must not ride along on it.
 */
export function mayUseSession(req: SessionRequest): boolean {
  if (presentedApiKey(req.headers) !== null) return false;
  const cookies = req.headers.cookie;
  if (typeof cookies === 'string' && cookies.includes(`${SESSION_COOKIE_NAME}=`)) return true;
  return req.method === 'POST' && SESSION_STARTERS.has(req.path);
}
