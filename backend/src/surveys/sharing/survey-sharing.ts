// Where a survey may be embedded and what respondents see when they finish (issue 34, items 4 and 5).
// Pure: the sharing decider validates with it; read models and views serve what it returns.

import { redirectTemplateOrigin, REDIRECT_URL_MAX_CHARS } from '@seedline/shared';
import { underSurveyRules, ValidationError } from '../../common/errors';
import { charLength } from '../../common/text-rules';
import type { SurveyLanguage } from '../translations';

export const SHARING_LIMITS = {
  /** Origins on one survey's allow-list. */
  embedOrigins: 50,
  /** Characters of one origin as sent. */
  origin: 300,
  endTitle: 200,
  endMessage: 2000,
  redirectUrl: REDIRECT_URL_MAX_CHARS,
} as const;

/** Hosts that may be embedded over plain http: a developer's own machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The grammar of an origin's host once the URL parser has read it: a DNS name (letters, digits and
 * hyphens in dot-separated labels, IDNs as their xn-- form), an IPv4 address, or an IPv6 address in
 * brackets. Nothing else can reach the frame-ancestors header, so no `;`, quote or space can end the
 * source list and start a directive of its own.
 */
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

const allowedOrigin = (url: URL): boolean =>
  (HOSTNAME.test(url.hostname) || IPV4.test(url.hostname) || IPV6.test(url.hostname)) &&
  (url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)));

/**
 * The origin, as the browser names it, when the text is one that may sit on an allow-list: scheme
 * (https, or http on localhost / 127.0.0.1 for development), a hostname or IP literal, an optional
 * port, at most a trailing slash. Null otherwise. The frame header is built only from what this answers.
 */
export function validEmbedOrigin(text: string): string | null {
  if (charLength(text) > SHARING_LIMITS.origin) return null;
  // Only scheme://host[:port], with at most a trailing slash: no path, query, fragment or user.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s\\]+\/?$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return allowedOrigin(url) ? `${url.protocol}//${url.host}` : null;
}

/**
 * One allow-list entry as the browser names an origin (`scheme://host[:port]`, default port left out,
 * lowercased). A path, query, fragment, user, wildcard or anything outside the grammar (validEmbedOrigin)
 * is refused: `frame-ancestors` compares origins, and a near miss would only confuse.
 */
export function embedOrigin(value: unknown): string {
  if (typeof value !== 'string') throw new ValidationError('An embed origin must be text');
  const text = value.trim();
  const origin = text.includes('*') ? null : validEmbedOrigin(text);
  if (origin === null) {
    const shown = charLength(text) > 60 ? `${Array.from(text).slice(0, 60).join('')}...` : text;
    throw new ValidationError(
      `"${shown}" is not an origin: use scheme://host[:port], https (or http://localhost for development)`,
    );
  }
  return origin;
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
  /**
   * Without a redirect URL: stay on the end screen (true) or go home as the spec does (false, and when
   * left out: end screens recorded before issue 49 have no such field).
   */
  stayOnEndScreen?: boolean;
};

/** What a survey shows without an end screen of its own: the spec's thank-you and redirect home. */
export const DEFAULT_END_SCREEN: EndScreen = { texts: {}, redirectUrl: null, redirectTopWindow: false };

/** A redirect URL template, trimmed, or null for none: see redirectTemplateOrigin (the host is fixed). */
export function redirectUrl(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new ValidationError('redirectUrl must be text or null');
  const text = value.trim();
  if (text === '') return null;
  underSurveyRules(() => redirectTemplateOrigin(text));
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
  value: { texts?: unknown; redirectUrl?: unknown; redirectTopWindow?: unknown; stayOnEndScreen?: unknown },
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
  const stay = value.stayOnEndScreen ?? false;
  if (typeof stay !== 'boolean') throw new ValidationError('stayOnEndScreen must be true or false');
  const url = redirectUrl(value.redirectUrl);
  if (stay && url !== null) {
    throw new ValidationError('Choose one: stay on the end screen, or go to the redirect URL');
  }
  // Left out when false, so an end screen set as before reads (and compares) as it always did.
  return { texts, redirectUrl: url, redirectTopWindow: top, ...(stay ? { stayOnEndScreen: true } : {}) };
}
