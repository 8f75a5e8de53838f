import { useEffect } from 'react';

/** After a page renders, bring the element named by the URL's #hash into view (SPA links). */
export const useScrollToHash = (): void => {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
};
