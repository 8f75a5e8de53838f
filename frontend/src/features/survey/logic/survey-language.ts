import type { Language } from '@/types/generated/api';
import { STARTER_SURVEY_URDU } from '../content/starter-survey';

export type SurveyLanguage = Language;
export const SURVEY_LANGUAGES = ['en', 'ur'] as const satisfies readonly SurveyLanguage[];

export const isSurveyLanguage = (value: unknown): value is SurveyLanguage => value === 'en' || value === 'ur';

/** The attributes that make a subtree read and lay out in that language. */
export const languageAttributes = (language: SurveyLanguage): { lang: string; dir: 'ltr' | 'rtl' } =>
  language === 'ur' ? { lang: 'ur', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };

/**
 * Admin-written text as the respondent should see it: the Urdu translation of the starter
 * survey's texts for Urdu respondents, anything else exactly as written.
 */
export const translateSurveyText = (text: string, language: SurveyLanguage): string => {
  if (language === 'en') return text;
  const key = text.trim();
  return Object.hasOwn(STARTER_SURVEY_URDU, key) ? STARTER_SURVEY_URDU[key]! : text;
};
