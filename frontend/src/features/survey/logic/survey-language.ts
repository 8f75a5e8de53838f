import type { Language, Question, Survey } from '@/types/generated/api';

export type SurveyLanguage = Language;
export const SURVEY_LANGUAGES = ['en', 'ur'] as const satisfies readonly SurveyLanguage[];

export const isSurveyLanguage = (value: unknown): value is SurveyLanguage => value === 'en' || value === 'ur';

/** The attributes that make a subtree read and lay out in that language. */
export const languageAttributes = (language: SurveyLanguage): { lang: string; dir: 'ltr' | 'rtl' } =>
  language === 'ur' ? { lang: 'ur', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };

/**
 * Admin-written text as a respondent sees it: the survey's own translation when there is one, the
 * original otherwise. `original` is true when the text shown is the (English) original while the
 * respondent reads another language, so the page can mark it (lang="en" and a visible note).
 */
export type ShownText = { text: string; original: boolean };

const shown = (original: string, translated: string | null | undefined, language: SurveyLanguage): ShownText => {
  if (language === 'en') return { text: original, original: false };
  const text = translated?.trim();
  return text ? { text, original: false } : { text: original, original: true };
};

export const surveyTitleIn = (survey: Pick<Survey, 'title' | 'translations'>, language: SurveyLanguage): ShownText =>
  shown(survey.title, language === 'ur' ? survey.translations?.ur?.title : null, language);

export const surveyDescriptionIn = (
  survey: Pick<Survey, 'description' | 'translations'>,
  language: SurveyLanguage,
): ShownText | null =>
  survey.description
    ? shown(survey.description, language === 'ur' ? survey.translations?.ur?.description : null, language)
    : null;

/** The texts of a question in one language, each marked when it falls back to the original. */
export type LocalizedQuestion = {
  text: ShownText;
  options: { id: string; label: ShownText }[];
  scaleLabels: { min: ShownText; max: ShownText } | null;
  unit: ShownText | null;
  /** Some text of the question shows in the original language. */
  hasOriginal: boolean;
  /** The survey's own words for "Other" in this language; null: the app's label ('Other', 'دیگر'). */
  other: string | null;
};

export type QuestionTexts = Pick<Question, 'questionText' | 'options' | 'scaleLabels' | 'numberRange'> & {
  translations?: Question['translations'];
};

export const localizeQuestion = (question: QuestionTexts, language: SurveyLanguage): LocalizedQuestion => {
  const t = language === 'ur' ? question.translations?.ur : undefined;
  const text = shown(question.questionText, t?.questionText, language);
  const options = (question.options ?? []).map((option) => ({
    id: option.id,
    label: shown(option.label, t?.options?.[option.id], language),
  }));
  const scaleLabels = question.scaleLabels
    ? {
        min: shown(question.scaleLabels.min, t?.scaleLabels?.min, language),
        max: shown(question.scaleLabels.max, t?.scaleLabels?.max, language),
      }
    : null;
  const unitText = question.numberRange?.unit;
  const unit = unitText ? shown(unitText, t?.unit, language) : null;
  const hasOriginal = [text, ...options.map((o) => o.label), scaleLabels?.min, scaleLabels?.max, unit].some(
    (s) => s?.original === true,
  );
  const other = t?.other?.trim() || null;
  return { text, options, scaleLabels, unit, hasOriginal, other };
};
