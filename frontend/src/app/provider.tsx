import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

// SWR's global settings wrap the survey and admin features in their own chunks (their routes.tsx):
// public pages fetch nothing through SWR, so the home page does not download its core.
export const AppProvider = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    <Toaster />
  </>
);
