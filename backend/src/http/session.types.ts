/** The session cookie's attributes as stored beside the session (the shape express-session kept). */
export type StoredCookie = {
  originalMaxAge?: number | null;
  maxAge?: number | null;
  expires?: string | Date | null;
  secure?: boolean;
  httpOnly?: boolean;
  path?: string;
  sameSite?: string;
};

/** What the API keeps in a browser session (stored in Postgres, table `sessions`). */
export type SessionData = {
  cookie?: StoredCookie;
  /** The logged-in admin (the key passport used, so stored sessions stay readable). */
  passport?: { user?: string };
  /** Set by POST /api/surveys/unlock with the right SURVEYS_ACCESS_PASSWORD. */
  surveysUnlocked?: boolean;
  /** When the session was first stored (ms since the epoch): it ends SESSION_ABSOLUTE_TTL_MS later. */
  createdAt?: number;
};

export type SessionUser = { username: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser session, loaded only for requests that carry its cookie or start one (session.setup.ts). */
    session?: SessionData;
  }
}
