import { useEffect } from 'react';
import { languageAttributes, type SurveyLanguage } from '../logic/survey-language';

/**
 * Sets <html lang dir> while the survey speaks Urdu, so what renders outside the survey tree
 * (toasts, the title) is read in the right language and direction; restored on leaving.
 */
export const useDocumentLanguage = (language: SurveyLanguage): void => {
  useEffect(() => {
    const html = document.documentElement;
    const previous = { lang: html.lang, dir: html.dir };
    const next = languageAttributes(language);
    html.lang = next.lang;
    html.dir = next.dir;
    return () => {
      html.lang = previous.lang;
      html.dir = previous.dir;
    };
  }, [language]);
};
