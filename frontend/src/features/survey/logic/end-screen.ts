import { safeRedirectUrl } from '@survey-rules/redirect-url';
import type { SurveyLanguage } from './survey-language';

// What a respondent sees and where he goes when he finishes (issue 34): the survey's own end screen
// over the spec's ('Thank you!', then home after 2 s / 5 s). Pure, so the rules are specified here.

/** The end screen as the survey document carries it (PublicSurvey.endScreen); older servers send none. */
export type EndScreenSettings = {
  texts: Partial<Record<SurveyLanguage, { title?: string; message?: string }>>;
  redirectUrl: string | null;
  redirectTopWindow: boolean;
  /** Without a redirect URL: stay on the end screen instead of going home (issue 49); older servers send none. */
  stayOnEndScreen?: boolean;
};

/** Where completion leads: the spec's home page, a URL (in this window or the host page's), or nowhere. */
export type EndRedirect = { kind: 'home' } | { kind: 'url'; url: string; target: 'self' | 'host' } | { kind: 'none' };

export type SurveyEnding = { title: string | null; message: string | null; redirect: EndRedirect };

/**
 * The ending for this respondent. Outside an embed with nothing set: the spec's texts and home. In an
 * embed: never the host page unless the survey says so (redirectTopWindow); without a redirect URL it
 * stays on the thank-you screen (going home inside the frame would show the whole site in it). The
 * survey may also keep everyone on the end screen (stayOnEndScreen: a staff survey need not end on
 * the consultancy's home page). The filled URL is followed only when its origin is the template's (safeRedirectUrl): a template that
 * could lead elsewhere counts as no redirect URL.
 */
export function surveyEnding(
  settings: EndScreenSettings | undefined,
  language: SurveyLanguage,
  values: Readonly<Record<string, string>>,
  embedded: boolean,
): SurveyEnding {
  const texts = settings?.texts[language] ?? {};
  const template = settings?.redirectUrl ?? null;
  const url = template ? safeRedirectUrl(template, values) : null;
  let redirect: EndRedirect;
  if (url) {
    const target = embedded && settings?.redirectTopWindow ? 'host' : 'self';
    redirect = { kind: 'url', url, target };
  } else {
    redirect = embedded || settings?.stayOnEndScreen ? { kind: 'none' } : { kind: 'home' };
  }
  return { title: texts.title ?? null, message: texts.message ?? null, redirect };
}
