import { Check } from 'lucide-react';
import type { SurveyLabels } from '../../content/labels';
import {
  multipleOf,
  singleOtherOf,
  toggleOption,
  toggleOther,
  withOtherText,
  type AnswerDraft,
  type ControlQuestion,
} from '../../logic/question-controls';
import type { LocalizedQuestion } from '../../logic/survey-language';
import { ShownText } from './shown-text';
import { cardClass, fieldClass, keyClass } from './styles';

type ChoiceProps = {
  name: string;
  question: ControlQuestion;
  localized: LocalizedQuestion;
  labels: SurveyLabels;
  value: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
};

/** Radio cards: native radios, so arrows move and pick within the group as screen-reader users expect; "Other" last when allowed. */
export const SingleChoiceControl = ({
  name,
  question,
  localized,
  labels,
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ChoiceProps) => {
  const other = question.allowOther ? singleOtherOf(value) : null;
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-2">
      {localized.options.map((option, i) => (
        <label key={option.id} className={cardClass}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            disabled={disabled}
            className="peer sr-only"
          />
          {i < 9 ? (
            <span className={keyClass} aria-hidden="true">
              {i + 1}
            </span>
          ) : null}
          <span className="flex-1">
            <ShownText shown={option.label} />
          </span>
          <Check className="h-5 w-5 text-emerald-700 opacity-0 peer-checked:opacity-100" aria-hidden="true" />
        </label>
      ))}
      {question.allowOther ? (
        <>
          <label className={cardClass}>
            <input
              type="radio"
              name={name}
              value="other"
              checked={other !== null}
              onChange={() => onChange(toggleOther(question, value))}
              disabled={disabled}
              className="peer sr-only"
            />
            <span className="flex-1">{localized.other ?? labels.other}</span>
            <Check className="h-5 w-5 text-emerald-700 opacity-0 peer-checked:opacity-100" aria-hidden="true" />
          </label>
          {other !== null ? (
            <OtherText
              value={other}
              onChange={(text) => onChange(withOtherText(question, value, text))}
              label={localized.other ?? labels.other}
              placeholder={labels.otherPlaceholder}
              disabled={disabled}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
};

/** The respondent's own words for "Other", shown once "Other" is chosen. */
const OtherText = ({
  value,
  onChange,
  label,
  placeholder,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  placeholder: string;
  disabled?: boolean;
}) => (
  <input
    type="text"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    aria-label={label}
    placeholder={placeholder}
    maxLength={500}
    disabled={disabled}
    data-other-text=""
    className={fieldClass}
  />
);

/** Checkbox cards (arrows move between them, Space ticks) and, when allowed, "Other" with its own words. */
export const MultipleChoiceControl = ({
  name,
  question,
  localized,
  labels,
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ChoiceProps) => {
  const current = multipleOf(value);
  const otherTicked = current.other !== null;
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="grid gap-2">
      {localized.options.map((option, i) => (
        <label key={option.id} className={cardClass}>
          <input
            type="checkbox"
            name={name}
            value={option.id}
            checked={current.selected.includes(option.id)}
            onChange={() => onChange(toggleOption(question, value, option.id))}
            disabled={disabled}
            className="peer sr-only"
          />
          {i < 9 ? (
            <span className={keyClass} aria-hidden="true">
              {i + 1}
            </span>
          ) : null}
          <span className="flex-1">
            <ShownText shown={option.label} />
          </span>
          <span
            className="flex h-5 w-5 items-center justify-center rounded border border-slate-400 peer-checked:border-emerald-700 peer-checked:bg-emerald-700"
            aria-hidden="true"
          >
            <Check className="h-4 w-4 text-white" />
          </span>
        </label>
      ))}
      {question.allowOther ? (
        <>
          <label className={cardClass}>
            <input
              type="checkbox"
              name={name}
              value="other"
              checked={otherTicked}
              onChange={() => onChange(toggleOther(question, value))}
              disabled={disabled}
              className="peer sr-only"
            />
            <span className="flex-1">{localized.other ?? labels.other}</span>
            <span
              className="flex h-5 w-5 items-center justify-center rounded border border-slate-400 peer-checked:border-emerald-700 peer-checked:bg-emerald-700"
              aria-hidden="true"
            >
              <Check className="h-4 w-4 text-white" />
            </span>
          </label>
          {otherTicked ? (
            <OtherText
              value={current.other ?? ''}
              onChange={(text) => onChange(withOtherText(question, value, text))}
              label={localized.other ?? labels.other}
              placeholder={labels.otherPlaceholder}
              disabled={disabled}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
};
