import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Every navigation starts at the top of the new page. */
export const ScrollToTop = () => {
  const [location] = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
};
