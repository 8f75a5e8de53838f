import { STARTER_SURVEY_QUESTIONS_EN, STARTER_SURVEY_URDU } from '../content/starter-survey';
import { isSurveyLanguage, languageAttributes, translateSurveyText } from './survey-language';

describe('translateSurveyText', () => {
  const first = STARTER_SURVEY_QUESTIONS_EN[0];

  it('shows English text as written to English respondents', () => {
    expect(translateSurveyText(first, 'en')).toBe(first);
  });

  it('shows the Urdu translation of a starter question to Urdu respondents', () => {
    expect(translateSurveyText(first, 'ur')).toBe(STARTER_SURVEY_URDU[first]);
  });

  it('ignores surrounding whitespace when looking up', () => {
    expect(translateSurveyText(`  ${first}\n`, 'ur')).toBe(STARTER_SURVEY_URDU[first]);
  });

  it('shows any other text as the admin wrote it', () => {
    expect(translateSurveyText('How many people are on your team?', 'ur')).toBe('How many people are on your team?');
    expect(translateSurveyText('constructor', 'ur')).toBe('constructor');
    expect(translateSurveyText('toString', 'ur')).toBe('toString');
  });
});

describe('languageAttributes', () => {
  it('makes Urdu right-to-left', () => {
    expect(languageAttributes('ur')).toEqual({ lang: 'ur', dir: 'rtl' });
    expect(languageAttributes('en')).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('recognises only the two languages', () => {
    expect(isSurveyLanguage('ur')).toBe(true);
    expect(isSurveyLanguage('fr')).toBe(false);
    expect(isSurveyLanguage(null)).toBe(false);
  });
});
