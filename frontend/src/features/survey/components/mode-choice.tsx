import { ListChecks, MessagesSquare, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SurveyMode } from '@/types/generated/api';
import type { SurveyLabels } from '../content/labels';
import type { ShownText as ShownTextValue } from '../logic/survey-language';
import { ShownText } from './question-control/shown-text';

type ModeOptionProps = { icon: LucideIcon; title: string; hint: string; onClick: () => void };

const ModeOption = ({ icon: Icon, title, hint, onClick }: ModeOptionProps) => (
  <button
    type="button"
    onClick={onClick}
    className={
      'group flex h-full flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-start shadow-sm ' +
      'transition-colors hover:border-emerald-600 hover:bg-emerald-50/60 sm:p-6 ' +
      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600'
    }
  >
    <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 transition-colors group-hover:bg-emerald-700 group-hover:text-white">
      <Icon className="h-6 w-6" aria-hidden="true" />
    </span>
    <span className="text-lg font-semibold text-slate-900">{title}</span>
    <span className="text-sm text-slate-600">{hint}</span>
  </button>
);

type ModeChoiceProps = {
  labels: SurveyLabels;
  /** Marked lang="en" when an Urdu page shows the untranslated original. */
  title: ShownTextValue;
  description: ShownTextValue | null;
  hasQuestions: boolean;
  onChoose: (mode: SurveyMode) => void;
  /** Absent when the survey speaks one language only: nothing to change to. */
  onChangeLanguage?: () => void;
  /** Whether the chat's interviewer is an AI model; offline it promises no follow-ups (issue 49). */
  aiFollowUps?: boolean;
};

export const ModeChoice = ({
  labels,
  title,
  description,
  hasQuestions,
  onChoose,
  onChangeLanguage,
  aiFollowUps = false,
}: ModeChoiceProps) => (
  <section aria-labelledby="survey-title" className="survey-fade-up flex flex-1 flex-col justify-center py-6">
    <h1 id="survey-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
      <ShownText shown={title} />
    </h1>
    {description ? (
      <p className="mt-3 max-w-2xl text-lg leading-relaxed text-slate-600">
        <ShownText shown={description} />
      </p>
    ) : null}
    <h2 className="mt-10 text-base font-semibold text-slate-800">{labels.modePrompt}</h2>
    {hasQuestions ? (
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ModeOption
          icon={ListChecks}
          title={labels.traditional}
          hint={labels.traditionalHint}
          onClick={() => onChoose('traditional')}
        />
        <ModeOption
          icon={MessagesSquare}
          title={labels.aiChat}
          hint={aiFollowUps ? labels.aiChatHint : labels.aiChatHintOffline}
          onClick={() => onChoose('ai_chat')}
        />
      </div>
    ) : (
      <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
        {labels.noQuestions}
      </p>
    )}
    {onChangeLanguage ? (
      <div className="mt-8">
        <Button variant="ghost" size="sm" onClick={onChangeLanguage}>
          {labels.changeLanguage}
        </Button>
      </div>
    ) : null}
  </section>
);
