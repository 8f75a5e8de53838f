import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { Question } from '@/types/generated/api';
import { surveyLabels } from '../../content/labels';
import { arrowTarget, draftForKey, keyHintOf, type AnswerDraft } from '../../logic/question-controls';
import { languageAttributes, localizeQuestion, type SurveyLanguage } from '../../logic/survey-language';
import { MultipleChoiceControl, SingleChoiceControl } from './choice-control';
import { NumberControl } from './number-control';
import { RatingControl, ScaleControl } from './score-control';
import { fieldClass } from './styles';
import { YesNoControl } from './yes-no-control';

/** The question fields the controls read: its shape and its translations (a Question from the API fits). */
export type ControlledQuestion = Pick<
  Question,
  'questionText' | 'questionType' | 'options' | 'allowOther' | 'scaleLabels' | 'numberRange'
> & { translations?: Question['translations'] };

/**
 * The answer control of one question, as a respondent sees it in the traditional survey (the admin
 * builder's live preview renders the same). Stable props:
 * - question: its type, options, Other, scale labels, number range, translations;
 * - language: 'en' or 'ur' (texts from question.translations.ur where present, the original marked
 *   lang="en" otherwise; the caller sets dir/lang on the page, stars and the 0–10 row follow it);
 * - value / onChange: the draft (question-controls.ts AnswerDraft: '' for nothing chosen; the text;
 *   the option id; the score's digits; 'yes'/'no'; multiple choice's JSON). answerOfDraft(question,
 *   value) turns it into what POST /api/answers takes;
 * - onSubmit: Enter (Ctrl/Cmd+Enter in the long-text box) asks to go on; the caller decides whether it may;
 * - labelledBy: the id of the element holding the question text (the group's accessible name);
 * - describedBy: ids of an error message or hint; disabled: while saving; takeFocus: take the focus
 *   when the question changes; invalid: mark the field (number, text) as wrong.
 * Keys: digits pick (keyHintOf says which; the hint shows under the control), arrows move within the group.
 */
export type QuestionControlProps = {
  question: ControlledQuestion;
  language: SurveyLanguage;
  value: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  onSubmit: () => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  takeFocus?: boolean;
  invalid?: boolean;
  placeholder?: string;
};

export const QuestionControl = ({
  question,
  language,
  value,
  onChange,
  onSubmit,
  labelledBy,
  describedBy,
  disabled = false,
  takeFocus = false,
  invalid = false,
  placeholder,
}: QuestionControlProps) => {
  const labels = surveyLabels(language);
  const localized = localizeQuestion(question, language);
  const root = useRef<HTMLDivElement>(null);
  const name = useId();
  const hint = keyHintOf(question);
  const hintId = `${name}-keys`;
  const described = [describedBy, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const type = question.questionType;

  // A new question takes the focus: its chosen value, or the first choice, or the field. Before paint,
  // so keys typed as soon as the question shows land in it.
  useLayoutEffect(() => {
    if (!takeFocus) return;
    const target =
      root.current?.querySelector<HTMLElement>('input:checked') ??
      root.current?.querySelector<HTMLElement>('input, textarea');
    target?.focus({ preventScroll: true });
  }, [takeFocus, question]);

  const focusInput = (index: number) => {
    const inputs = root.current?.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]');
    inputs?.[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing || disabled) return;
    const target = event.target as HTMLElement;
    const inTextField = target.tagName === 'TEXTAREA' || (target as HTMLInputElement).type === 'text';
    if (event.key === 'Enter') {
      if (target.tagName === 'TEXTAREA' && !(event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      onSubmit();
      return;
    }
    if (inTextField || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = draftForKey(question, value, event.key);
    if (next !== null) {
      event.preventDefault();
      onChange(next);
      // Focus follows the pick, so arrows and Space go on from there.
      const digit = Number(event.key.replace(/[۰-۹]/, (d) => String(d.charCodeAt(0) - 0x06f0)));
      if (type === 'single_choice' || type === 'multiple_choice') focusInput(digit - 1);
      else if (type === 'rating') focusInput(Number(next) - 1);
      else if (type === 'scale') focusInput(Number(next));
      else if (type === 'yes_no') focusInput(next === 'yes' ? 0 : 1);
      return;
    }
    // Checkboxes have no arrow keys of their own; radios do (native), so only multiple choice needs this.
    if (type === 'multiple_choice' && (target as HTMLInputElement).type === 'checkbox') {
      const inputs = Array.from(root.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? []);
      const index = arrowTarget(
        event.key,
        inputs.indexOf(target as HTMLInputElement),
        inputs.length,
        languageAttributes(language).dir,
      );
      if (index !== null) {
        event.preventDefault();
        inputs[index]?.focus();
      }
    }
  };

  const common = { name, localized, labels, value, onChange, labelledBy, describedBy: described, disabled };

  let control;
  switch (type) {
    case 'single_choice':
      control = <SingleChoiceControl question={question} {...common} />;
      break;
    case 'multiple_choice':
      control = <MultipleChoiceControl question={question} {...common} />;
      break;
    case 'rating':
      control = <RatingControl {...common} />;
      break;
    case 'scale':
      control = <ScaleControl {...common} />;
      break;
    case 'yes_no':
      control = <YesNoControl {...common} />;
      break;
    case 'number':
      control = <NumberControl id={`${name}-number`} question={question} invalid={invalid} {...common} />;
      break;
    case 'text':
      control = (
        <input
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          readOnly={disabled}
          maxLength={500}
          placeholder={placeholder ?? labels.answerPlaceholder}
          aria-labelledby={labelledBy}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          className={cn(fieldClass, invalid && 'border-red-600')}
        />
      );
      break;
    default:
      control = (
        <textarea
          rows={4}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          readOnly={disabled}
          placeholder={placeholder ?? labels.answerPlaceholder}
          aria-labelledby={labelledBy}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          className={cn(fieldClass, 'resize-y', invalid && 'border-red-600')}
        />
      );
  }

  return (
    // Keys bubble up from the native inputs inside (digits pick, Enter goes on): the div handles no focus itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} onKeyDown={onKeyDown} data-question-type={type}>
      {control}
      {hint ? (
        <p id={hintId} className="mt-3 hidden text-sm text-slate-500 sm:block">
          {hint.kind === 'choices'
            ? labels.keysChoose(hint.last)
            : hint.kind === 'scale'
              ? labels.keysScale
              : labels.keysYesNo}
        </p>
      ) : null}
    </div>
  );
};
