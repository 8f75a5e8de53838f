import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  addOption,
  DRAFT_LIMITS,
  isSavedOption,
  LOCKED_REASONS,
  moveOption,
  removeOption,
  setOptionLabel,
  type NewKey,
  type QuestionDraft,
} from '../../lib/question-draft';

type Props = {
  draft: QuestionDraft;
  idPrefix: string;
  position: number;
  /** The survey has responses: saved options stay (answers name them). */
  locked: boolean;
  newKey: NewKey;
  onChange: (draft: QuestionDraft) => void;
};

type Direction = 'up' | 'down';

/** A choice question's options: label fields, move up/down (focus follows the moved option), remove, add. */
export const OptionsEditor = ({ draft, idPrefix, position, locked, newKey, onChange }: Props) => {
  const buttons = useRef(new Map<string, HTMLElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const lockNoteId = `${idPrefix}-options-lock`;

  useEffect(() => {
    if (!focusNext) return;
    buttons.current.get(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext, draft.options]);

  const register = (key: string) => (element: HTMLElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const move = (key: string, direction: Direction) => {
    onChange(moveOption(draft, key, direction === 'up' ? -1 : 1));
    setFocusNext(`${key}:${direction}`);
  };

  const add = () => {
    const next = addOption(draft, newKey);
    onChange(next);
    setFocusNext(`${next.options[next.options.length - 1]!.key}:label`);
  };

  const remove = (index: number) => {
    const next = removeOption(draft, draft.options[index]!.key);
    onChange(next);
    // Focus stays in the list: on the option that took its place, or the one before it.
    const neighbour = next.options[Math.min(index, next.options.length - 1)];
    if (neighbour) setFocusNext(`${neighbour.key}:label`);
  };

  const count = draft.options.length;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Options</legend>
      {locked ? (
        <p id={lockNoteId} className="text-xs text-amber-900">
          {LOCKED_REASONS.option}. You can still reword them or add new ones.
        </p>
      ) : null}
      <ol className="space-y-2">
        {draft.options.map((option, index) => {
          const n = index + 1;
          const fieldId = `${idPrefix}-option-${option.key}`;
          const removeLocked = locked && isSavedOption(option);
          const moveButton = (direction: Direction) => {
            const off = direction === 'up' ? index === 0 : index === count - 1;
            return (
              <Button
                ref={register(`${option.key}:${direction}`)}
                variant="ghost"
                size="icon"
                className="h-9 w-9 shrink-0"
                // aria-disabled keeps focus on the button after it moves its option to an end.
                aria-disabled={off || undefined}
                aria-label={`Move option ${n} ${direction}`}
                onClick={() => {
                  if (!off) move(option.key, direction);
                }}
              >
                {direction === 'up' ? (
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                )}
              </Button>
            );
          };
          return (
            // On a phone the field takes the whole row (long labels stay readable) and its buttons go below.
            <li key={option.key} className="flex flex-wrap items-center gap-1 sm:flex-nowrap" data-testid="option-item">
              {/* On a phone the field takes the row; the label stays for screen readers. */}
              <label htmlFor={fieldId} className="sr-only shrink-0 text-sm text-slate-700 sm:not-sr-only sm:w-16">
                Option {n}
                <span className="sr-only"> of question {position}</span>
              </label>
              <Input
                ref={register(`${option.key}:label`) as (element: HTMLInputElement | null) => void}
                id={fieldId}
                dir="auto"
                className="h-10 min-w-0 basis-full sm:basis-0 sm:flex-1"
                value={option.label}
                maxLength={DRAFT_LIMITS.optionLabel}
                onChange={(e) => onChange(setOptionLabel(draft, option.key, e.target.value))}
              />
              <span className="ml-auto flex shrink-0 items-center gap-1">
                {moveButton('up')}
                {moveButton('down')}
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-9 w-9 shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800 aria-disabled:text-slate-500 aria-disabled:hover:bg-transparent"
                  aria-label={`Remove option ${n}`}
                  aria-disabled={removeLocked || undefined}
                  aria-describedby={removeLocked ? lockNoteId : undefined}
                  onClick={() => {
                    if (!removeLocked) remove(index);
                  }}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </span>
            </li>
          );
        })}
      </ol>
      <Button variant="outline" size="sm" onClick={add} disabled={count >= DRAFT_LIMITS.maxOptions}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add option<span className="sr-only"> to question {position}</span>
      </Button>
    </fieldset>
  );
};
