import type { SurveyLabels } from '../content/labels';
import { previousAnswerLines, type AnsweredQuestion } from '../logic/question-text';

/**
 * The last three answers as 'Q{n}: text' ('سوال {n}: …' in Urdu), each cut at 100 characters; the answer
 * is isolated (bdi) so its own direction and digits never run into the label.
 */
export const PreviousAnswers = ({ labels, answered }: { labels: SurveyLabels; answered: AnsweredQuestion[] }) => {
  const lines = previousAnswerLines(answered, labels.questionLabel);
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
          <li key={`${i}-${line.label}`} className="break-words">
            <span className="font-medium text-slate-500">{line.label}:</span> <bdi>{line.text}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
};
