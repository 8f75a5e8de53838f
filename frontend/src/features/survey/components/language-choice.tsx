import { Languages } from 'lucide-react';
import { UserText } from '@/components/ui/user-text';
import { SURVEY_LABELS } from '../content/labels';
import type { SurveyLanguage } from '../logic/survey-language';

const choiceClasses =
  'flex min-h-20 flex-col items-center justify-center gap-0.5 rounded-2xl border border-slate-200 bg-white px-6 py-4 ' +
  'text-lg font-semibold text-slate-900 shadow-sm transition-colors hover:border-emerald-600 hover:bg-emerald-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

type LanguageChoiceProps = { surveyTitle: string; onChoose: (language: SurveyLanguage) => void };

/** Asked in both languages, since the respondent has not chosen yet. */
export const LanguageChoice = ({ surveyTitle, onChoose }: LanguageChoiceProps) => (
  <section
    aria-labelledby="survey-language-title"
    className="survey-fade-up flex flex-1 flex-col items-center justify-center py-10 text-center"
  >
    <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-800">
      <Languages className="h-7 w-7" aria-hidden="true" />
    </span>
    <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-emerald-800">
      <bdi>{surveyTitle}</bdi>
    </p>
    <h1 id="survey-language-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
      {SURVEY_LABELS.en.languagePrompt}
    </h1>
    <UserText lang="ur" dir="rtl" className="mt-2 text-xl text-slate-600">
      {SURVEY_LABELS.ur.languagePrompt}
    </UserText>
    <div className="mt-10 grid w-full max-w-md grid-cols-1 gap-3 sm:grid-cols-2">
      <button type="button" className={choiceClasses} onClick={() => onChoose('en')}>
        {SURVEY_LABELS.en.english}
      </button>
      <button type="button" className={choiceClasses} onClick={() => onChoose('ur')}>
        <span>{SURVEY_LABELS.en.urdu}</span>
        <UserText as="span" lang="ur" dir="rtl" className="text-base font-normal text-slate-600">
          {SURVEY_LABELS.ur.urdu}
        </UserText>
      </button>
    </div>
  </section>
);
