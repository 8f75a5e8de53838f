import type { FastifyRequest } from 'fastify';
import './session.types';
import type { SessionUser } from './session.types';

type WithSession = Pick<FastifyRequest, 'session'>;

/** The admin behind this request, when its session is logged in. */
export function adminOf(req: WithSession): SessionUser | null {
  const username = req.session?.passport?.user;
  return typeof username === 'string' && username !== '' ? { username } : null;
}

export function hasSurveyListAccess(req: WithSession): boolean {
  return req.session?.surveysUnlocked === true;
}
