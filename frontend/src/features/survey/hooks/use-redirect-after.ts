import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Navigates to `to` after `ms` while `active`; cancelled when the screen goes away. */
export const useRedirectAfter = (active: boolean, ms: number, to: string): void => {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [active, ms, to, navigate]);
};
