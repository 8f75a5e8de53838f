import type { SurveyLabels } from '../content/labels';
import { previousAnswerLines, type AnsweredQuestion } from '../logic/question-text';

/** The last three answers as 'Q{n}: text', each cut at 100 characters. */
export const PreviousAnswers = ({ labels, answered }: { labels: SurveyLabels; answered: AnsweredQuestion[] }) => {
  const lines = previousAnswerLines(answered);
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="survey-previous-answers"
      className="rounded-xl border border-slate-200 bg-white/70 px-4 py-3"
    >
      <h2 id="survey-previous-answers" className="text-xs font-semibold uppercase tracking-wider text-slate-500">
        {labels.previousAnswers}
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700" data-testid="previous-answers">
        {lines.map((line, i) => (
          <li key={`${i}-${line}`} className="break-words">
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
};
