import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Db } from '../db/db';
import { presentedApiKey } from '../http/api-key-header';
import { hookWhen } from '../http/hook-when';
import { pathOf } from '../http/request-path';
import { constantTimeEqual } from '../common/constant-time';
import { DbSessionStore } from './db-session-store';
import { resolveSessionSecret } from './session-secret';
import type { SessionData } from '../http/session.types';

export const SESSION_COOKIE_NAME = 'seedline.sid';
/** Idle timeout: every request moves the expiry on (rolling). */
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;

/** Secure when the request came over TLS, directly or through a proxy TRUST_PROXY trusts. */
const isSecure = (req: Pick<FastifyRequest, 'protocol'>): boolean => req.protocol === 'https';

/** `name=value; Path=/; Expires=...; HttpOnly[; Secure]; SameSite=Lax`, the value URI-encoded. */
function cookieHeader(value: string, expires: Date, secure: boolean): string {
  return [
    `${SESSION_COOKIE_NAME}=${encodeURIComponent(value)}`,
    'Path=/',
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
    'SameSite=Lax',
  ].join('; ');
}

function appendCookie(reply: FastifyReply, cookie: string): void {
  const current = reply.getHeader('set-cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  reply.header('set-cookie', [...list.filter((c) => !c.startsWith(`${SESSION_COOKIE_NAME}=`)), cookie]);
}

/** Clears the session cookie with the attributes it was set with (browsers match on them). */
export function clearSessionCookie(req: Pick<FastifyRequest, 'protocol'>, reply: FastifyReply): void {
  appendCookie(reply, cookieHeader('', new Date(0), isSecure(req)));
}

// The cookie holds `s:` + the session id + `.` + its HMAC-SHA256 (base64, unpadded): the format
// express-session wrote, so sessions made before the move to Fastify stay valid.
const signature = (sid: string, secret: string) =>
  createHmac('sha256', secret).update(sid).digest('base64').replace(/=/g, '');

function signedValue(sid: string, secret: string): string {
  return `s:${sid}.${signature(sid, secret)}`;
}

/** The session id a cookie value names when its signature holds, else null. */
export function unsignedSessionId(value: string, secret: string): string | null {
  if (!value.startsWith('s:')) return null;
  const body = value.slice(2);
  const dot = body.lastIndexOf('.');
  if (dot <= 0) return null;
  const sid = body.slice(0, dot);
  return constantTimeEqual(body.slice(dot + 1), signature(sid, secret)) ? sid : null;
}

/** The (decoded) value of the first session cookie in a Cookie header. */
function sessionCookieOf(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE_NAME) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** What the session layer keeps of a request's session, beside the data the app reads. */
type SessionState = {
  store: DbSessionStore;
  /** The id the session has now (a regenerated session gets a new one). */
  id: string;
  /** The id it had when the request came in (a new session: the id it was given then). */
  originalId: string;
  /** The id the request's cookie named, when its session was found in the store. */
  loadedId: string | null;
  /** The data as loaded (without the cookie), to tell whether it changed. */
  loadedJson: string;
  destroyed: boolean;
};

const states = new WeakMap<FastifyRequest, SessionState>();

const newId = () => randomBytes(24).toString('base64url');
const withoutCookie = (data: SessionData) => JSON.stringify({ ...data, cookie: undefined });

function call(fn: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => fn((error) => (error ? reject(error) : resolve())));
}

/** A new id and empty data for the request's session (the old one is deleted): no session fixation. */
export async function regenerateSession(req: FastifyRequest): Promise<void> {
  const state = states.get(req);
  if (!state) throw new Error('This request has no session (it neither carries the cookie nor starts one)');
  const { store, loadedId } = state;
  if (loadedId) await call((done) => store.destroy(loadedId, done));
  states.set(req, { ...state, id: newId(), loadedId: null, loadedJson: withoutCookie({}), destroyed: false });
  req.session = {};
}

/** Deletes the request's session from the store; nothing is saved for it afterwards. */
export async function destroySession(req: FastifyRequest): Promise<void> {
  const state = states.get(req);
  if (!state) return;
  state.destroyed = true;
  await call((done) => state.store.destroy(state.id, done));
}

/**
 * Everything after the body parser that concerns who is calling:
 * 1. the browser session stored in the database (cookie `seedline.sid`: httpOnly, SameSite=Lax,
 *    Secure when the request came over TLS, directly or through a proxy TRUST_PROXY trusts, 8 h rolling),
 * 2. its login, kept only for the configured admin username.
 * They run only for requests that carry the cookie or start a session (mayUseSession); the
 * cross-origin check runs before (app.factory.ts). A session is written back when it changed, its
 * expiry moved on when it did not (rolling), and a new one stored only once something was put in it.
 * Errors (e.g. the database is down while a session loads) reach the exception filter (503).
 */
export function setupSessions(fastify: FastifyInstance, deps: { config: AppConfig; db: Db }): DbSessionStore {
  const store = new DbSessionStore(deps.db, { absoluteTtlMs: deps.config.sessionAbsoluteTtlMs });
  const secret = resolveSessionSecret(deps.config);
  const adminUsername = deps.config.adminUsername;

  const usesSession = (req: FastifyRequest) =>
    mayUseSession({ method: req.method, path: pathOf(req.url), headers: req.headers });
  fastify.addHook(
    'preValidation',
    hookWhen(usesSession, async (req) => {
      const cookie = sessionCookieOf(req.headers.cookie);
      const sid = cookie === null ? null : unsignedSessionId(cookie, secret);
      let data: SessionData | null = null;
      if (sid !== null) {
        data = await new Promise<SessionData | null>((resolve, reject) =>
          store.get(sid, (error, sess) => (error ? reject(error) : resolve(sess ?? null))),
        );
      }
      const session: SessionData = data ?? {};
      const id = data ? sid! : newId();
      states.set(req, {
        store,
        id,
        originalId: id,
        loadedId: data ? sid : null,
        loadedJson: withoutCookie(session),
        destroyed: false,
      });
      // A session logged in under another username (ADMIN_USERNAME changed since) is not an admin any more.
      const user = session.passport?.user;
      if (user !== undefined && (typeof user !== 'string' || !constantTimeEqual(user, adminUsername))) {
        delete session.passport;
      }
      req.session = session;
    }),
  );

  const writeBack = async (
    req: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    state: SessionState,
    session: SessionData,
  ) => {
    // Changed as express-session counted it: a new id (regenerated), or other data than loaded.
    const changed = state.id !== state.originalId || withoutCookie(session) !== state.loadedJson;
    const loaded = state.loadedId !== null && state.id === state.loadedId;
    // saveUninitialized: false: a new session is stored (and its cookie set) only once it holds something.
    if (!loaded && !changed) return payload;
    const expires = new Date(Date.now() + SESSION_MAX_AGE_MS);
    const secure = isSecure(req);
    session.cookie = {
      originalMaxAge: SESSION_MAX_AGE_MS,
      expires: expires.toISOString(),
      secure,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    };
    if (changed) await call((done) => store.set(state.id, session, done));
    else await new Promise<void>((resolve) => store.touch(state.id, session, resolve));
    appendCookie(reply, cookieHeader(signedValue(state.id, secret), expires, secure));
    return payload;
  };

  // Only requests that loaded a session have one to write back; the others go on at once (see hookWhen).
  fastify.addHook('onSend', (req, reply, payload, done) => {
    const state = states.get(req);
    const session = req.session;
    if (!state || !session || state.destroyed) return done(null, payload);
    return writeBack(req, reply, payload, state, session);
  });
  return store;
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
