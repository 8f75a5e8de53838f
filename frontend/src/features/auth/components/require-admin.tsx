import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { AdminUserContext } from '@/lib/admin-user';
import { ErrorState, LoadingState } from '@/components/ui/status-screens';

/**
 * Every admin screen but the login sits behind this: 'Loading...' while GET /api/auth/me answers,
 * the login page when nobody is logged in (401), the screen otherwise.
 */
export const RequireAdmin = ({ children }: { children: ReactNode }) => {
  const { data: session, error, mutate, isValidating } = useSession();
  if (error) {
    return (
      <div className="px-4 py-16">
        <ErrorState
          title="Could not check your session"
          error={error}
          onRetry={isValidating ? undefined : () => void mutate()}
        />
      </div>
    );
  }
  if (session === undefined)
    return <LoadingState className="flex min-h-screen items-center justify-center gap-3 text-slate-700" />;
  if (session === null) return <Redirect to={paths.admin.login.href()} replace />;
  return <AdminUserContext.Provider value={session.user}>{children}</AdminUserContext.Provider>;
};
