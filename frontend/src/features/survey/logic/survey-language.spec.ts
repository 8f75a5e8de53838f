import {
  isSurveyLanguage,
  languageAttributes,
  localizeQuestion,
  surveyDescriptionIn,
  surveyTitleIn,
} from './survey-language';

const question = {
  questionText: 'How do you travel to work?',
  options: [
    { id: 'o1', label: 'Bus' },
    { id: 'o2', label: 'Car' },
  ],
  scaleLabels: null,
  numberRange: null,
  translations: { ur: { questionText: 'آپ کام پر کیسے جاتے ہیں؟', options: { o1: 'بس' } } },
};

describe('localizeQuestion', () => {
  it('shows English respondents the original texts, unmarked', () => {
    const shown = localizeQuestion(question, 'en');
    expect(shown.text).toEqual({ text: 'How do you travel to work?', original: false });
    expect(shown.options.map((o) => o.label.text)).toEqual(['Bus', 'Car']);
    expect(shown.hasOriginal).toBe(false);
  });

  it("shows Urdu respondents the survey's own translation, and the original marked where there is none", () => {
    const shown = localizeQuestion(question, 'ur');
    expect(shown.text).toEqual({ text: 'آپ کام پر کیسے جاتے ہیں؟', original: false });
    expect(shown.options).toEqual([
      { id: 'o1', label: { text: 'بس', original: false } },
      { id: 'o2', label: { text: 'Car', original: true } },
    ]);
    expect(shown.hasOriginal).toBe(true);
  });

  it('treats a blank translation as none', () => {
    const shown = localizeQuestion({ ...question, translations: { ur: { questionText: '  ' } } }, 'ur');
    expect(shown.text).toEqual({ text: 'How do you travel to work?', original: true });
  });

  it('translates scale end labels and a number unit', () => {
    const scale = localizeQuestion(
      {
        questionText: 'Recommend us?',
        options: null,
        scaleLabels: { min: 'Not likely', max: 'Very likely' },
        numberRange: { min: 0, max: 80, unit: 'hours per week' },
        translations: { ur: { scaleLabels: { max: 'بہت ممکن' }, unit: 'گھنٹے فی ہفتہ' } },
      },
      'ur',
    );
    expect(scale.scaleLabels).toEqual({
      min: { text: 'Not likely', original: true },
      max: { text: 'بہت ممکن', original: false },
    });
    expect(scale.unit).toEqual({ text: 'گھنٹے فی ہفتہ', original: false });
  });

  it('gives Urdu respondents the survey\'s own "Other" label when it has one, else none (the app\'s label shows)', () => {
    const withOther = { ...question, translations: { ur: { other: ' کوئی اور ذریعہ ' } } };
    expect(localizeQuestion(withOther, 'ur').other).toBe('کوئی اور ذریعہ');
    expect(localizeQuestion(withOther, 'en').other).toBeNull();
    expect(localizeQuestion(question, 'ur').other).toBeNull();
  });

  it('reads a question from before translations existed', () => {
    const old = { questionText: 'Why?', options: null, scaleLabels: null, numberRange: null };
    expect(localizeQuestion(old, 'ur').text).toEqual({ text: 'Why?', original: true });
  });
});

describe('survey title and description', () => {
  const survey = { title: 'Team survey', description: 'About work', translations: { ur: { title: 'ٹیم سروے' } } };

  it('uses the Urdu title when there is one and the original description otherwise', () => {
    expect(surveyTitleIn(survey, 'ur')).toEqual({ text: 'ٹیم سروے', original: false });
    expect(surveyDescriptionIn(survey, 'ur')).toEqual({ text: 'About work', original: true });
    expect(surveyTitleIn(survey, 'en')).toEqual({ text: 'Team survey', original: false });
    expect(surveyDescriptionIn({ ...survey, description: null }, 'ur')).toBeNull();
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
