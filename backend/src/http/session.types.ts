import type { Session } from 'fastify';
import type {} from '@fastify/session';
import type { Role } from './roles';

// What the API keeps in a browser session (stored in Postgres, table `sessions`, by @fastify/session:
// auth/session.setup.ts). The plugin's Session interface carries the fields beside its cookie.
declare module 'fastify' {
  interface Session {
    /** The logged-in user's name (the key passport used, so sessions stored before stay readable). */
    passport?: { user?: string };
    /** Set by POST /api/surveys/unlock with the right SURVEYS_ACCESS_PASSWORD. */
    surveysUnlocked?: boolean;
    /** When the session was first stored (ms since the epoch): it ends SESSION_ABSOLUTE_TTL_MS later. */
    createdAt?: number;
  }
}

/** A session's own fields, without the cookie the plugin keeps beside them. */
export type SessionData = Pick<Session, 'passport' | 'surveysUnlocked' | 'createdAt'>;

/** A logged-in team member: the users table's row as the request loaded it. */
export type SessionUser = { userId: string; username: string; role: Role };
