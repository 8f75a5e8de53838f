import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSurveyDocument } from '../api/get-survey-document';
import { hostTargets, parentOrigin, postToHost, type HostMessage } from './host-messages';

/**
 * Whether the survey runs inside another site's frame (/embed/{slug}), under which id or slug, and how
 * it tells the framing page (only at an origin the survey's allow-list names, see hostTargets).
 */
export type EmbedState = { embedded: false } | { embedded: true; slug: string; tell: (message: HostMessage) => void };

const EmbedContext = createContext<EmbedState>({ embedded: false });

export const useEmbed = (): EmbedState => useContext(EmbedContext);

/** Tells the host the page's height whenever it changes, so the frame fits its content (no inner scrollbar). */
const useReportHeight = (slug: string, tell: (message: HostMessage) => void) => {
  useEffect(() => {
    let last = -1;
    const report = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      tell({ type: 'seedline:resize', slug, height });
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    report();
    return () => observer.disconnect();
  }, [slug, tell]);
};

/** Escape inside the frame never reaches the host page's listeners: pass it on, so a popup can close. */
const useForwardEscape = (slug: string, tell: (message: HostMessage) => void) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) tell({ type: 'seedline:escape', slug });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [slug, tell]);
};

/**
 * Wraps the survey for /embed/{slug}: no site chrome, the frame sized to the content. Until the survey
 * (and so its allow-list) is loaded, nothing is posted; the height is reported again once it is.
 */
export const EmbedProvider = ({ slug, children }: { slug: string; children: ReactNode }) => {
  const { data } = useSurveyDocument(slug);
  const allowList = data?.survey.embedOrigins;
  const targets = useMemo(
    () => (allowList ? hostTargets(allowList, window.location.origin, parentOrigin()) : []),
    [allowList],
  );
  const tell = useCallback((message: HostMessage) => postToHost(message, targets), [targets]);
  useReportHeight(slug, tell);
  useForwardEscape(slug, tell);
  const value = useMemo<EmbedState>(() => ({ embedded: true, slug, tell }), [slug, tell]);
  return <EmbedContext.Provider value={value}>{children}</EmbedContext.Provider>;
};
