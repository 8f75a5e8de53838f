import { cn } from '@/lib/cn';
import type { SurveyLabels } from '../../content/labels';
import type { AnswerDraft, ControlQuestion } from '../../logic/question-controls';
import type { LocalizedQuestion } from '../../logic/survey-language';
import { ShownText } from './shown-text';
import { fieldClass } from './styles';

type NumberProps = {
  id: string;
  question: ControlQuestion;
  localized: LocalizedQuestion;
  labels: SurveyLabels;
  value: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
};

export const numberRangeText = (question: ControlQuestion, labels: SurveyLabels): string | null => {
  const range = question.numberRange;
  if (range?.min != null && range.max != null) return labels.numberBetween(range.min, range.max);
  if (range?.min != null) return labels.numberAtLeast(range.min);
  if (range?.max != null) return labels.numberAtMost(range.max);
  return null;
};

/**
 * A text field with the decimal keypad (type=number would drop what it cannot parse, and refuses
 * Urdu digits), its unit beside it and its bounds under it.
 */
export const NumberControl = ({
  id,
  question,
  localized,
  labels,
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
  invalid,
}: NumberProps) => {
  const range = numberRangeText(question, labels);
  const unitId = `${id}-unit`;
  const rangeId = `${id}-range`;
  return (
    <div>
      {/* Wraps: a unit too long to sit beside the field on a phone goes under it whole, not word by word. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={labels.numberPlaceholder}
          readOnly={disabled}
          aria-labelledby={localized.unit ? `${labelledBy} ${unitId}` : labelledBy}
          aria-describedby={[range ? rangeId : null, describedBy].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid || undefined}
          className={cn(fieldClass, 'max-w-48 tabular-nums', invalid && 'border-red-600')}
        />
        {localized.unit ? (
          <span id={unitId} className="text-lg text-slate-700">
            <ShownText shown={localized.unit} />
          </span>
        ) : null}
      </div>
      {range ? (
        <p id={rangeId} className="mt-2 text-sm text-slate-600">
          {range}
        </p>
      ) : null}
    </div>
  );
};
