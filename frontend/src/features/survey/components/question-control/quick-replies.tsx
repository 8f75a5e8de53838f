import { Check, Star } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { SurveyLabels } from '../../content/labels';
import {
  arrowTarget,
  draftForKey,
  keyHintOf,
  multipleOf,
  scoreValues,
  singleOtherOf,
  toggleOption,
  toggleOther,
  withOtherText,
  type AnswerDraft,
  type ControlQuestion,
} from '../../logic/question-controls';
import type { LocalizedQuestion } from '../../logic/survey-language';
import { ShownText } from './shown-text';
import { fieldClass } from './styles';

/** Question types the AI chat answers with quick-reply chips rather than a text box. */
export const hasQuickReplies = (type: ControlQuestion['questionType']): boolean =>
  type === 'single_choice' || type === 'multiple_choice' || type === 'rating' || type === 'scale' || type === 'yes_no';

/** The respondent's "Other" words being written, or null: multiple choice with Other ticked, or a single choice's Other. */
const otherWordsOf = (question: ControlQuestion, draft: AnswerDraft): string | null => {
  if (!question.allowOther) return null;
  if (question.questionType === 'multiple_choice') return multipleOf(draft).other;
  return question.questionType === 'single_choice' ? singleOtherOf(draft) : null;
};

/** Chips that answer at once need no Send button; toggles (multiple choice) and "Other" words do. */
export const chipsNeedSend = (question: ControlQuestion, draft: AnswerDraft): boolean =>
  question.questionType === 'multiple_choice' || otherWordsOf(question, draft) !== null;

type QuickRepliesProps = {
  question: ControlQuestion;
  localized: LocalizedQuestion;
  labels: SurveyLabels;
  dir: 'ltr' | 'rtl';
  value: AnswerDraft;
  onChange: (draft: AnswerDraft) => void;
  /** A chip that answers at once (every type but multiple choice) sends its draft. */
  onSend: (draft: AnswerDraft) => void;
  labelledBy: string;
  disabled: boolean;
  /** Changes with each new step, so the first chip takes the focus then. */
  focusKey: string;
};

const chipClass =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-base font-medium text-slate-900 shadow-sm hover:border-emerald-600 hover:bg-emerald-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white';

type Chip = { draft: AnswerDraft; label: ReactNode; ariaLabel?: string; pressed: boolean; toggles: boolean };

/**
 * The AI chat's answer chips: choices, stars, the 0–10 row and Yes/No as buttons that send at once;
 * multiple choice as toggles (aria-pressed) with "Other" and its words, sent with the Send button.
 * Digits pick as in the traditional survey (focus moves to the chip; Enter or Space sends it), arrows
 * move along the row in reading order (so in Urdu the row, and the arrows, run right to left).
 */
export const QuickReplies = ({
  question,
  localized,
  labels,
  dir,
  value,
  onChange,
  onSend,
  labelledBy,
  disabled,
  focusKey,
}: QuickRepliesProps) => {
  const root = useRef<HTMLDivElement>(null);
  const type = question.questionType;
  const multiple = multipleOf(value);
  const otherWords = otherWordsOf(question, value);
  const hint = keyHintOf(question);

  useLayoutEffect(() => {
    const chips = root.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]');
    chips?.[0]?.focus({ preventScroll: true });
  }, [focusKey]);

  let chips: Chip[];
  switch (type) {
    case 'single_choice':
      chips = localized.options.map((o) => ({
        draft: o.id,
        label: <ShownText shown={o.label} />,
        pressed: value === o.id,
        toggles: false,
      }));
      break;
    case 'multiple_choice':
      chips = localized.options.map((o) => ({
        draft: o.id,
        label: <ShownText shown={o.label} />,
        pressed: multiple.selected.includes(o.id),
        toggles: true,
      }));
      break;
    case 'rating':
      chips = scoreValues('rating').map((n) => ({
        draft: String(n),
        label: (
          <>
            {n}
            <Star className="h-4 w-4 fill-current" aria-hidden="true" />
          </>
        ),
        ariaLabel: labels.ratingValue(n),
        pressed: value === String(n),
        toggles: false,
      }));
      break;
    case 'scale':
      chips = scoreValues('scale').map((n) => ({
        draft: String(n),
        label: n,
        ariaLabel: labels.scaleValue(n),
        pressed: value === String(n),
        toggles: false,
      }));
      break;
    default:
      chips = [
        { draft: 'yes', label: labels.yes, pressed: value === 'yes', toggles: false },
        { draft: 'no', label: labels.no, pressed: value === 'no', toggles: false },
      ];
  }

  const buttons = () => Array.from(root.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    const next = draftForKey(question, value, event.key);
    if (next !== null) {
      event.preventDefault();
      onChange(next);
      const focusDraft = type === 'multiple_choice' ? null : next;
      const index =
        focusDraft !== null
          ? chips.findIndex((c) => c.draft === focusDraft)
          : Number(event.key.replace(/[۰-۹]/, (d) => String(d.charCodeAt(0) - 0x06f0))) - 1;
      buttons()[index]?.focus();
      return;
    }
    const all = buttons();
    const index = arrowTarget(event.key, all.indexOf(event.target as HTMLButtonElement), all.length, dir);
    if (index !== null) {
      event.preventDefault();
      all[index]?.focus();
    }
  };

  const scale = type === 'scale';
  // Stars and the 0–10 row are equal columns that shrink with the screen: one line at 320 px with any font.
  const row = scale || type === 'rating';
  return (
    // Keys bubble up from the chip buttons inside (digits, arrows): the div handles no focus itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={root} onKeyDown={onKeyDown}>
      <div
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={hint ? 'survey-chip-keys' : undefined}
        className={cn(
          scale
            ? 'grid grid-cols-11 gap-0.5 min-[360px]:gap-1'
            : type === 'rating'
              ? 'grid grid-cols-5 gap-1.5'
              : 'flex flex-wrap gap-2',
        )}
      >
        {chips.map((chip) => (
          <button
            key={chip.draft}
            type="button"
            data-chip=""
            className={cn(
              chipClass,
              row && 'min-w-0 gap-0.5 px-0 tabular-nums',
              scale && 'rounded-lg text-sm tracking-tight sm:text-base',
            )}
            aria-pressed={chip.pressed}
            aria-label={chip.ariaLabel}
            disabled={disabled}
            onClick={() => (chip.toggles ? onChange(toggleOption(question, value, chip.draft)) : onSend(chip.draft))}
          >
            {chip.toggles && chip.pressed ? <Check className="h-4 w-4" aria-hidden="true" /> : null}
            {chip.label}
          </button>
        ))}
        {(type === 'multiple_choice' || type === 'single_choice') && question.allowOther ? (
          <button
            type="button"
            data-chip=""
            className={chipClass}
            aria-pressed={otherWords !== null}
            disabled={disabled}
            onClick={() => onChange(toggleOther(question, value))}
          >
            {otherWords !== null ? <Check className="h-4 w-4" aria-hidden="true" /> : null}
            {localized.other ?? labels.other}
          </button>
        ) : null}
      </div>
      {scale && localized.scaleLabels ? (
        <div className="mt-2 flex justify-between gap-4 text-sm text-slate-600" aria-hidden="true">
          <span>
            <ShownText shown={localized.scaleLabels.min} />
          </span>
          <span className="text-end">
            <ShownText shown={localized.scaleLabels.max} />
          </span>
        </div>
      ) : null}
      {otherWords !== null ? (
        <input
          type="text"
          value={otherWords}
          onChange={(event) => onChange(withOtherText(question, value, event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onSend(value);
            }
          }}
          aria-label={localized.other ?? labels.other}
          placeholder={labels.otherPlaceholder}
          maxLength={500}
          readOnly={disabled}
          className={cn(fieldClass, 'mt-3')}
        />
      ) : null}
      {hint ? (
        <p id="survey-chip-keys" className="mt-3 hidden text-sm text-slate-500 sm:block">
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
