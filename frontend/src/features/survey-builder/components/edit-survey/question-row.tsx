import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Question, RewordQuestionInput } from '@/types/generated/api';
import { useAutosave } from '@/hooks/use-autosave';
import { draftFromQuestion, draftProblem, editBody, withSavedOptionIds, type NewKey } from '../../lib/question-draft';
import { QuestionShapeFields } from '../question-builder/question-shape-fields';
import { SectionSaveState } from '@/components/ui/save-status';
import { AnalysisRoleField } from './analysis-role-field';

export type MoveDirection = 'up' | 'down';

type Props = {
  question: Question;
  position: number;
  count: number;
  /** Removal and reordering are refused (the survey has responses, or a change is on its way). */
  locked: boolean;
  /** The survey has responses: the type, saved options and "Other" stay. */
  answered: boolean;
  busy: boolean;
  lockNoteId?: string;
  newKey: NewKey;
  moveRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  /** Saves the changes; the saved question, or throws saying why it was refused. */
  onSave: (body: RewordQuestionInput) => Promise<Question>;
};

/** One question: its wording and shape (saved by themselves once typing pauses), move up/down and remove. */
export const QuestionRow = ({
  question,
  position,
  count,
  locked,
  answered,
  busy,
  lockNoteId,
  newKey,
  moveRef,
  onMove,
  onRemove,
  onSave,
}: Props) => {
  const [draft, setDraft] = useState(() => draftFromQuestion(question, newKey));
  const id = `question-${question.id}`;
  const body = editBody(question, draft);
  const autosave = useAutosave({
    label: `question ${position}`,
    signature: JSON.stringify(body),
    unchanged: Object.keys(body).length === 0,
    problem: draftProblem(draft),
    save: async () => {
      const saved = await onSave(body);
      // New options get their ids from the server: keep them, so the next change names them.
      setDraft((current) => withSavedOptionIds(current, saved));
    },
  });

  // aria-disabled, not disabled: the button keeps focus after a move and still says why it does nothing.
  const blocked = (extra: boolean) => locked || busy || extra;
  const moveButton = (direction: MoveDirection) => {
    const off = blocked(direction === 'up' ? position === 1 : position === count);
    return (
      <Button
        ref={moveRef(direction)}
        variant="ghost"
        size="icon"
        className="h-9 w-9"
        aria-disabled={off || undefined}
        aria-describedby={locked ? lockNoteId : undefined}
        onClick={() => {
          if (!off) onMove(direction);
        }}
      >
        {direction === 'up' ? (
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        )}
        <span className="sr-only">
          Move question {position} {direction}
        </span>
      </Button>
    );
  };

  const removeOff = blocked(count <= 1);

  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60 p-4" data-testid="question-item">
      <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id} className="mb-0">
          Question {position}
        </Label>
        <div className="flex items-center gap-1">
          {moveButton('up')}
          {moveButton('down')}
          <Button
            variant="ghost"
            size="sm"
            className="h-9 text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-disabled={removeOff || undefined}
            aria-describedby={locked ? lockNoteId : undefined}
            onClick={() => {
              if (!removeOff) onRemove();
            }}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove<span className="sr-only"> question {position}</span>
          </Button>
        </div>
      </div>
      <Textarea
        id={id}
        rows={2}
        dir="auto"
        className="min-h-16 bg-white field-sizing-content"
        value={draft.text}
        onChange={(e) => setDraft({ ...draft, text: e.target.value })}
      />
      <QuestionShapeFields
        draft={draft}
        idPrefix={id}
        position={position}
        locked={answered}
        savedAllowOther={question.allowOther}
        newKey={newKey}
        onChange={setDraft}
      />
      <AnalysisRoleField question={question} draft={draft} position={position} onSave={onSave} />
      <SectionSaveState state={autosave.state} error={autosave.error} onRetry={autosave.retry} />
      {autosave.state === 'invalid' ? (
        <p className="mt-2 text-sm text-amber-900">Not saved yet: {draftProblem(draft)}</p>
      ) : null}
    </li>
  );
};
