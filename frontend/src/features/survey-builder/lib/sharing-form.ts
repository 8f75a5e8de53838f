import type { EndScreen, Survey } from '@/types/generated/api';
import { redirectTemplateOrigin } from '@survey-rules/redirect-url';
import { RuleViolation } from '@survey-rules/rule-violation';

// The edit page's Embedding and End screen fields, as typed and as sent (issue 34).

/** One origin a line, as typed; blank lines dropped. readOrigins reads them. */
export const originsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** What happens after the thank-you (issue 49): home (the spec's), stay on it, or a URL of the survey's own. */
export type AfterEnd = 'home' | 'stay' | 'url';

export type EndScreenForm = {
  after: AfterEnd;
  enTitle: string;
  enMessage: string;
  urTitle: string;
  urMessage: string;
  redirectUrl: string;
  redirectTopWindow: boolean;
};

export const endScreenForm = (survey: Pick<Survey, 'endScreen'>): EndScreenForm => ({
  after: survey.endScreen.redirectUrl ? 'url' : survey.endScreen.stayOnEndScreen ? 'stay' : 'home',
  enTitle: survey.endScreen.texts.en?.title ?? '',
  enMessage: survey.endScreen.texts.en?.message ?? '',
  urTitle: survey.endScreen.texts.ur?.title ?? '',
  urMessage: survey.endScreen.texts.ur?.message ?? '',
  redirectUrl: survey.endScreen.redirectUrl ?? '',
  redirectTopWindow: survey.endScreen.redirectTopWindow,
});

const texts = (title: string, message: string) => {
  const shown: { title?: string; message?: string } = {};
  if (title.trim()) shown.title = title.trim();
  if (message.trim()) shown.message = message.trim();
  return Object.keys(shown).length > 0 ? shown : undefined;
};

/** What the form sends: only the survey's languages, blanks left out, as the server stores it. */
export function endScreenOf(form: EndScreenForm, languages: readonly string[]): EndScreen {
  const result: EndScreen = {
    texts: {},
    redirectUrl: form.after === 'url' ? form.redirectUrl.trim() || null : null,
    redirectTopWindow: form.redirectTopWindow,
    stayOnEndScreen: form.after === 'stay',
  };
  const en = texts(form.enTitle, form.enMessage);
  if (en) result.texts.en = en;
  const ur = languages.includes('ur') ? texts(form.urTitle, form.urMessage) : undefined;
  if (ur) result.texts.ur = ur;
  return result;
}

/** Why the redirect URL cannot be saved, by the rule the server keeps (shared/survey-rules), or null. */
export function redirectProblem(url: string): string | null {
  const text = url.trim();
  if (!text) return null;
  try {
    redirectTemplateOrigin(text);
    return null;
  } catch (error) {
    if (error instanceof RuleViolation) return error.message;
    throw error;
  }
}

// The embed allow-list as the server takes it (backend surveys/sharing: scheme://host[:port], https, or
// http on a developer's own machine). What can be read as an origin is: a bare host gets https://
// (http:// for localhost), a trailing slash goes. A line that cannot is named, and the others save.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/** The origin a line names, normalised, or null when it names none. */
export function originOf(line: string): string | null {
  let text = line.trim();
  if (text === '' || text.includes('*') || text.length > 300) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const host = text.split(/[/:]/)[0]!.toLowerCase();
    text = `${LOCAL_HOSTS.has(host) ? 'http' : 'https'}://${text}`;
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\s\\]+\/?$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname;
  if (!(HOSTNAME.test(host) || IPV4.test(host) || IPV6.test(host))) return null;
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(host)))) return null;
  // A single-label name ("intranet") is no site on the internet: ask for the full address.
  if (!host.includes('.') && !LOCAL_HOSTS.has(host) && !IPV6.test(host)) return null;
  return `${url.protocol}//${url.host}`;
}

export type OriginsRead = {
  /** What is saved: each origin once, in the order typed. */
  origins: string[];
  /** Lines read as something else than typed ("intranet.example.pk" → "https://intranet.example.pk"). */
  readAs: { line: string; origin: string }[];
  /** Lines that name no origin: not saved, named beside the field. */
  refused: string[];
};

export function readOrigins(text: string): OriginsRead {
  const read: OriginsRead = { origins: [], readAs: [], refused: [] };
  for (const line of originsOf(text)) {
    const origin = originOf(line);
    if (origin === null) read.refused.push(line);
    else {
      if (!read.origins.includes(origin)) read.origins.push(origin);
      if (origin !== line) read.readAs.push({ line, origin });
    }
  }
  return read;
}

/** Why lines were left out, in one sentence beside the field; null when none was. */
export function refusedOriginsProblem(refused: readonly string[]): string | null {
  if (refused.length === 0) return null;
  const shown = refused.map((line) => `"${line.length > 60 ? `${line.slice(0, 60)}...` : line}"`).join(', ');
  return refused.length === 1
    ? `${shown} is not a site address (such as intranet.example.pk or https://host:port), so it is not saved; the other lines are.`
    : `${shown} are not site addresses (such as intranet.example.pk or https://host:port), so they are not saved; the other lines are.`;
}
