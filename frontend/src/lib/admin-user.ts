import { createContext, useContext } from 'react';
import type { SessionUser } from '@/types/generated/api';

/** The logged-in admin, provided by <RequireAdmin> to every guarded screen. */
export const AdminUserContext = createContext<SessionUser | null>(null);

export const useAdminUser = (): SessionUser => {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser is used outside <RequireAdmin>');
  return user;
};

/**
 * What the logged-in member's role lets the screens offer: a viewer reads only (no edit controls), an
 * owner also manages the team and reads the audit trail. The server refuses the rest all the same (403).
 */
export const useRole = () => {
  const role = useContext(AdminUserContext)?.role ?? 'viewer';
  return { role, mayEdit: role !== 'viewer', isOwner: role === 'owner' };
};
