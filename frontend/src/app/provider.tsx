import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { swrConfig } from '@/lib/swr-config';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={swrConfig}>
    {children}
    <Toaster />
  </SWRConfig>
);
