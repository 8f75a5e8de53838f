import passport from 'passport';
import type { SessionUser } from '../http/session.types';

let registered = false;

/**
 * What passport keeps in the session: the admin's username, nothing else. These functions
 * hold no per-app state, because passport's serializers live on its process-wide instance
 * (tests run several apps in one process); each app checks the username itself.
 */
export function registerSessionSerializers(): void {
  if (registered) return;
  registered = true;
  passport.serializeUser((user, done) => done(null, (user as SessionUser).username));
  passport.deserializeUser((stored: unknown, done) => {
    // false (not an error) drops an unreadable login instead of failing the request.
    done(null, typeof stored === 'string' && stored !== '' ? ({ username: stored } satisfies SessionUser) : false);
  });
}
