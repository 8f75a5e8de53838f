import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { QuestionType } from '@/types/generated/api';
import {
  DRAFT_LIMITS,
  isChoice,
  LOCKED_REASONS,
  QUESTION_TYPE_OPTIONS,
  setType,
  type NewKey,
  type QuestionDraft,
} from '../../lib/question-draft';
import { OptionsEditor } from './options-editor';
import { QuestionPreview } from './question-preview';

type Props = {
  draft: QuestionDraft;
  /** Unique per question on the page, for the fields' ids. */
  idPrefix: string;
  position: number;
  /** The type picker's label; default "Question <position> type". */
  typeLabel?: string;
  /**
   * The survey has responses: the type is fixed, saved options and a saved "Other" stay. The
   * server refuses such changes (409) anyway; here the admin sees why before trying.
   */
  locked?: boolean;
  /** With `locked`: the question had "Other" when saved. */
  savedAllowOther?: boolean;
  newKey: NewKey;
  onChange: (draft: QuestionDraft) => void;
};

/** A question's type and the settings of that type, with a preview of what respondents see. */
export const QuestionShapeFields = ({
  draft,
  idPrefix,
  position,
  typeLabel,
  locked = false,
  savedAllowOther = false,
  newKey,
  onChange,
}: Props) => {
  const typeId = `${idPrefix}-type`;
  const typeLockId = `${idPrefix}-type-lock`;
  const otherLocked = locked && savedAllowOther;
  return (
    <div className="mt-3 space-y-4">
      <div>
        <Label htmlFor={typeId}>{typeLabel ?? `Question ${position} type`}</Label>
        <select
          id={typeId}
          className={`${fieldClasses} h-11`}
          value={draft.questionType}
          disabled={locked}
          aria-describedby={locked ? typeLockId : undefined}
          onChange={(e) => onChange(setType(draft, e.target.value as QuestionType, newKey))}
        >
          {QUESTION_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {locked ? (
          <p id={typeLockId} className="mt-1 text-xs text-amber-900">
            {LOCKED_REASONS.type}.
          </p>
        ) : null}
      </div>

      <div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-emerald-700"
            checked={draft.isRequired}
            aria-describedby={`${idPrefix}-required-hint`}
            onChange={(e) => onChange({ ...draft, isRequired: e.target.checked })}
          />
          Required<span className="sr-only"> (question {position})</span>
        </label>
        <p id={`${idPrefix}-required-hint`} className="mt-1 text-xs text-slate-600">
          {draft.isRequired
            ? 'Respondents must answer it.'
            : 'Optional: respondents may skip it, and it is marked optional for them.'}
        </p>
      </div>

      {isChoice(draft.questionType) ? (
        <OptionsEditor
          draft={draft}
          idPrefix={idPrefix}
          position={position}
          locked={locked}
          newKey={newKey}
          onChange={onChange}
        />
      ) : null}
      {isChoice(draft.questionType) ? (
        <div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-emerald-700"
              checked={draft.allowOther}
              disabled={otherLocked}
              aria-describedby={otherLocked ? `${idPrefix}-other-lock` : undefined}
              onChange={(e) => onChange({ ...draft, allowOther: e.target.checked })}
            />
            Allow Other<span className="sr-only"> answers to question {position}</span>
          </label>
          {otherLocked ? (
            <p id={`${idPrefix}-other-lock`} className="mt-1 text-xs text-amber-900">
              {LOCKED_REASONS.other}.
            </p>
          ) : null}
        </div>
      ) : null}

      {draft.questionType === 'scale' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {(['min', 'max'] as const).map((end) => (
            <div key={end}>
              <Label htmlFor={`${idPrefix}-scale-${end}`}>{end === 'min' ? 'Label at 0' : 'Label at 10'}</Label>
              <Input
                id={`${idPrefix}-scale-${end}`}
                dir="auto"
                maxLength={DRAFT_LIMITS.scaleLabel}
                value={draft.scaleLabels[end]}
                onChange={(e) => onChange({ ...draft, scaleLabels: { ...draft.scaleLabels, [end]: e.target.value } })}
              />
            </div>
          ))}
        </div>
      ) : null}

      {draft.questionType === 'number' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {(['min', 'max', 'unit'] as const).map((field) => (
            <div key={field}>
              <Label htmlFor={`${idPrefix}-number-${field}`}>
                {field === 'min' ? 'Minimum' : field === 'max' ? 'Maximum' : 'Unit'}
                <span className="font-normal text-slate-600"> (optional)</span>
              </Label>
              <Input
                id={`${idPrefix}-number-${field}`}
                dir={field === 'unit' ? 'auto' : undefined}
                inputMode={field === 'unit' ? undefined : 'decimal'}
                placeholder={field === 'unit' ? 'e.g. hours per week' : undefined}
                maxLength={field === 'unit' ? DRAFT_LIMITS.unit : 20}
                value={draft.numberRange[field]}
                onChange={(e) => onChange({ ...draft, numberRange: { ...draft.numberRange, [field]: e.target.value } })}
              />
            </div>
          ))}
        </div>
      ) : null}

      <QuestionPreview draft={draft} position={position} />
    </div>
  );
};
