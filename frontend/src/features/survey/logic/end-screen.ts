import type { SurveyLanguage } from './survey-language';

// What a respondent sees and where he goes when he finishes (issue 34): the survey's own end screen
// over the spec's ('Thank you!', then home after 2 s / 5 s). Pure, so the rules are specified here.

/** The end screen as the survey document carries it (PublicSurvey.endScreen); older servers send none. */
export type EndScreenSettings = {
  texts: Partial<Record<SurveyLanguage, { title?: string; message?: string }>>;
  redirectUrl: string | null;
  redirectTopWindow: boolean;
};

/** Where completion leads: the spec's home page, a URL (in this window or the host page's), or nowhere. */
export type EndRedirect = { kind: 'home' } | { kind: 'url'; url: string; target: 'self' | 'host' } | { kind: 'none' };

export type SurveyEnding = { title: string | null; message: string | null; redirect: EndRedirect };

const PLACEHOLDER = /\{([A-Za-z0-9_-]{1,64})\}/g;

/**
 * The redirect URL with each `{key}` replaced by that value, URL-encoded as one component (so a value
 * can never add a parameter or change the path); a key without a value becomes empty.
 */
export function fillRedirectUrl(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (_match, key: string) =>
    Object.hasOwn(values, key) ? encodeURIComponent(values[key]!) : '',
  );
}

/**
 * The ending for this respondent. Outside an embed with nothing set: the spec's texts and home. In an
 * embed: never the host page unless the survey says so (redirectTopWindow); without a redirect URL it
 * stays on the thank-you screen (going home inside the frame would show the whole site in it).
 */
export function surveyEnding(
  settings: EndScreenSettings | undefined,
  language: SurveyLanguage,
  values: Readonly<Record<string, string>>,
  embedded: boolean,
): SurveyEnding {
  const texts = settings?.texts[language] ?? {};
  const template = settings?.redirectUrl ?? null;
  let redirect: EndRedirect;
  if (template) {
    const target = embedded && settings?.redirectTopWindow ? 'host' : 'self';
    redirect = { kind: 'url', url: fillRedirectUrl(template, values), target };
  } else {
    redirect = embedded ? { kind: 'none' } : { kind: 'home' };
  }
  return { title: texts.title ?? null, message: texts.message ?? null, redirect };
}
