import { useEffect } from 'react';
import { BRAND_NAME } from '@/config/brand';

/** Sets the tab title to "<title> | Seedline" (or just the brand when title is empty). */
export const useDocumentTitle = (title: string): void => {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : `${BRAND_NAME}: enterprise AI for small and midsize teams`;
  }, [title]);
};
