// How text that someone else wrote (a respondent, a visitor, the admin) is marked up for the browser.

/** Letters of the Arabic script blocks Urdu is written in (Arabic, its supplement and extended blocks, presentation forms). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/;

export const hasArabicScript = (text: string): boolean => ARABIC_SCRIPT.test(text);

/**
 * The `lang` of a text written in a response taken in `language`: 'ur' when the response was taken
 * in Urdu and the text is in the Urdu script. Otherwise none: an English or Roman Urdu answer keeps
 * the page's language, and Arabic-script text from an English response could be Urdu, Persian or
 * Arabic, so it is never labelled 'ar'. The direction comes from the text itself (dir="auto").
 */
export const respondentTextLang = (
  text: string | null | undefined,
  language: string | null | undefined,
): 'ur' | undefined => (language === 'ur' && text && hasArabicScript(text) ? 'ur' : undefined);
