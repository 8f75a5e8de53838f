// Where a survey may be embedded and what respondents see when they finish (issue 34, items 4 and 5).
// Pure: the sharing decider validates with it; read models and views serve what it returns.

import { ValidationError } from '../common/errors';
import { charLength } from '../common/text-rules';
import type { SurveyLanguage } from './survey-translation';

export const SHARING_LIMITS = {
  /** Origins on one survey's allow-list. */
  embedOrigins: 50,
  /** Characters of one origin as sent. */
  origin: 300,
  endTitle: 200,
  endMessage: 2000,
  redirectUrl: 2000,
} as const;

/** Hosts that may be embedded over plain http: a developer's own machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One allow-list entry as the browser names an origin (`scheme://host[:port]`, default port left out,
 * lowercased): https, or http on localhost / 127.0.0.1 for development. A path, query, fragment, user
 * or wildcard is refused: `frame-ancestors` compares origins, and a near miss would only confuse.
 */
export function embedOrigin(value: unknown): string {
  if (typeof value !== 'string') throw new ValidationError('An embed origin must be text');
  const text = value.trim();
  const problem = `"${charLength(text) > 60 ? `${Array.from(text).slice(0, 60).join('')}...` : text}" is not an origin: use scheme://host[:port], https (or http://localhost for development)`;
  if (text.length === 0 || charLength(text) > SHARING_LIMITS.origin || text.includes('*')) {
    throw new ValidationError(problem);
  }
  // Only scheme://host[:port], with at most a trailing slash: no path, query, fragment or user.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s]+\/?$/i.test(text)) throw new ValidationError(problem);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ValidationError(problem);
  }
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.origin;
  throw new ValidationError(problem);
}

/** The allow-list in the order given, each origin once. */
export function embedOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) throw new ValidationError('origins must be a list of origins');
  const origins = [...new Set(value.map(embedOrigin))];
  if (origins.length > SHARING_LIMITS.embedOrigins) {
    throw new ValidationError(`At most ${SHARING_LIMITS.embedOrigins} origins may embed a survey`);
  }
  return origins;
}

/** The thank-you screen's texts in one language; each one left out shows the standard text. */
export type EndScreenTexts = { title?: string; message?: string };

export type EndScreen = {
  texts: Partial<Record<SurveyLanguage, EndScreenTexts>>;
  /** https only; `{key}` is replaced by the response's hidden-field value of that key, URL-encoded. */
  redirectUrl: string | null;
  /** In an embed: whether the redirect replaces the host page (true) or happens inside the frame. */
  redirectTopWindow: boolean;
};

/** What a survey shows without an end screen of its own: the spec's thank-you and redirect home. */
export const DEFAULT_END_SCREEN: EndScreen = { texts: {}, redirectUrl: null, redirectTopWindow: false };

/** A `{key}` placeholder: letters, digits, `_` and `-`, as hidden-field keys and UTM names are. */
export const PLACEHOLDER = /\{([A-Za-z0-9_-]{1,64})\}/g;

/** The placeholders' keys of a redirect URL, in order, each once. */
export const placeholderKeys = (template: string): string[] => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!)),
];

/** A redirect URL template: https, a host, at most the limit; placeholders anywhere after the host. */
export function redirectUrl(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new ValidationError('redirectUrl must be text or null');
  const text = value.trim();
  if (text === '') return null;
  if (charLength(text) > SHARING_LIMITS.redirectUrl) {
    throw new ValidationError(`The redirect URL must be at most ${SHARING_LIMITS.redirectUrl} characters`);
  }
  if (/[{}]/.test(text.replace(PLACEHOLDER, ''))) {
    throw new ValidationError('A placeholder in the redirect URL is a key in braces, such as {team}');
  }
  let url: URL;
  try {
    url = new URL(text.replace(PLACEHOLDER, 'x'));
  } catch {
    throw new ValidationError('The redirect URL must be a full https:// address');
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new ValidationError('The redirect URL must be a full https:// address');
  }
  // The host is fixed: a placeholder may fill the path, query or fragment, never choose the site.
  const host = /^https:\/\/([^/?#]*)/i.exec(text)?.[1] ?? '';
  if (PLACEHOLDER.test(host)) throw new ValidationError('The redirect URL’s host cannot hold a placeholder');
  PLACEHOLDER.lastIndex = 0;
  return text;
}

function endTexts(value: unknown, language: string): EndScreenTexts | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError(`The end screen's ${language} texts must be an object`);
  }
  const { title, message, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw new ValidationError(`Unknown end screen field ${Object.keys(rest)[0]}`);
  const texts: EndScreenTexts = {};
  const text = (field: unknown, label: string, max: number): string | undefined => {
    if (field === undefined || field === null) return undefined;
    if (typeof field !== 'string') throw new ValidationError(`The end screen ${label} must be text`);
    const trimmed = field.trim();
    if (charLength(trimmed) > max)
      throw new ValidationError(`The end screen ${label} must be at most ${max} characters`);
    return trimmed === '' ? undefined : trimmed;
  };
  const t = text(title, 'title', SHARING_LIMITS.endTitle);
  const m = text(message, 'message', SHARING_LIMITS.endMessage);
  if (t !== undefined) texts.title = t;
  if (m !== undefined) texts.message = m;
  return Object.keys(texts).length > 0 ? texts : null;
}

/**
 * An end screen as sent: texts only in the survey's languages (blank ones dropped), an https redirect
 * or none, and the switch. Nothing set at all equals the default: the spec's screen and redirect.
 */
export function endScreen(
  value: { texts?: unknown; redirectUrl?: unknown; redirectTopWindow?: unknown },
  languages: readonly SurveyLanguage[],
): EndScreen {
  const texts: EndScreen['texts'] = {};
  if (value.texts !== undefined && value.texts !== null) {
    if (typeof value.texts !== 'object' || Array.isArray(value.texts)) {
      throw new ValidationError("The end screen's texts must be an object by language");
    }
    for (const [language, given] of Object.entries(value.texts as Record<string, unknown>)) {
      if (!(languages as readonly string[]).includes(language)) {
        throw new ValidationError(`The survey is not offered in "${language}": offered are ${languages.join(', ')}`);
      }
      const shown = endTexts(given, language);
      if (shown) texts[language as SurveyLanguage] = shown;
    }
  }
  const top = value.redirectTopWindow ?? false;
  if (typeof top !== 'boolean') throw new ValidationError('redirectTopWindow must be true or false');
  return { texts, redirectUrl: redirectUrl(value.redirectUrl), redirectTopWindow: top };
}
