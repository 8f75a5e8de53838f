import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { postToHost } from './host-messages';

/** Whether the survey runs inside another site's frame (/embed/{slug}), and under which id or slug. */
export type EmbedState = { embedded: false } | { embedded: true; slug: string };

const EmbedContext = createContext<EmbedState>({ embedded: false });

export const useEmbed = (): EmbedState => useContext(EmbedContext);

/** Tells the host the page's height whenever it changes, so the frame fits its content (no inner scrollbar). */
const useReportHeight = (slug: string) => {
  useEffect(() => {
    let last = -1;
    const report = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      postToHost({ type: 'seedline:resize', slug, height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [slug]);
};

/** Escape inside the frame never reaches the host page's listeners: pass it on, so a popup can close. */
const useForwardEscape = (slug: string) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) postToHost({ type: 'seedline:escape', slug });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [slug]);
};

/** Wraps the survey for /embed/{slug}: no site chrome, the frame sized to the content. */
export const EmbedProvider = ({ slug, children }: { slug: string; children: ReactNode }) => {
  useReportHeight(slug);
  useForwardEscape(slug);
  return <EmbedContext.Provider value={{ embedded: true, slug }}>{children}</EmbedContext.Provider>;
};
