import type { EndScreen, Survey } from '@/types/generated/api';

// The edit page's Embedding and End screen fields, as typed and as sent (issue 34).

/** One origin a line; blank lines dropped. The server checks each (scheme://host[:port]). */
export const originsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export type EndScreenForm = {
  enTitle: string;
  enMessage: string;
  urTitle: string;
  urMessage: string;
  redirectUrl: string;
  redirectTopWindow: boolean;
};

export const endScreenForm = (survey: Pick<Survey, 'endScreen'>): EndScreenForm => ({
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
    redirectUrl: form.redirectUrl.trim() || null,
    redirectTopWindow: form.redirectTopWindow,
  };
  const en = texts(form.enTitle, form.enMessage);
  if (en) result.texts.en = en;
  const ur = languages.includes('ur') ? texts(form.urTitle, form.urMessage) : undefined;
  if (ur) result.texts.ur = ur;
  return result;
}

/** Why the redirect URL cannot be saved, checked as the server will (https only), or null. */
export function redirectProblem(url: string): string | null {
  const text = url.trim();
  if (!text) return null;
  if (!/^https:\/\/[^/?#{}]+/i.test(text)) return 'The redirect URL must be a full https:// address';
  return null;
}
