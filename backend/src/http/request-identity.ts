import type { FastifyRequest } from 'fastify';
import type { FastifySessionObject } from '@fastify/session';
import type { SessionUser } from './session.types';

/**
 * The request's browser session, or null: only requests that carry the session cookie or start a
 * session have one (auth/session.setup.ts), whatever the plugin's type says.
 */
export function sessionOf(req: Pick<FastifyRequest, 'session'>): FastifySessionObject | null {
  return (req.session as FastifySessionObject | null | undefined) ?? null;
}

// The user a session stands for, as the users table said when this request loaded it (auth/session.setup.ts):
// kept beside the request, so nothing a client sends can set it.
const sessionUsers = new WeakMap<object, SessionUser>();

export function setSessionUser(req: FastifyRequest, user: SessionUser): void {
  sessionUsers.set(req, user);
}

/** The team member behind this request, when its session is logged in as an active user. */
export function adminOf(req: Pick<FastifyRequest, 'session'>): SessionUser | null {
  const username = sessionOf(req)?.passport?.user;
  if (typeof username !== 'string' || username === '') return null;
  return sessionUsers.get(req) ?? null;
}

export function hasSurveyListAccess(req: Pick<FastifyRequest, 'session'>): boolean {
  return sessionOf(req)?.surveysUnlocked === true;
}
