// The end screen's redirect URL (issue 34, hardened in issue 44): a template such as
// `https://example.com/thanks?team={team}` whose `{key}` placeholders take the response's hidden-field
// values. Its site is fixed: the API stores a template only when the URL a browser parses from it
// (WHATWG URL) is https on a host written out before any placeholder, and the browser navigates only
// when the filled URL's origin is still the template's. Pure, for the API and the survey page alike.

import { RuleViolation } from './rule-violation';

/** A `{key}` placeholder: letters, digits, `_` and `-`, as hidden-field keys and UTM names are. */
export const REDIRECT_PLACEHOLDER = /\{([A-Za-z0-9_-]{1,64})\}/g;

export const REDIRECT_URL_MAX_CHARS = 2000;

/**
 * Characters a browser drops or reads as `/` before it parses a URL: tabs and line breaks (removed
 * anywhere), other control characters and the backslash (a `/` in an https URL). A template holding
 * any of them could show one host and lead to another.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const UNSEEN = /[\u0000-\u001f\u007f\\]/;

const PREFIX = 'https://';

/** The placeholders' keys of a template, in order, each once. */
export const placeholderKeys = (template: string): string[] => [
  ...new Set([...template.matchAll(REDIRECT_PLACEHOLDER)].map((match) => match[1]!)),
];

const parsed = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/**
 * The template's origin (`https://host[:port]`), or a RuleViolation saying what is wrong: at most
 * REDIRECT_URL_MAX_CHARS characters, no tabs, line breaks or backslashes, written `https://host...`
 * with no user and no placeholder before the path, query or fragment, and parsing (placeholders
 * filled) to that same https origin.
 */
export function redirectTemplateOrigin(template: string): string {
  if (Array.from(template).length > REDIRECT_URL_MAX_CHARS) {
    throw new RuleViolation(`The redirect URL must be at most ${REDIRECT_URL_MAX_CHARS} characters`);
  }
  if (UNSEEN.test(template)) {
    throw new RuleViolation('The redirect URL cannot hold tabs, line breaks or backslashes');
  }
  if (/[{}]/.test(template.replace(REDIRECT_PLACEHOLDER, ''))) {
    throw new RuleViolation('A placeholder in the redirect URL is a key in braces, such as {team}');
  }
  const full = 'The redirect URL must be a full https:// address';
  if (template.slice(0, PREFIX.length).toLowerCase() !== PREFIX) throw new RuleViolation(full);
  const authority = /^[^/?#]*/.exec(template.slice(PREFIX.length))![0];
  if (new RegExp(REDIRECT_PLACEHOLDER.source).test(authority)) {
    throw new RuleViolation('The redirect URL’s host cannot hold a placeholder');
  }
  const site = authority.includes('@') ? null : parsed(`${PREFIX}${authority}`);
  const url = parsed(template.replace(REDIRECT_PLACEHOLDER, 'x'));
  if (!site || !url || site.hostname === '' || url.protocol !== 'https:' || url.origin !== site.origin) {
    throw new RuleViolation(full);
  }
  if (url.username !== '' || url.password !== '') throw new RuleViolation(full);
  return site.origin;
}

/**
 * The template with each `{key}` replaced by that value, URL-encoded as one component (so a value can
 * never add a parameter or change the path); a key without a value becomes empty.
 */
export function fillRedirectUrl(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(REDIRECT_PLACEHOLDER, (_match, key: string) =>
    Object.hasOwn(values, key) ? encodeURIComponent(values[key]!) : '',
  );
}

/**
 * Where the browser may go: the filled URL as the browser parses it, only when the template is one the
 * API accepts today and the filled URL's origin is the template's. Null otherwise (a template stored
 * before the rule was tightened, say): then there is no redirect.
 */
export function safeRedirectUrl(template: string, values: Readonly<Record<string, string>>): string | null {
  let origin: string;
  try {
    origin = redirectTemplateOrigin(template);
  } catch (error) {
    if (error instanceof RuleViolation) return null;
    throw error;
  }
  const url = parsed(fillRedirectUrl(template, values));
  return url && url.origin === origin ? url.href : null;
}
