import type { Request } from 'express';
import 'passport';
import './session.types';
import type { SessionUser } from './session.types';

/** The admin behind this request, when its session is logged in. */
export function adminOf(req: Request): SessionUser | null {
  const authenticated = typeof req.isAuthenticated === 'function' && req.isAuthenticated();
  const user = req.user as SessionUser | undefined;
  return authenticated && user && typeof user.username === 'string' ? user : null;
}

export function hasSurveyListAccess(req: Request): boolean {
  return req.session?.surveysUnlocked === true;
}
