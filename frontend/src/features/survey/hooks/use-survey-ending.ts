import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useEmbed } from '../embed/embed-context';
import type { SurveyEnding } from '../logic/end-screen';

/**
 * Once the response is completed (`done`): tells an embedding host (`seedline:completed`), then after
 * `ms` follows the ending's redirect: home (the spec's), a URL in this window or the host's, or nowhere.
 */
export const useSurveyEnding = (done: boolean, ms: number, ending: SurveyEnding, responseId: string): void => {
  const [, navigate] = useLocation();
  const embed = useEmbed();
  const told = useRef(false);
  const slug = embed.embedded ? embed.slug : null;
  const tell = embed.embedded ? embed.tell : null;

  useEffect(() => {
    if (!done || slug === null || tell === null || told.current) return;
    told.current = true;
    tell({ type: 'seedline:completed', slug, responseId });
  }, [done, slug, tell, responseId]);

  const redirect = ending.redirect;
  const to = redirect.kind === 'url' ? redirect.url : null;
  const target = redirect.kind === 'url' ? redirect.target : null;
  useEffect(() => {
    if (!done || redirect.kind === 'none') return undefined;
    const timer = setTimeout(() => {
      if (redirect.kind === 'home') navigate('/');
      else if (target === 'host' && slug !== null && tell !== null) tell({ type: 'seedline:redirect', slug, url: to! });
      else window.location.assign(to!);
    }, ms);
    return () => clearTimeout(timer);
  }, [done, ms, redirect.kind, to, target, slug, tell, navigate]);
};
