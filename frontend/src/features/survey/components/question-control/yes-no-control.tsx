import type { SurveyLabels } from '../../content/labels';
import type { AnswerDraft } from '../../logic/question-controls';
import { cardClass, keyClass } from './styles';

type YesNoProps = {
  name: string;
  labels: SurveyLabels;
  value: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
};

/** Two big buttons, as a radio pair: arrows switch, 1/2 (or y/n) pick. */
export const YesNoControl = ({ name, labels, value, onChange, labelledBy, describedBy, disabled }: YesNoProps) => (
  <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid grid-cols-2 gap-3">
    {(['yes', 'no'] as const).map((choice, i) => (
      <label key={choice} className={`${cardClass} justify-center font-semibold`}>
        <input
          type="radio"
          name={name}
          value={choice}
          checked={value === choice}
          onChange={() => onChange(choice)}
          disabled={disabled}
          className="sr-only"
        />
        <span className={keyClass} aria-hidden="true">
          {i + 1}
        </span>
        {choice === 'yes' ? labels.yes : labels.no}
      </label>
    ))}
  </div>
);
