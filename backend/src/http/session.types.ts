import 'express-session';

/** What the API keeps in a browser session (stored in Postgres). */
declare module 'express-session' {
  interface SessionData {
    /** Set by POST /api/surveys/unlock with the right SURVEYS_ACCESS_PASSWORD. */
    surveysUnlocked?: boolean;
    /** When the session was first stored (ms since the epoch): it ends SESSION_ABSOLUTE_TTL_MS later. */
    createdAt?: number;
  }
}

export type SessionUser = { username: string };
