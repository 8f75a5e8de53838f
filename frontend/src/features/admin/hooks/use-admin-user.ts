import { createContext, useContext } from 'react';
import type { SessionUser } from '@/types/generated/api';

/** The logged-in admin, provided by <RequireAdmin> to every guarded screen. */
export const AdminUserContext = createContext<SessionUser | null>(null);

export const useAdminUser = (): SessionUser => {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser is used outside <RequireAdmin>');
  return user;
};
